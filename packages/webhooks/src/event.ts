import type { InflowEvent, TransactionPostedEvent } from '@waas/types';

export type { InflowEvent, TransactionPostedEvent };

/** Every event the API sends to a webhook URL; `type` tells them apart. */
export type WebhookEvent = InflowEvent | TransactionPostedEvent;

/** The `type` of each event, as the spec's webhooks define it. */
export type WebhookEventType = WebhookEvent['type'];
