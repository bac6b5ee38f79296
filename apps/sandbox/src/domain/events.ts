import { randomUUID } from 'node:crypto';
import type { InflowEvent, PostedTransaction, TransactionPostedEvent } from '@waas/types';
import type { Sql } from '../storage/engine.js';
import { insertEvent, type OutboxEvent } from '../storage/outbox.js';

export type InflowData = InflowEvent['data'];
type Event = InflowEvent | TransactionPostedEvent;

const createdAt = (us: number) => new Date(Math.floor(us / 1000)).toISOString();

/** The outbox row of a webhook event (payload per the spec's webhook schemas). */
const outboxEvent = (event: Event, atUs: number): OutboxEvent => ({ id: event.id, organizationId: event.organizationId, type: event.type, payload: event, createdAtUs: atUs });

/** Writes a webhook event into the outbox, inside the caller's unit of work. */
async function record(sql: Sql, event: Event, atUs: number): Promise<void> {
  await insertEvent(sql, outboxEvent(event, atUs));
}

/** A transaction.posted event, for a caller that writes it in one statement with its own change (settleWithEvent). */
export function transactionPostedEvent(organizationId: string, data: PostedTransaction, atUs: number): OutboxEvent {
  return outboxEvent({ id: randomUUID(), type: 'transaction.posted', createdAt: createdAt(atUs), organizationId, data }, atUs);
}

export function recordTransactionPosted(sql: Sql, organizationId: string, data: PostedTransaction, atUs: number): Promise<void> {
  return insertEvent(sql, transactionPostedEvent(organizationId, data, atUs));
}

export function recordInflowReceived(sql: Sql, organizationId: string, data: InflowData, atUs: number): Promise<void> {
  return record(sql, { id: randomUUID(), type: 'inflow.received', createdAt: createdAt(atUs), organizationId, data }, atUs);
}
