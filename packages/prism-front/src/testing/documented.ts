// What the front's tests expect of the bundled document, read once for both the front alone and the front over Prism:
// which operations take a body, and the example each documents first for a status. Not shipped (package.json files).
import { loadBundle, readOperations, responseExamples } from '@waas/spec/pairs';

export const document = loadBundle();

export const takingBody = readOperations(document).filter((operation) => operation.body !== undefined);

/** The first example the operation documents for the status: what the front answers in its place. */
export function firstExample(operationId: string, status: string): unknown {
  const operation = readOperations(document).find((o) => o.operationId === operationId)!;
  return responseExamples(document, operation).find(([documented]) => documented === status)![3].value;
}
