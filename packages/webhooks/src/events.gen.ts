// Generated from spec/dist/openapi.json. Do not edit: run `pnpm --filter @waas/webhooks generate`.

import type { components } from '@waas/types';

type Schemas = components['schemas'];

export type InflowEvent = Schemas['InflowEvent'];
export type PaymentFailedEvent = Schemas['PaymentFailedEvent'];
export type PaymentSucceededEvent = Schemas['PaymentSucceededEvent'];
export type TransactionFailedEvent = Schemas['TransactionFailedEvent'];
export type TransactionPostedEvent = Schemas['TransactionPostedEvent'];
export type WalletDeletedEvent = Schemas['WalletDeletedEvent'];
export type WalletUpdatedEvent = Schemas['WalletUpdatedEvent'];

/** Each event the API sends to a webhook URL, by its `type`. */
export interface EventByType {
  'inflow.received': InflowEvent;
  'payment.failed': PaymentFailedEvent;
  'payment.succeeded': PaymentSucceededEvent;
  'transaction.failed': TransactionFailedEvent;
  'transaction.posted': TransactionPostedEvent;
  'wallet.deleted': WalletDeletedEvent;
  'wallet.updated': WalletUpdatedEvent;
}
