import type { OpenApiDocument } from './bundle.js';
import { INVALID_EXAMPLES, operationPairs, type OperationEntry } from './pairs.js';

/**
 * The pairing rule's invariants for one operation, as messages naming the operation (empty when it holds):
 * - an example name appears once among the operation's responses;
 * - every request example names a response example (no orphan requests);
 * - the first example under 400 is the generic invalid request: it leaves out a required input or sends one
 *   under `x-invalid-examples`;
 * - no other pair leaves out a required input, so a target answers it for the reason the example gives.
 */
export function pairingRuleViolations(document: OpenApiDocument, operation: OperationEntry): string[] {
  const pairs = operationPairs(document, operation);
  const violations: string[] = [];
  const where = (status: number, name: string) => `${operation.operationId} ${status} ${name}`;

  const seen = new Map<string, number>();
  for (const { status, name } of pairs) {
    const first = seen.get(name);
    if (first !== undefined) violations.push(`${where(status, name)}: name already used under ${first}`);
    else seen.set(name, status);
  }

  const requestNames = [
    ...operation.parameters.flatMap((p) =>
      Object.keys({ ...p.examples, ...p[INVALID_EXAMPLES] }).map((name) => [`${p.in} parameter ${p.name}`, name] as const),
    ),
    ...Object.keys({ ...operation.body?.examples, ...operation.body?.invalidExamples }).map((name) => ['body', name] as const),
  ];
  for (const [input, name] of requestNames) {
    if (!seen.has(name)) violations.push(`${operation.operationId}: ${input} has example ${name}, which no response example pairs with`);
  }

  const genericInvalid = pairs.find((pair) => pair.status === 400);
  for (const pair of pairs) {
    const { invalidInputs } = pair.request;
    if (pair === genericInvalid) {
      if (invalidInputs.length === 0) {
        violations.push(`${where(pair.status, pair.name)}: first example under 400 must be the generic invalid request, but its request is well-formed`);
      }
      continue;
    }
    const leftOut = invalidInputs.filter(({ reason }) => reason === 'leftOut').map(({ input }) => input);
    if (leftOut.length > 0) violations.push(`${where(pair.status, pair.name)}: request has no example for required ${leftOut.join(', ')}`);
  }
  return violations;
}
