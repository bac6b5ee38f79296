/**
 * Why a webhook request was refused. Programs switch on this; `message` is for people and never holds a secret or
 * signature.
 */
export type WebhookVerificationReason =
  | 'missing-signature'
  | 'malformed-signature'
  | 'bad-signature'
  | 'stale-timestamp'
  | 'malformed-body';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/** Narrows an unknown thrown value, optionally to one reason. */
export function isWebhookVerificationError(
  error: unknown,
  reason?: WebhookVerificationReason,
): error is WebhookVerificationError {
  return error instanceof WebhookVerificationError && (reason === undefined || error.reason === reason);
}
