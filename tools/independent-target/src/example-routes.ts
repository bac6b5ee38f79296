// An operation the spec gained before this target was taught it is served as a mock would, from its documented
// examples: a spec that grows keeps a target that answers, and only ROUTES (routes.ts) says what is implemented by
// hand.
// Authentication and request validation stay the server's own, as for every route.
import { operationPairs, readOperations, type ExamplePair, type OpenApiDocument } from '@waas/spec/pairs';
import { invalidRequestA, type Answer } from './envelopes.js';
import { ROUTES, type Route } from './routes.js';

const answerOf = (pair: ExamplePair): Answer => ({ status: pair.status, body: pair.response.body });

/**
 * A route per operation of the document that `byHand` does not serve: its first success example (else its first) for
 * every request, and its first 400 example for a request its parameters or body schema refuse.
 */
export function exampleRoutes(document: OpenApiDocument, byHand: readonly Route[] = ROUTES): Route[] {
  const implemented = new Set(byHand.map((route) => route.operationId));
  return readOperations(document)
    .filter((operation) => !implemented.has(operation.operationId))
    .map((operation) => {
      const pairs = operationPairs(document, operation);
      const answer = pairs.find((pair) => pair.status < 300) ?? pairs[0];
      if (!answer)
        throw new Error(
          `${operation.operationId} has no example to answer with: document one, or serve it in ` +
            `tools/independent-target/src/routes.ts`,
        );
      // The spec's rule: the first example under a 400 is the operation's generic invalid-request answer.
      const invalid = pairs.find((pair) => pair.status === 400);
      return {
        method: operation.method.toUpperCase(),
        path: operation.path,
        operationId: operation.operationId,
        handler: () => answerOf(answer),
        invalid: invalid ? answerOf(invalid) : invalidRequestA,
      };
    });
}
