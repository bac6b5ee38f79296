import type { OpenApiDocument } from '@waas/spec/pairs';
import { resolve } from '@waas/spec/document';
import { bindOperations, type Answer, type Binding } from '../contract/binder.js';

/** Answers every operation shares, read from the bundle's shared responses. */
export type SharedAnswers = {
  missingApiKey: Answer;
  unauthorizedAccess: Answer;
  unexpectedError: Answer;
  /** The generic invalid request in shape A, for a request that cannot be tied to an operation. */
  invalidRequest: Answer;
  /** A path or method the spec does not have: 404 in shape A, the sandbox's own choice. */
  routeNotFound: Answer;
};

export function sharedAnswers(document: OpenApiDocument): SharedAnswers {
  const example = (response: string, name: string): Answer => {
    const node = resolve<{ content: Record<string, { examples: Record<string, unknown> }> }>(document, {
      $ref: `#/components/responses/${response}`,
    });
    const value = resolve<{ value: { code: string } }>(
      document,
      node.content['application/json']!.examples[name],
    ).value;
    return { status: Number(value.code), body: value };
  };
  return {
    missingApiKey: example('Unauthorized', 'missingApiKey'),
    unauthorizedAccess: example('Unauthorized', 'unauthorizedAccess'),
    unexpectedError: example('UnexpectedError', 'unexpectedError'),
    invalidRequest: {
      status: 400,
      body: resolve<{ value: unknown }>(document, { $ref: '#/components/examples/InvalidRequestA' }).value,
    },
    routeNotFound: { status: 404, body: { code: '404', success: false, message: 'Resource not found', data: null } },
  };
}

/**
 * The bundle's operations, bound by the binder every document goes through, with the bundle's shared answers. Every
 * operation that takes input documents a 400 example; one that documents none (processDueBatches) answers a request
 * Fastify cannot read as a fault.
 */
export function walletBindings(document: OpenApiDocument, shared: SharedAnswers = sharedAnswers(document)): Binding[] {
  return bindOperations(document, { shared, invalidRequest: shared.unexpectedError });
}
