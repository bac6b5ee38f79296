import type { WebhookEvent } from '@waas/webhooks';

export type EventType = WebhookEvent['type'];

/** Every kind of event the spec documents; `Record` makes the compiler refuse a list that misses one. */
const KINDS: Record<EventType, true> = {
  'inflow.received': true,
  'transaction.posted': true,
  'transaction.failed': true,
  'payment.succeeded': true,
  'payment.failed': true,
  'wallet.updated': true,
  'wallet.deleted': true,
};

export const EVENT_TYPES = Object.keys(KINDS) as EventType[];
