export { isWebhookVerificationError, WebhookVerificationError, type WebhookVerificationReason } from './errors.js';
export type { InflowEvent, TransactionPostedEvent, WebhookEvent, WebhookEventType } from './event.js';
export { fetchHandler } from './fetch-handler.js';
export type { HandlerOptions } from './handle.js';
export type { HeadersInput } from './headers.js';
export { nodeHandler, type NodeRequest, type NodeResponse } from './node-handler.js';
export { defaultScheme, type SignatureScheme } from './scheme.js';
export { sign, type SignOptions } from './sign.js';
export { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER, verify, type VerifyOptions } from './verify.js';
