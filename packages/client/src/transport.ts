import type { paths } from '@waas/types';
import createClient, { type Client } from 'openapi-fetch';
import { WalletApiNetworkError } from './errors.js';
import { hostByPath } from './hosts.gen.js';
import { OPERATIONS } from './operations.gen.js';
import { createDeadlines } from './deadlines.js';
import { DEFAULT_TIMEOUT_MS, resolveBaseUrls, type WalletApiOptions } from './options.js';
import type { OperationId } from './types.js';

/** openapi-fetch's answer: `data` on 2xx, `error` otherwise (parsed JSON, or text), and the `Response`. */
export interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export type Send = (method: string, path: string, init: Record<string, unknown> | undefined) => Promise<RawResult>;

const operationIdOf = new Map(
  Object.entries(OPERATIONS).map(([id, { method, path }]) => [`${method.toUpperCase()} ${path}`, id as OperationId]),
);

/**
 * One openapi-fetch client for all three hosts: each call takes the base URL of its path's host (the generated
 * `hostByPath`), a timeout, and maps "no answer" to {@link WalletApiNetworkError}.
 */
export function createTransport(options: WalletApiOptions): { client: Client<paths>; send: Send } {
  const baseUrls = resolveBaseUrls(options);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadlines = timeoutMs > 0 ? createDeadlines(timeoutMs) : undefined;
  const client = createClient<paths>({
    baseUrl: baseUrls.wallet,
    headers: { ...options.headers, 'x-api-key': options.apiKey },
  });

  const send: Send = async (method, path, init) => {
    if (!Object.hasOwn(hostByPath, path)) throw new TypeError(`No operation of the API has the path ${path}`);
    const host = hostByPath[path as keyof typeof hostByPath];
    const fetchImpl = (init?.fetch as typeof options.fetch) ?? options.fetch ?? globalThis.fetch;
    const userSignal = init?.signal as AbortSignal | undefined;
    let timedOut = false;
    // A signal of the call's own when the caller brought one, or will read a stream after the call returns: the
    // deadline's signal may be shared with calls that time out at the same moment.
    const own = userSignal || init?.parseAs === 'stream' ? new AbortController() : undefined;
    const deadline = deadlines?.start(() => ((timedOut = true), own?.abort()));
    const signal = own?.signal ?? deadline?.signal;
    // Which phase failed tells a network failure from an error thrown by a middleware.
    const progress: { phase: 'preparing' | 'fetching' | 'reading' } = { phase: 'preparing' };
    // The signal goes to fetch, not into openapi-fetch's Request: fetch builds its own Request from ours anyway, and a
    // signal on both would make every call pay for linking two signals.
    const fetch = async (request: Request, ext?: RequestInit) => {
      progress.phase = 'fetching';
      const response = await fetchImpl(request, signal ? (ext ? { ...ext, signal } : { signal }) : ext);
      progress.phase = 'reading';
      return response;
    };
    const forward = () => own!.abort(userSignal?.reason);
    if (userSignal?.aborted) forward();
    else userSignal?.addEventListener('abort', forward, { once: true });
    try {
      const call: Record<string, unknown> = { ...init, baseUrl: baseUrls[host], fetch };
      if (userSignal) call.signal = null;
      return (await client.request(method as 'get', path as never, call as never)) as RawResult;
    } catch (error) {
      const site = siteOf(method, path);
      if (timedOut)
        throw new WalletApiNetworkError('timeout', site, `got no complete answer within ${timeoutMs} ms`, error);
      if (userSignal?.aborted) throw new WalletApiNetworkError('aborted', site, 'was aborted by its signal', error);
      if (progress.phase === 'fetching' || (progress.phase === 'reading' && error instanceof TypeError)) {
        throw new WalletApiNetworkError(
          'network',
          site,
          `failed before a complete answer: ${(error as Error)?.message ?? error}`,
          error,
        );
      }
      throw error;
    } finally {
      deadline?.done();
      userSignal?.removeEventListener('abort', forward);
    }
  };
  return { client, send };
}

function siteOf(method: string, path: string) {
  const upper = method.toUpperCase();
  const operationId = operationIdOf.get(`${upper} ${path}`);
  return operationId === undefined ? { method: upper, path } : { operationId, method: upper, path };
}
