import type { HttpRequest, HttpResponse } from './model.js';

export interface SendOptions {
  timeoutMs: number;
  /** Extra attempts after a network error or a timeout; an HTTP answer of any status is never retried. */
  retries: number;
}

/** A request that got no HTTP answer: the one line a person needs, e.g. `ECONNREFUSED 127.0.0.1:4010`. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    message: string,
    /** No answer within the timeout: a slow target, judged as a failed case rather than a broken run. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export async function send(request: HttpRequest, options: SendOptions): Promise<HttpResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      // A redirect is an answer to judge, not to follow.
      const init: RequestInit = { method: request.method, headers: request.headers, signal: AbortSignal.timeout(options.timeoutMs), redirect: 'manual' };
      if (request.body !== undefined) init.body = request.body;
      const response = await fetch(request.url, init);
      const text = await response.text();
      return { status: response.status, headers: Object.fromEntries(response.headers), text };
    } catch (error) {
      if (attempt >= options.retries) throw new NetworkError(describeNetworkError(error, options.timeoutMs), (error as { name?: string }).name === 'TimeoutError');
    }
  }
}

export function describeNetworkError(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return failure.cause?.code ?? failure.cause?.message ?? failure.message ?? String(error);
}
