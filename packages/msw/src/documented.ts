import { OPERATIONS } from './responses.gen.js';
import type { DeclaredStatus, OperationId, ResponseBody } from './spec-types.js';

type Responses<Op extends OperationId> = (typeof OPERATIONS)[Op]['responses'];
type StatusKey<Op extends OperationId> = keyof Responses<Op> & string;
type AsNumber<Key extends string> = Key extends `${infer N extends number}` ? N : never;

/** A status the spec documents an example for, as a number: `200`, `404`, … */
export type DocumentedStatus<Op extends OperationId> = AsNumber<StatusKey<Op>>;

/** The example names the spec documents for one status of an operation. */
export type ExampleName<Op extends OperationId, Status extends DocumentedStatus<Op>> = keyof Responses<Op>[`${Status}` &
  StatusKey<Op>] &
  string;

/**
 * A documented response by the names the mock's `Prefer` header uses (`code=404, example=accountNotFound`); without
 * `example`, the first example of the status.
 */
export type Choice<Op extends OperationId> = {
  [Status in DocumentedStatus<Op>]: { status: Status; example?: ExampleName<Op, Status> };
}[DocumentedStatus<Op>];

/** The status an operation answers without a choice: the lowest 2xx one with an example. */
export type DefaultStatus<Op extends OperationId> = (typeof OPERATIONS)[Op]['byDefault']['status'];

/**
 * The response the spec documents under a status and example name, as the handlers send it; `body` has the spec's type.
 */
export interface DocumentedResponse<Op extends OperationId = OperationId, Status extends number = number> {
  operationId: Op;
  status: Status;
  example: string;
  contentType: string;
  body: Status extends DeclaredStatus<Op> ? ResponseBody<Op, Status> : unknown;
}

type Examples = Record<string, { contentType: string; body: unknown }>;

/**
 * The documented response of a choice, or the default one (the first example of the lowest 2xx status, as the mock
 * answers). Throws for a status or name the operation does not document, so a forced cast fails loudly.
 */
export function documented<Op extends OperationId, Chosen extends Choice<Op> = never>(
  operationId: Op,
  choice?: Chosen,
): DocumentedResponse<Op, [Chosen] extends [never] ? DefaultStatus<Op> : Chosen['status']> {
  return lookup(operationId, choice ?? {}) as never;
}

/**
 * {@link documented} for a choice as a `Prefer` header gives it, where either part may be missing: a status alone means
 * its first example, an example alone is looked for under the default status (as Prism does).
 */
export function lookup<Op extends OperationId>(
  operationId: Op,
  choice: { status?: number; example?: string },
): DocumentedResponse<Op> {
  const operation = OPERATIONS[operationId];
  if (operation === undefined) throw new Error(`${String(operationId)} is not an operation of the spec`);
  const responses: Record<string, Examples> = operation.responses;
  const status = choice.status ?? operation.byDefault.status;
  const examples = responses[String(status)];
  if (examples === undefined) {
    throw new Error(
      `${operationId} documents no example for status ${status}; it has ${Object.keys(responses).join(', ')}`,
    );
  }
  const example =
    choice.example ?? (choice.status === undefined ? operation.byDefault.example : Object.keys(examples)[0]!);
  const response = examples[example];
  if (response === undefined) {
    throw new Error(
      `${operationId} documents no example ${example} for status ${status}; it has ${Object.keys(examples).join(', ')}`,
    );
  }
  // The body is the spec's example for this status, which the spec's own tests validate against the status's schema.
  // A copy per call: the caller may edit it (the start of an override), and the handlers answer from the same example.
  return {
    operationId,
    status,
    example,
    contentType: response.contentType,
    body: structuredClone(response.body) as never,
  };
}
