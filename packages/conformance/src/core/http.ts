import { exchange } from './http1.js';
import type { HttpRequest, HttpResponse } from './model.js';
import type { Met, Pace } from './pace.js';

export interface SendOptions {
  timeoutMs: number;
  /** Extra attempts after a network error or a timeout; an HTTP answer is retried only for a rate limit (`pace`). */
  retries: number;
  /** The run's pace: requests a second, and rate limits waited for. Absent: as fast as answers come, none waited. */
  pace?: Pace;
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

/** Sends a request; `met` learns of the rate limits it waited for, so a case can tell its own time from the waits. */
export async function send(
  request: HttpRequest,
  options: SendOptions,
  met: Met = { limited: 0, waitedMs: 0, gaveUp: false },
): Promise<HttpResponse> {
  for (let attempt = 0; ; attempt++) {
    await options.pace?.turn();
    const response = await sendOnce(request, options);
    const wait = options.pace?.waitFor(response, attempt, met);
    if (wait === undefined) return response;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function sendOnce(request: HttpRequest, options: SendOptions): Promise<HttpResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await exchange(request, options.timeoutMs);
    } catch (error) {
      if (attempt >= options.retries)
        throw new NetworkError(
          describeNetworkError(error, options.timeoutMs),
          (error as { name?: string }).name === 'TimeoutError',
        );
    }
  }
}

export function describeNetworkError(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return failure.cause?.code ?? failure.cause?.message ?? failure.message ?? String(error);
}
