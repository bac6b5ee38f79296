import type { operations, paths } from '@waas/types';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { FailureCodes, OPERATIONS, PAGINATED } from './operations.gen.js';

type Routes = typeof OPERATIONS;

/** Every operation of the spec, by its operationId. */
export type OperationId = keyof Routes & keyof operations;
export type PaginatedOperationId = keyof typeof PAGINATED & OperationId;

export type PathOf<O extends OperationId> = Routes[O]['path'];
export type MethodOf<O extends OperationId> = Routes[O]['method'];

/** The openapi-fetch options of an operation: `params` (path, query, header), `body`, `headers`, `signal`, … */
export type InitOf<O extends OperationId> = MaybeOptionalInit<paths[PathOf<O>], MethodOf<O>>;
/** The options argument, optional when the operation has no required input. */
export type InitArgs<O extends OperationId> = undefined extends InitOf<O> ? [init?: InitOf<O>] : [init: InitOf<O>];

type Responses<O extends OperationId> = operations[O]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : unknown;

// These distribute over a union of operations (`O extends OperationId ? … : never`): `keyof` of a union would keep
// only the statuses every operation shares, and an error of any operation may have any operation's status.
export type SuccessStatus<O extends OperationId> = O extends OperationId
  ? Extract<keyof Responses<O>, 200 | 201 | 202 | 204>
  : never;
/** The error statuses the spec documents for an operation; for a union of operations, those any of them documents. */
export type ErrorStatus<O extends OperationId> = O extends OperationId
  ? Exclude<keyof Responses<O>, SuccessStatus<O>> & number
  : never;

/** The envelope codes the spec documents for an operation's failures, as sent (`'404'` in shape A, `404` in B). */
export type FailureCode<O extends OperationId> = FailureCodes[O];

/** The whole 2xx body (the envelope). */
export type SuccessBody<O extends OperationId> = JsonOf<Responses<O>[SuccessStatus<O>]>;
/** What the unwrapping style returns: the envelope's `data`. */
export type DataOf<O extends OperationId> = SuccessBody<O> extends { data: infer D } ? D : never;
type DocumentedBody<O extends OperationId, S extends number> = O extends OperationId
  ? S extends keyof Responses<O>
    ? JsonOf<Responses<O>[S]>
    : never
  : never;
/**
 * The body the spec documents for an error status of an operation (for a union of operations, the bodies of those that
 * document it); `unknown` for a status it does not document.
 */
export type ErrorBody<O extends OperationId, S extends number> =
  S extends ErrorStatus<O> ? DocumentedBody<O, S> : unknown;

type At<T, P> = P extends readonly [infer Head, ...infer Rest]
  ? Head extends keyof T
    ? At<NonNullable<T[Head]>, Rest>
    : never
  : T;
/** One entry of a paginated list. */
export type ItemOf<O extends PaginatedOperationId> =
  At<SuccessBody<O>, (typeof PAGINATED)[O]['items']> extends readonly (infer I)[] ? I : never;
