import { bodyBytes } from './body.js';
import { defaultScheme, type SignatureScheme } from './scheme.js';

export interface SignOptions {
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  scheme?: SignatureScheme;
}

/**
 * The `X-Auth-Signature` value for `rawBody`: what the API (or the sandbox) sends with a webhook. It covers the bytes
 * sent: pass them, or the string you send (its UTF-8 encoding is signed).
 */
export function sign(rawBody: string | Uint8Array, secret: string, options: SignOptions = {}): Promise<string> {
  const { timestamp = Math.floor(Date.now() / 1000), scheme = defaultScheme } = options;
  return scheme.sign(bodyBytes(rawBody), secret, timestamp);
}
