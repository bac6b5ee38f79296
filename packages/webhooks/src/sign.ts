import { defaultScheme, type SignatureScheme } from './scheme.js';

export interface SignOptions {
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  scheme?: SignatureScheme;
}

/** The `X-Auth-Signature` value for `rawBody`: what the API (or the sandbox) sends with a webhook. */
export function sign(rawBody: string, secret: string, options: SignOptions = {}): Promise<string> {
  const { timestamp = Math.floor(Date.now() / 1000), scheme = defaultScheme } = options;
  return scheme.sign(rawBody, secret, timestamp);
}
