import { loadBundle, readOperations } from '@waas/spec/pairs';
import { answeredFromExamples } from '../http/from-examples.js';

/**
 * The operations of the spec with no handler yet, which the sandbox answers from their examples and names on its start
 * line: none once each is written, some while the spec is ahead of the handlers.
 */
export const UNIMPLEMENTED = answeredFromExamples(readOperations(loadBundle()).map((o) => o.operationId));

/** How the first line ends after its parenthesis: the operations answered from examples, named, or nothing. */
export const FIRST_LINE_TAIL =
  UNIMPLEMENTED.length === 0
    ? ''
    : `; answered from the spec's examples until implemented: ${UNIMPLEMENTED.join(', ')}`;
