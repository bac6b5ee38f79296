// The matching rule, beside the pairing rule: which documented answer a stateless mock gives a request that names
// none (no `Prefer`), chosen by the request's content as Microcks dispatches. The mock's front and the MSW handlers
// both read it, so a debit gets the debit's answer from either.
import { nodeAt, resolve, type OpenApiDocument } from './bundle.js';
import { operationPairs, type OperationEntry } from './pairs.js';

/** Where a request input is: a parameter by its location, or a top-level field of the JSON body. */
export type InputLocation = 'path' | 'query' | 'header' | 'body';

/**
 * An input the candidates differ on, and how it is compared: `value` when its schema is a closed set (`enum`,
 * `const`, boolean: a transaction's direction), `presence` otherwise (a value date: there or not).
 */
export interface MatchInput {
  in: InputLocation;
  /** Lower case for a header. */
  name: string;
  by: 'value' | 'presence';
}

/** A pair a request may be answered with, and its request's key for each input, in the order of `inputs`. */
export interface MatchCandidate {
  status: number;
  name: string;
  keys: string[];
}

/** What the rule needs of one operation; plain JSON, so the MSW handlers carry it in their generated data. */
export interface Matching {
  inputs: MatchInput[];
  candidates: MatchCandidate[];
}

/** A request's inputs as a server sees them: parameters by name (headers by lower-case name), the parsed JSON body. */
export interface RequestInputs {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  body?: unknown;
}

const ABSENT = 'absent';

/**
 * An input's key: `absent`, `present`, or the value as JSON (a parameter's as text, since a URL or header carries
 * text).
 */
export function keyOf(value: unknown, input: Pick<MatchInput, 'in' | 'by'>): string {
  const one = Array.isArray(value) && input.in !== 'body' ? value[0] : value;
  if (one === undefined) return ABSENT;
  if (input.by === 'presence') return 'present';
  return JSON.stringify(input.in === 'body' ? one : String(one));
}

function inputOf(request: RequestInputs, input: Pick<MatchInput, 'in' | 'name'>): unknown {
  if (input.in !== 'body') return request[input.in]?.[input.name];
  return isObject(request.body) ? request.body[input.name] : undefined;
}

function isClosedSet(document: OpenApiDocument, schema: unknown): boolean {
  if (schema === undefined) return false;
  const node = resolve<{ enum?: unknown; const?: unknown; type?: unknown }>(document, schema);
  return node.enum !== undefined || 'const' in node || node.type === 'boolean';
}

/** The properties a body schema names, through `allOf`, `anyOf` and `oneOf`. */
function propertiesOf(
  document: OpenApiDocument,
  schema: unknown,
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (schema === undefined) return into;
  const node = resolve<{
    properties?: Record<string, unknown>;
    allOf?: unknown[];
    anyOf?: unknown[];
    oneOf?: unknown[];
  }>(document, schema);
  for (const [name, property] of Object.entries(node.properties ?? {})) if (!into.has(name)) into.set(name, property);
  for (const member of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    propertiesOf(document, member, into);
  return into;
}

function bodySchemaOf(document: OpenApiDocument, operation: OperationEntry): unknown {
  const node = resolve<{ requestBody?: unknown }>(document, nodeAt(document, operation.at));
  if (node.requestBody === undefined) return undefined;
  const media = resolve<{ content?: Record<string, unknown> }>(document, node.requestBody).content?.[
    'application/json'
  ];
  return media === undefined ? undefined : resolve<{ schema?: unknown }>(document, media).schema;
}

/**
 * The rule's data for one operation. Candidates: its 2xx pairs with a well-formed request and no `x-scenario`
 * (errors hang on state or keys a stateless mock does not have; `Prefer` still reaches them), by status, then in
 * document order, so the first is the answer a mock gives by default. Inputs: each parameter and each top-level body
 * field of their requests on which the candidates' keys are not all the same.
 */
export function matchingOf(document: OpenApiDocument, operation: OperationEntry): Matching {
  const pairs = operationPairs(document, operation)
    .filter(
      (pair) =>
        pair.status >= 200 &&
        pair.status < 300 &&
        pair.request.invalidInputs.length === 0 &&
        pair.scenario === undefined,
    )
    .sort((a, b) => a.status - b.status);
  const properties = propertiesOf(document, bodySchemaOf(document, operation));
  const fields = [
    ...new Set(pairs.flatMap((pair) => (isObject(pair.request.body) ? Object.keys(pair.request.body) : []))),
  ];
  const all: MatchInput[] = [
    ...operation.parameters
      .filter((parameter) => parameter.in !== 'cookie')
      .map(
        (parameter): MatchInput => ({
          in: parameter.in as Exclude<InputLocation, 'body'>,
          name: parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name,
          by: isClosedSet(document, (parameter as { schema?: unknown }).schema) ? 'value' : 'presence',
        }),
      ),
    ...fields.map(
      (name): MatchInput => ({
        in: 'body',
        name,
        by: isClosedSet(document, properties.get(name)) ? 'value' : 'presence',
      }),
    ),
  ];
  const requestOf = (pair: (typeof pairs)[number]): RequestInputs => ({
    path: pair.request.pathParams,
    query: pair.request.query,
    header: Object.fromEntries(
      Object.entries(pair.request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    body: pair.request.body,
  });
  const keysOf = (inputs: MatchInput[], request: RequestInputs) =>
    inputs.map((input) => keyOf(inputOf(request, input), input));
  const telling = all.filter(
    (input) => new Set(pairs.map((pair) => keyOf(inputOf(requestOf(pair), input), input))).size > 1,
  );
  return {
    inputs: telling,
    candidates: pairs.map((pair) => ({ status: pair.status, name: pair.name, keys: keysOf(telling, requestOf(pair)) })),
  };
}

/**
 * The candidate whose request agrees with the request (the same key) on the most inputs compared by value; among
 * those, on the most compared by presence; then the first in order, which is the default answer when nothing agrees.
 * A closed-set field says what kind of request it is (a debit); a field's presence only tells apart candidates of one
 * kind (a debit now, a debit later). Body fields count only when the body is a JSON object. Undefined when the
 * operation has no candidate.
 */
export function chooseMatch(matching: Matching, request: RequestInputs): MatchCandidate | undefined {
  const keys = matching.inputs.map((input) => keyOf(inputOf(request, input), input));
  // A request without a body object says nothing of its fields: they count for no candidate.
  const compared = matching.inputs.map((input) => input.in !== 'body' || isObject(request.body));
  const scoreOf = (candidate: MatchCandidate, by: MatchInput['by']) =>
    candidate.keys.filter((key, index) => compared[index] && matching.inputs[index]!.by === by && key === keys[index])
      .length;
  let best: MatchCandidate | undefined;
  let bestScore: [number, number] = [-1, -1];
  for (const candidate of matching.candidates) {
    const score: [number, number] = [scoreOf(candidate, 'value'), scoreOf(candidate, 'presence')];
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1]))
      [best, bestScore] = [candidate, score];
  }
  return best;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
