import { nodeAt, type OpenApiDocument, type ProvisionalChoice } from '@waas/spec/document';
import { faultOf } from '../checks/refutation.js';
import type { CheckResult, HttpRequest } from '../core/model.js';

export type { ProvisionalChoice };

/**
 * What a case read of the spec: its operation node, the inputs it sent, the response it expected, and what those reach
 * by $ref.
 */
export interface Reading {
  node: string;
  /** The status whose response it read, absent for a webhook. */
  status?: number;
  /** `…/responses/<status>`, absent for a webhook. */
  response?: string;
  /**
   * The response as written and the component it refers to: what a status, an envelope or a content type is compared
   * with.
   */
  answer: string[];
  /** The example its envelope and values are compared with, as written and where it refers; empty when none is. */
  example: string[];
  /** The parameters and request body the case sent. */
  inputs: string[];
  subtrees: string[];
}

/**
 * A case reads its operation's node (a provisional method and path), the parameters it sent (a filter never sent is
 * never tried), its request body when it sent one, and the response of its status, with every component those reach;
 * a webhook case reads the event's node, body and headers, not its responses (a retry schedule is not exercised by
 * a delivery that was accepted).
 */
export function readingOf(
  document: OpenApiDocument,
  at: string,
  status: number | undefined,
  request?: HttpRequest,
  example?: string,
): Reading {
  const inputs = status === undefined ? [`${at}/requestBody`, `${at}/parameters`] : sentInputs(document, at, request);
  const response = status === undefined ? undefined : `${at}/responses/${status}`;
  const roots = response ? [...inputs, response] : inputs;
  return {
    node: at,
    ...(status !== undefined && { status }),
    ...(response && { response }),
    answer: response ? writtenAt(document, response) : [],
    example: example ? writtenAt(document, example) : [],
    inputs,
    subtrees: reachedFrom(document, roots),
  };
}

/**
 * A pointer and each place its node is written when a $ref lies on the way: `…/responses/401` and
 * `#/components/responses/Unauthorized`; an example of it there, and the component example it refers to. A choice
 * is written at one of them.
 */
function writtenAt(document: OpenApiDocument, at: string): string[] {
  const places = [at];
  const segments = at.slice(2).split('/');
  let current = '#';
  segments.forEach((segment, i) => {
    current = `${current}/${segment}`;
    const ref = (nodeAt(document, current) as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return;
    current = ref;
    places.push([ref, ...segments.slice(i + 1)].join('/'));
  });
  return places;
}

/**
 * The roots and every component their $refs reach, walked once per document and roots: a run's summary reads a
 * few hundred results of a few dozen operations, so most would walk again what another result already walked.
 */
const walks = new WeakMap<OpenApiDocument, Map<string, string[]>>();

function reachedFrom(document: OpenApiDocument, roots: string[]): string[] {
  const known = walks.get(document) ?? new Map<string, string[]>();
  walks.set(document, known);
  const key = roots.join('\n');
  const walked = known.get(key);
  if (walked) return walked;
  const seen = new Set<string>(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const collect = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
        seen.add(ref);
        queue.push(ref);
      }
      for (const child of Object.values(node)) collect(child);
    };
    collect(nodeAt(document, queue.shift()!));
  }
  const subtrees = [...seen];
  known.set(key, subtrees);
  return subtrees;
}

function sentInputs(document: OpenApiDocument, at: string, request: HttpRequest | undefined): string[] {
  const url = request ? new URL(request.url) : undefined;
  const parameters = (nodeAt(document, `${at}/parameters`) ?? []) as unknown[];
  const sent = parameters.flatMap((raw, i) => {
    const ref = (raw as { $ref?: unknown }).$ref;
    const parameter = (typeof ref === 'string' ? nodeAt(document, ref) : raw) as { name: string; in: string };
    const was =
      parameter.in === 'path' ||
      (parameter.in === 'query' && url?.searchParams.has(parameter.name)) ||
      (parameter.in === 'header' && request !== undefined && parameter.name.toLowerCase() in request.headers);
    return was ? [`${at}/parameters/${i}`] : [];
  });
  return request?.body !== undefined ? [...sent, `${at}/requestBody`] : sent;
}

export function reads(reading: Reading, at: string): boolean {
  if (at === reading.node) return true;
  // A summary asks this for every choice, result and check, and readings of the same roots share their subtrees:
  // the answer is kept for each list of subtrees and choice rather than every subtree compared each time.
  const known = answers.get(reading.subtrees) ?? new Map<string, boolean>();
  answers.set(reading.subtrees, known);
  let answer = known.get(at);
  if (answer === undefined) known.set(at, (answer = reading.subtrees.some((p) => under(at, p))));
  return answer;
}

/** Whether a pointer lies under a list of subtrees, by list (made once per document and roots) and pointer. */
const answers = new WeakMap<readonly string[], Map<string, boolean>>();

const under = (at: string, root: string) => at === root || at.startsWith(`${root}/`);
const inSchema = (at: string) => at.includes('/schema') || at.startsWith('#/components/schemas/');
/** The checks that judge a body against the schema of the status it came with. */
const SCHEMA_CHECKS: readonly CheckResult['name'][] = ['schema', 'unknownProperties'];
/** A route that is not there: the only status that speaks to a chosen method and path. */
const NO_ROUTE = [404, 405, 501];

/**
 * Whether a check of a case could refute the choice. A located check (a schema violation and the schemas at its place,
 * a read-back and the choice it rests on) speaks only to the choices it lies in; an unlocated one only to choices its
 * case read. Then a status speaks to the answer chosen for it, to the inputs sent and, when the route itself is
 * missing, to the chosen method and path; the envelope and values to the chosen answer and to the one example they
 * were compared with (never to the other examples of a shared response); the content type and a leak to the chosen
 * answer; a schema check to schemas, of the status the case expected; semantic checks, unlocated, to no choice: what
 * they find is a deviation from the document.
 */
export function refutes(check: CheckResult, at: string, reading: Reading, actualStatus?: number): boolean {
  // A fault (a 5xx, a leak, a second posting, another organization's resource…) is a deviation whatever we chose.
  if (faultOf(check, actualStatus)) return false;
  // A body judged at a status the case did not expect is part of the wrong answer, a deviation: it says nothing of the
  // schemas of the answer that was due.
  if (
    SCHEMA_CHECKS.includes(check.name) &&
    reading.status !== undefined &&
    actualStatus !== undefined &&
    actualStatus !== reading.status
  )
    return false;
  // A located check names what it rests on, also outside its case's reading (a posting read back by another operation).
  if (check.at) return check.at.some((p) => under(p, at));
  // The example compared with is a choice only when it is one itself: another example of a shared response is not.
  if ((check.name === 'envelope' || check.name === 'values') && reading.example.includes(at)) return true;
  if (!reads(reading, at)) return false;
  switch (check.name) {
    case 'status':
      return (
        reading.answer.includes(at) ||
        reading.inputs.some((input) => under(at, input)) ||
        // The documented answer shows the route is there; a wrong one refutes it only when the route is missing.
        (at === reading.node &&
          (check.outcome === 'passed' || actualStatus === undefined || NO_ROUTE.includes(actualStatus)))
      );
    case 'envelope':
    case 'values':
    case 'contentType':
    case 'leak':
      return reading.answer.includes(at);
    case 'schema':
    case 'unknownProperties':
    case 'webhookBody':
      return inSchema(at);
    case 'delivery':
      return at === reading.node;
    case 'signature':
      return reading.inputs.some((input) => under(at, input)) || at.startsWith('#/components/parameters/');
    default:
      return false;
  }
}
