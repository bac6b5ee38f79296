import { pointer, resolve, type OpenApiDocument } from './bundle.js';
import { INVALID_EXAMPLES, operationPairs, type OperationEntry, type Parameter } from './pairs.js';

/** A breach of the pairing rule: what is wrong, and the JSON pointer of the example (or operation) it is about. */
export interface PairingViolation {
  message: string;
  at: string;
}

/**
 * The pairing rule's invariants for one operation, each naming the operation (empty when it holds):
 * - an example name appears once among the operation's responses;
 * - every request example names a response example (no orphan requests);
 * - the first example under 400 is the generic invalid request: it leaves out a required input or sends one
 *   under `x-invalid-examples`;
 * - no other pair leaves out a required input, so a target answers it for the reason the example gives.
 */
export function pairingRuleViolations(document: OpenApiDocument, operation: OperationEntry): PairingViolation[] {
  const pairs = operationPairs(document, operation);
  const violations: PairingViolation[] = [];
  const where = (status: number, name: string) => `${operation.operationId} ${status} ${name}`;
  const responseAt = (status: number, contentType: string, name: string) =>
    `${operation.at}${pointer('responses', String(status), 'content', contentType, 'examples', name).slice(1)}`;

  const seen = new Map<string, number>();
  for (const { status, name, response } of pairs) {
    const first = seen.get(name);
    if (first !== undefined)
      violations.push({
        message: `${where(status, name)}: name already used under ${first}`,
        at: responseAt(status, response.contentType, name),
      });
    else seen.set(name, status);
  }

  for (const { input, name, at } of requestExamples(document, operation)) {
    if (!seen.has(name))
      violations.push({
        message: `${operation.operationId}: ${input} has example ${name}, which no response example pairs with`,
        at,
      });
  }

  const genericInvalid = pairs.find((pair) => pair.status === 400);
  for (const pair of pairs) {
    const at = responseAt(pair.status, pair.response.contentType, pair.name);
    const { invalidInputs } = pair.request;
    if (pair === genericInvalid) {
      if (invalidInputs.length === 0) {
        violations.push({
          message:
            `${where(pair.status, pair.name)}: first example under 400 must be the generic invalid request, ` +
            `but its request is well-formed`,
          at,
        });
      }
      continue;
    }
    const leftOut = invalidInputs.filter(({ reason }) => reason === 'leftOut').map(({ input }) => input);
    if (leftOut.length > 0)
      violations.push({
        message: `${where(pair.status, pair.name)}: request has no example for required ${leftOut.join(', ')}`,
        at,
      });
  }
  return violations;
}

/**
 * Every named request example of the operation (valid or invalid on purpose), with the input it belongs to and its
 * pointer.
 */
function requestExamples(
  document: OpenApiDocument,
  operation: OperationEntry,
): { input: string; name: string; at: string }[] {
  const named = (
    input: string,
    at: string,
    examples: Record<string, unknown> | undefined,
    invalid: Record<string, unknown> | undefined,
  ) => [
    ...Object.keys(examples ?? {}).map((name) => ({ input, name, at: `${at}${pointer('examples', name).slice(1)}` })),
    ...Object.keys(invalid ?? {}).map((name) => ({
      input,
      name,
      at: `${at}${pointer(INVALID_EXAMPLES, name).slice(1)}`,
    })),
  ];
  return [
    ...operation.parameters.flatMap((p) =>
      named(`${p.in} parameter ${p.name}`, parameterAt(document, operation, p), p.examples, p[INVALID_EXAMPLES]),
    ),
    ...named(
      'body',
      `${operation.at}/requestBody/content/application~1json`,
      operation.body?.examples,
      operation.body?.invalidExamples,
    ),
  ];
}

/**
 * Where a parameter is declared: in the operation's list, else in its path item's (the operation's wins, as in
 * readOperations).
 */
function parameterAt(document: OpenApiDocument, operation: OperationEntry, parameter: Parameter): string {
  const item = document.paths?.[operation.path] ?? {};
  const lists: [unknown, string][] = [
    [resolve<{ parameters?: unknown[] }>(document, item[operation.method]).parameters, operation.at],
    [item.parameters, pointer('paths', operation.path)],
  ];
  for (const [list, at] of lists) {
    const index = ((list ?? []) as unknown[]).findIndex((node) => {
      const candidate = resolve<Parameter>(document, node);
      return candidate.name === parameter.name && candidate.in === parameter.in;
    });
    if (index !== -1) return `${at}/parameters/${index}`;
  }
  return operation.at;
}
