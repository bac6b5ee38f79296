import type { operations } from '@waas/types';
import type { OPERATIONS } from './responses.gen.js';

/** An operation of the API, by the operationId the client and the mock use. */
export type OperationId = keyof typeof OPERATIONS;

type Declared<Op extends OperationId> = operations[Op]['responses'];

/** A status the spec declares for an operation, documented by an example or not. */
export type DeclaredStatus<Op extends OperationId> = keyof Declared<Op> & number;

/** The body the spec declares for a status of an operation, as `@waas/types` generates it. */
export type ResponseBody<Op extends OperationId, Status extends DeclaredStatus<Op>> = Declared<Op>[Status] extends {
  content: infer Content;
}
  ? Content[keyof Content]
  : never;

/** The path parameters of an operation by their names in the spec, as the URL gives them: text. */
export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer Path }
  ? { [Name in keyof Path]: string }
  : Record<string, never>;
