import { randomUUID } from 'node:crypto';
import type { PostedTransaction, WebhookEvent } from '@waas/types';
import type { Sql } from '../storage/engine.js';
import { insertEvent } from '../storage/outbox.js';

// The generated InflowEvent and TransactionPostedEvent intersect WebhookEvent's untyped `data` (Record<string, never>)
// with their own, which leaves no assignable value; the envelope is typed here from its parts instead.
export interface InflowData {
  transactionReference: string;
  accountNumber: string;
  accountName: string;
  walletId: string;
  amount: number;
  currency: string;
  narration: string;
  availableBalance: number;
  ledgerBalance: number;
}
type Event = Omit<WebhookEvent, 'data' | 'type'> &
  ({ type: 'transaction.posted'; data: PostedTransaction } | { type: 'inflow.received'; data: InflowData });

const createdAt = (us: number) => new Date(Math.floor(us / 1000)).toISOString();

/** Writes a webhook event (payload per the spec's webhook schemas) into the outbox, inside the caller's unit of work. */
async function record(sql: Sql, event: Event, atUs: number): Promise<void> {
  await insertEvent(sql, { id: event.id, organizationId: event.organizationId, type: event.type, payload: event, createdAtUs: atUs });
}

export function recordTransactionPosted(sql: Sql, organizationId: string, data: PostedTransaction, atUs: number): Promise<void> {
  return record(sql, { id: randomUUID(), type: 'transaction.posted', createdAt: createdAt(atUs), organizationId, data }, atUs);
}

export function recordInflowReceived(sql: Sql, organizationId: string, data: InflowData, atUs: number): Promise<void> {
  return record(sql, { id: randomUUID(), type: 'inflow.received', createdAt: createdAt(atUs), organizationId, data }, atUs);
}
