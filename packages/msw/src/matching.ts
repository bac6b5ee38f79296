// The spec's matching rule (`@waas/spec/matching`) at request time: which documented example a request without
// `Prefer` gets. The rule's data is generated into responses.gen.ts; this scores it, as the spec's `chooseMatch` does
// (matching.test.ts holds the two to the same choices), without the spec's Node-only readers in a browser bundle.

/** The response header that names the example chosen for a request without `Prefer`, as the mock sends it. */
export const EXAMPLE_HEADER = 'x-waas-example';

interface MatchInput {
  readonly in: string;
  readonly name: string;
  readonly by: string;
}

export interface Matching {
  readonly inputs: readonly MatchInput[];
  readonly candidates: readonly { readonly status: number; readonly name: string; readonly keys: readonly string[] }[];
}

/**
 * A request's inputs: path parameters, query (repeated names in order), headers by lower-case name, the parsed JSON
 * body.
 */
export interface RequestInputs {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  body?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function keyOf(value: unknown, input: MatchInput): string {
  const one = Array.isArray(value) && input.in !== 'body' ? value[0] : value;
  if (one === undefined) return 'absent';
  if (input.by === 'presence') return 'present';
  return JSON.stringify(input.in === 'body' ? one : String(one));
}

function inputOf(request: RequestInputs, input: MatchInput): unknown {
  if (input.in === 'body') return isObject(request.body) ? request.body[input.name] : undefined;
  return (request[input.in as 'path' | 'query' | 'header'] ?? {})[input.name];
}

/**
 * The candidate that agrees with the request on the most inputs by value, then by presence, then the first; body fields
 * count only for a body object.
 */
export function chooseMatch(matching: Matching, request: RequestInputs): { status: number; name: string } | undefined {
  const keys = matching.inputs.map((input) => keyOf(inputOf(request, input), input));
  const compared = matching.inputs.map((input) => input.in !== 'body' || isObject(request.body));
  const scoreOf = (candidate: Matching['candidates'][number], by: string) =>
    candidate.keys.filter((key, index) => compared[index] && matching.inputs[index]!.by === by && key === keys[index])
      .length;
  let best: Matching['candidates'][number] | undefined;
  let bestScore = [-1, -1];
  for (const candidate of matching.candidates) {
    const score = [scoreOf(candidate, 'value'), scoreOf(candidate, 'presence')] as const;
    if (score[0] > bestScore[0]! || (score[0] === bestScore[0] && score[1] > bestScore[1]!))
      [best, bestScore] = [candidate, [...score]];
  }
  return best;
}

/** What the rule reads of a fetch `Request`: its query, headers and JSON body (none when it does not parse). */
export async function inputsOf(request: Request, params: Record<string, unknown>): Promise<RequestInputs> {
  const query: Record<string, string[]> = {};
  new URL(request.url).searchParams.forEach((value, name) => (query[name] ??= []).push(value));
  const header: Record<string, string> = {};
  request.headers.forEach((value, name) => (header[name] = value));
  let body: unknown;
  if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')) {
    body = await request
      .clone()
      .json()
      .catch(() => undefined);
  }
  return { path: params, query, header, body };
}
