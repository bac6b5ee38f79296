import { bodyBytes, bodyText } from './body.js';
import { WebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './event.js';
import { headerValue, type HeadersInput } from './headers.js';
import { defaultScheme, type SignatureScheme } from './scheme.js';
import { parseEvent } from './validate-event.js';

export const SIGNATURE_HEADER = 'X-Auth-Signature';

/** Five minutes, as the spec's AuthSignature parameter asks. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export interface VerifyOptions {
  /** How far the signature's timestamp may be from now, either way. Default 300. */
  toleranceSeconds?: number;
  /** The clock, in milliseconds; default `Date.now`. */
  now?: () => number;
  scheme?: SignatureScheme;
}

/**
 * Checks the signature of a webhook request over its raw body's bytes (a string: its UTF-8 encoding), then parses the
 * body and checks it against the spec's schema of its event type. Throws {@link WebhookVerificationError}; pass the
 * body exactly as received, before any JSON parsing, or the signature cannot match.
 */
export async function verify(
  rawBody: string | Uint8Array,
  headers: HeadersInput,
  secret: string,
  options: VerifyOptions = {},
): Promise<WebhookEvent> {
  const { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now = Date.now, scheme = defaultScheme } = options;
  if (typeof secret !== 'string' || secret === '') throw new TypeError('verify needs the webhook secret');
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new TypeError(
      `verify needs the raw body as received, a string or bytes (Uint8Array, Buffer), not ${kindOf(rawBody)}: read ` +
        `it before any JSON body parser`,
    );
  }
  if (typeof headers !== 'object' || headers === null) {
    throw new TypeError(
      `verify needs the request's headers (Fetch Headers, or Node's req.headers), not ${kindOf(headers)}`,
    );
  }
  const header = headerValue(headers, SIGNATURE_HEADER);
  if (header === undefined || header === '') {
    throw new WebhookVerificationError('missing-signature', `The ${SIGNATURE_HEADER} header is missing.`);
  }
  await scheme.verify(bodyBytes(rawBody), header, secret, { nowSeconds: Math.floor(now() / 1000), toleranceSeconds });
  return parseEvent(typeof rawBody === 'string' ? rawBody : bodyText(rawBody));
}

/** Names what was passed instead, for a JavaScript caller (or one past `as any`) that handed over a parsed body. */
const kindOf = (value: unknown): string =>
  value === undefined || value === null
    ? String(value)
    : typeof value === 'object'
      ? 'an object (a parsed body?)'
      : `a ${typeof value}`;
