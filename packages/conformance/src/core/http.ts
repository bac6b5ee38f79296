import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
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
      return await exchangeOnce(request, options.timeoutMs);
    } catch (error) {
      if (attempt >= options.retries)
        throw new NetworkError(
          describeNetworkError(error, options.timeoutMs),
          (error as { name?: string }).name === 'TimeoutError',
        );
    }
  }
}

// node:http on kept-alive sockets, not fetch: fetch costs far more CPU per request, and the runner shares its cores
// with the target it checks.
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

/**
 * One request, one answer; a redirect is an answer to judge, not to follow. The time allowed is one timer that
 * destroys the request, not an `AbortSignal.timeout` given to it: the signal, its listeners and its weakly held timer
 * add CPU to each of the thousands of requests a run sends.
 */
function exchangeOnce(request: HttpRequest, timeoutMs: number): Promise<HttpResponse> {
  const url = new URL(request.url);
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string> = {
    ...request.headers,
    ...(body !== undefined && { 'content-length': String(body.length) }),
  };
  const open = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<HttpResponse>((resolve, reject) => {
    let timedOut = false;
    // Unreferenced, as AbortSignal.timeout's is: a pending request's socket holds the process open, its timer does not.
    const timer = setTimeout(() => {
      timedOut = true;
      outgoing.destroy();
    }, timeoutMs).unref();
    // An end for want of time is said as a timeout (describeNetworkError), whatever the socket said.
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(timedOut ? Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' }) : error);
    };
    const outgoing = open(
      url,
      { method: request.method, headers, agent: agents[url.protocol as keyof typeof agents] },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          clearTimeout(timer);
          const flat = Object.entries(incoming.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : (value ?? ''),
          ]);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: Object.fromEntries(flat),
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

export function describeNetworkError(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return failure.cause?.code ?? failure.cause?.message ?? failure.message ?? String(error);
}
