import { WebhookVerificationError } from './errors.js';

const encoder = new TextEncoder();
// Fatal: bytes that are not UTF-8 are refused, not read as U+FFFD. The BOM is dropped (the default), as JSON allows.
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes a signature covers: the body as received, or a string's UTF-8 encoding (what fetch and Node send for it).
 */
export function bodyBytes(rawBody: string | Uint8Array): Uint8Array {
  return typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
}

/** The text of a verified body given as bytes; invalid UTF-8 is a `malformed-body` refusal. */
export function bodyText(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch (cause) {
    throw new WebhookVerificationError('malformed-body', 'The webhook body is not valid UTF-8.', { cause });
  }
}
