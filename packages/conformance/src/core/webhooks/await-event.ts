import type { RunContext } from '../context.js';
import { jsonOf } from '../json.js';
import { valueAt } from './cause.js';
import type { Delivery, Receiver } from './receiver.js';

/** The event type a webhook of the spec sends, read from its first example (`inflow.received` for `inflow`). */
export function eventTypeOf(context: RunContext, webhook: string): string | undefined {
  const media = (
    context.document.webhooks?.[webhook]?.post as {
      requestBody?: { content?: Record<string, { examples?: Record<string, { value?: { type?: unknown } }> }> };
    }
  )?.requestBody?.content?.['application/json'];
  const type = Object.values(media?.examples ?? {})[0]?.value?.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * The first delivery of the type whose `match` paths (`data.accountNumber`) hold the given values: a target may also
 * deliver other events (other kinds, earlier postings, retries) once the receiver is registered, and those are passed
 * over. An unreadable body may well be the event waited for: it is returned, and fails the body check.
 */
export async function awaitEvent(
  receiver: Receiver,
  type: string | undefined,
  match: Record<string, unknown>,
  waitMs: number,
  /** Event ids to pass over: events an earlier case caused, which a target may still be retrying. */
  passOver: ReadonlySet<unknown> = new Set(),
): Promise<{ delivery?: Delivery; others: number }> {
  const deadline = Date.now() + waitMs;
  let others = 0;
  for (;;) {
    const delivery = await receiver.next(Math.max(0, deadline - Date.now()));
    if (!delivery) return { others };
    const event = jsonOf(delivery.rawBody);
    if (event === undefined || isAwaited(event, type, match, passOver)) return { delivery, others };
    others++;
  }
}

/** Whether an event is the one waited for: its type, not one to pass over, and each `match` path holding its value. */
export function isAwaited(
  event: unknown,
  type: string | undefined,
  match: Record<string, unknown>,
  passOver: ReadonlySet<unknown>,
): boolean {
  const { type: its, id } = (event ?? {}) as { type?: unknown; id?: unknown };
  return (
    its === type &&
    !passOver.has(id) &&
    Object.entries(match).every(([path, want]) => JSON.stringify(valueAt(event, path)) === JSON.stringify(want))
  );
}

/** A delivery's event id; undefined when its body is not a JSON event. */
export const eventIdOf = (delivery: Delivery): unknown =>
  (jsonOf(delivery.rawBody) as { id?: unknown } | undefined)?.id;
