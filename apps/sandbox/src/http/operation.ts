import type { Outcome } from '../domain/outcome.js';
import type { OrganizationClock } from '../domain/time/clocks.js';
import type { Store } from '../domain/store.js';
import type { Answer, Binding } from '../contract/binder.js';
import type { Caller } from '../domain/auth/callers.js';
import type { Violation } from '../contract/violations.js';

/**
 * What an operation's handler gets: the validated request, the caller, the sandbox's store and the caller's
 * organization's clock.
 */
export interface OperationContext<Params = Record<string, string>, Query = Record<string, unknown>, Body = unknown> {
  binding: Binding;
  caller: Caller;
  params: Params;
  query: Query;
  body: Body;
  store: Store;
  clock: OrganizationClock;
}

/** A handler's answer, and why it refused the request when it did (the domain's objection, as a violation). */
export interface OperationAnswer extends Answer {
  violations: Violation[];
}

export type OperationHandler = (context: OperationContext<never, never, never>) => Promise<OperationAnswer>;

/** Defines a handler with its request typed from @waas/types; the registry stores them untyped. */
export const operation =
  <Params, Query, Body>(
    handler: (context: OperationContext<Params, Query, Body>) => Promise<OperationAnswer>,
  ): OperationHandler =>
  (context) =>
    handler(context as unknown as OperationContext<Params, Query, Body>);

/** The documented answer for an outcome, with why it refused when it did: the envelope names no field. */
export const answered = (answer: Answer, outcome: Outcome): OperationAnswer => ({
  ...answer,
  violations: outcome.objection ? [outcome.objection] : [],
});

/** The documented answer for an outcome: the example's envelope, with the outcome's payload as its data. */
export function envelope(binding: Binding, outcome: Outcome): OperationAnswer {
  const documented = binding.answer(outcome.answer);
  if (outcome.data === undefined) return answered(documented, outcome);
  return answered({ status: documented.status, body: { ...(documented.body as object), data: outcome.data } }, outcome);
}

/** The documented answer of a page in shape B: the example's envelope with the page's items and pagination. */
export function pageEnvelope(
  binding: Binding,
  outcome: Outcome<string, { items: unknown[]; pagination: unknown }>,
): OperationAnswer {
  const documented = binding.answer(outcome.answer);
  if (outcome.data === undefined) return answered(documented, outcome);
  return answered(
    {
      status: documented.status,
      body: { ...(documented.body as object), data: outcome.data.items, pagination: outcome.data.pagination },
    },
    outcome,
  );
}
