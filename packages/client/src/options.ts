import { HOSTS, type Host } from './hosts.gen.js';

interface CommonOptions {
  /** Sent as `x-api-key` on every call; it is never logged and never put in an error. */
  apiKey: string;
  /**
   * Default `globalThis.fetch`, looked up at call time. A replacement is called as `fetch(request, { signal })` and
   * must honour `signal` as the global fetch does, or timeouts cannot cancel it.
   */
  fetch?: (request: Request, init?: RequestInit) => Promise<Response>;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /**
   * A call that has no complete answer after this long fails with a `WalletApiNetworkError` of kind `timeout`.
   * Default 30 000; 0 turns it off.
   */
  timeoutMs?: number;
}

/** One URL that serves every path (the Prism mock, the sandbox), or one per host (staging, production). */
export type WalletApiOptions = CommonOptions &
  ({ baseUrl: string; baseUrls?: never } | { baseUrl?: never; baseUrls: Record<Host, string> });

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The base URL of every host, checked once so a typo fails at creation, not on the first call. */
export function resolveBaseUrls(options: WalletApiOptions): Record<Host, string> {
  if (typeof options.apiKey !== 'string' || options.apiKey === '')
    throw new TypeError('createWalletApi needs an apiKey');
  const given =
    options.baseUrls ??
    (options.baseUrl === undefined ? undefined : Object.fromEntries(HOSTS.map((host) => [host, options.baseUrl])));
  if (given === undefined) throw new TypeError(`createWalletApi needs baseUrl, or baseUrls with ${HOSTS.join(', ')}`);
  const urls = {} as Record<Host, string>;
  // In a page, a relative base URL ('' or '/api', an app behind its dev server's proxy) is the page's own origin.
  const page = (globalThis as { location?: { href?: unknown } }).location?.href;
  for (const host of HOSTS) {
    const written = (given as Partial<Record<Host, unknown>>)[host];
    const url =
      typeof written === 'string' && typeof page === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(written)
        ? new URL(written || '/', page).href
        : written;
    if (typeof url !== 'string' || !/^https?:\/\/[^/]/.test(url)) {
      const where = typeof page === 'string' ? '' : ' (a relative one resolves only in a page, against its location)';
      throw new TypeError(`createWalletApi: the ${host} base URL must be an absolute http(s) URL${where}`);
    }
    urls[host] = url.replace(/\/+$/, '');
  }
  return urls;
}
