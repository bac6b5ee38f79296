import { jsonOf } from '../json.js';
import type { Bindings } from '../bindings/bindings.js';
import type { RunContext } from '../cases/context.js';
import type { Receiver } from './receiver.js';

export const INFLOW_WEBHOOK = 'inflow';

/**
 * The first delivery about this inflow: a target may also deliver other events (earlier postings, retries) once the
 * receiver is registered, and those are not the notification being waited for.
 */
export async function awaitInflow(receiver: Receiver, type: unknown, accountNumber: unknown, waitMs: number) {
  const deadline = Date.now() + waitMs;
  let others = 0;
  for (;;) {
    const delivery = await receiver.next(Math.max(0, deadline - Date.now()));
    if (!delivery) return { others };
    const event = jsonOf(delivery.rawBody) as { type?: unknown; data?: { accountNumber?: unknown } } | undefined;
    // An unreadable body may well be the inflow: it is judged, and fails the body check.
    if (event === undefined || (event.type === type && (accountNumber === undefined || event.data?.accountNumber === accountNumber))) return { delivery, others };
    others++;
  }
}


/** The event type of the spec's inflow webhook, read from its example. */
export function inflowType(context: RunContext): unknown {
  const media = (context.document.webhooks?.[INFLOW_WEBHOOK]?.post as { requestBody?: { content?: Record<string, { examples?: Record<string, { value?: { type?: unknown } }> }> } })?.requestBody?.content?.['application/json'];
  return Object.values(media?.examples ?? {})[0]?.value?.type;
}

export function accountOf(body: unknown, bindings: Bindings): unknown {
  const account = (body as { beneficiaryAccountNumber?: unknown } | undefined)?.beneficiaryAccountNumber;
  return typeof account === 'string' ? (bindings.get(account) ?? account) : undefined;
}
