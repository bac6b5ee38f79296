import { WebhookVerificationError } from './errors.js';
import { fromHex, hmacSha256, timingSafeEqual, toHex } from './hmac.js';

/**
 * How a signature header is made and checked. The document says only "SHA-256 based, derived from the organization's
 * secret", so the scheme is pluggable; `defaultScheme` is the one the spec marks `x-provisional`.
 */
export interface SignatureScheme {
  name: string;
  /** The header value for the body's bytes, `rawBody`, sent at `timestamp` (unix seconds). */
  sign(rawBody: Uint8Array, secret: string, timestamp: number): Promise<string>;
  /**
   * Resolves when `header` is a valid signature of the body's bytes; otherwise throws a
   * {@link WebhookVerificationError}.
   */
  verify(
    rawBody: Uint8Array,
    header: string,
    secret: string,
    options: { nowSeconds: number; toleranceSeconds: number },
  ): Promise<void>;
}

const TIMESTAMP = /^[0-9]{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * The parts of `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`; several `v1` let a sender sign with an old and a new secret.
 */
function parseHeader(header: string): { timestamp: number; signatures: Uint8Array[] } {
  let timestamp: number | undefined;
  const signatures: Uint8Array[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (key === 't') {
      if (timestamp !== undefined || !TIMESTAMP.test(value))
        throw malformed('the t= part must appear once, as unix seconds');
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!SIGNATURE.test(value)) throw malformed('a v1= part must be 64 lowercase hex digits');
      signatures.push(fromHex(value)!);
    }
    // Other keys are left for later versions of the scheme.
  }
  if (timestamp === undefined) throw malformed('the t= part is missing');
  if (signatures.length === 0) throw malformed('the v1= part is missing');
  return { timestamp, signatures };
}

const encoder = new TextEncoder();

/** What the signature covers: `t.` and then the body's bytes as received. */
function signedBytes(timestamp: number, rawBody: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const bytes = new Uint8Array(prefix.byteLength + rawBody.byteLength);
  bytes.set(prefix);
  bytes.set(rawBody, prefix.byteLength);
  return bytes;
}

function malformed(why: string): WebhookVerificationError {
  return new WebhookVerificationError('malformed-signature', `The X-Auth-Signature header is malformed: ${why}.`);
}

/**
 * `t=<unix seconds>,v1=<lowercase hex HMAC-SHA256(secret, t + "." + raw body bytes)>`, as in the spec's AuthSignature
 * parameter.
 */
export const defaultScheme: SignatureScheme = {
  name: 'hmac-sha256-v1',

  async sign(rawBody, secret, timestamp) {
    if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new RangeError('timestamp must be whole unix seconds');
    return `t=${timestamp},v1=${toHex(await hmacSha256(secret, signedBytes(timestamp, rawBody)))}`;
  },

  async verify(rawBody, header, secret, { nowSeconds, toleranceSeconds }) {
    const { timestamp, signatures } = parseHeader(header);
    const expected = await hmacSha256(secret, signedBytes(timestamp, rawBody));
    // Every candidate is compared, so the time taken does not tell which one matched.
    let matched = false;
    for (const signature of signatures) matched = timingSafeEqual(signature, expected) || matched;
    if (!matched)
      throw new WebhookVerificationError(
        'bad-signature',
        'The X-Auth-Signature header does not match the body and secret.',
      );
    // Checked after the signature, so only an authentic request is reported as replayed.
    if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
      throw new WebhookVerificationError(
        'stale-timestamp',
        `The signature's timestamp is ${Math.round(nowSeconds - timestamp)} s away from now; at most ` +
          `${toleranceSeconds} s is accepted.`,
      );
    }
  },
};
