import type { EventByType } from './events.gen.js';

/** The `type` of each event, as the spec's webhooks define it. */
export type WebhookEventType = keyof EventByType;

/** Every event the API sends to a webhook URL; `type` tells them apart. */
export type WebhookEvent = EventByType[WebhookEventType];
