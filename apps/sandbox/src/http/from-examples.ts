import type { OperationHandler } from './operation.js';
import { OPERATIONS } from './operations/index.js';

/** On every answer of an operation the sandbox does not implement yet: where the answer came from. */
export const FROM_EXAMPLES_HEADER = 'x-sandbox-answered-from';

/**
 * An operation added to the spec before its handler: answered with its first success example (else its first), as a
 * mock would, so the sandbox starts and the rest of it keeps working while the handler is written. The registry's
 * test (operations/index.test.ts) still fails until it is; an operation without any example refuses the start.
 */
export const fromExamples: OperationHandler = async ({ binding }) => ({ ...binding.firstExample!, violations: [] });

/** The operations of a document answered from their examples: none, once every one has its handler. */
export const answeredFromExamples = (operationIds: readonly string[]) => operationIds.filter((id) => !OPERATIONS[id]);
