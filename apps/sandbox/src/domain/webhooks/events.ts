import type { EventByType } from '@waas/webhooks';
import type { OutboxEvent } from './outbox-event.js';
import type { WebhookStore } from './store.js';
import { instantMillis } from '../time/instants.js';

export type EventType = keyof EventByType;
/** The payload of an event of the given type, as the spec's webhook schema has it. */
export type EventData<T extends EventType> = NonNullable<EventByType[T]['data']>;

/** The outbox row of a webhook event: the envelope every kind shares, with a new id that every retry keeps. */
export function outboxEvent<T extends EventType>(
  type: T,
  organizationId: string,
  data: EventData<T>,
  atUs: number,
): OutboxEvent {
  const id = crypto.randomUUID();
  return {
    id,
    organizationId,
    type,
    payload: { id, type, createdAt: instantMillis(atUs), organizationId, data },
    createdAtUs: atUs,
  };
}

/**
 * Writes a webhook event into the outbox, inside the caller's unit of work: it exists exactly when its change commits.
 * An event that reports a movement of money is written with it instead (LockedBook.write, the posting line).
 */
export function recordEvent<T extends EventType>(
  tx: Pick<WebhookStore, 'insertEvent'>,
  type: T,
  organizationId: string,
  data: EventData<T>,
  atUs: number,
): Promise<void> {
  return tx.insertEvent(outboxEvent(type, organizationId, data, atUs));
}
