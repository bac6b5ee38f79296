import { isWebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './event.js';
import type { HeadersInput } from './headers.js';
import { memorySeenEvents, type SeenEvents } from './seen-events.js';
import { verify, type VerifyOptions } from './verify.js';

export interface HandlerOptions extends VerifyOptions {
  /** Bodies larger than this are refused with 413 before verification. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Sees every refusal and every error your handler throws, e.g. to log it; the answer is already decided. */
  onError?: (error: unknown) => void;
  /**
   * The events already handled, by id: a delivery of one of them is answered 200 and not handled again. Default: an
   * in-memory store per handler (`memorySeenEvents()`); pass your database's for several processes, or `false` to
   * handle every delivery.
   */
  seen?: SeenEvents | false;
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** The answer an adapter writes: 200 only after the user's handler succeeded. */
export interface Answer {
  status: number;
  body: { received: true; duplicate?: true } | { error: string };
}

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(maxBodyBytes: number) {
    super(`The body is larger than ${maxBodyBytes} bytes.`);
  }
}

/**
 * What an adapter asks of each delivery: its method (undefined counts as POST), a reader of its body that throws
 * BodyTooLargeError past the limit it is given, its headers, and what `onEvent` gets beside the event. The options are
 * settled once, so the default store of seen events lasts as long as the handler.
 */
export function answerer<C>(
  secret: string,
  onEvent: (event: WebhookEvent, context: C) => unknown,
  given: HandlerOptions,
): (
  method: string | undefined,
  readBody: (maxBodyBytes: number) => Promise<string | Uint8Array>,
  headers: HeadersInput,
  context: C,
) => Promise<Answer> {
  const options = withSeenEvents(given);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (method, readBody, headers, context) =>
    method !== undefined && method !== 'POST'
      ? METHOD_NOT_ALLOWED
      : answer(() => readBody(maxBodyBytes), headers, secret, onEvent, context, options);
}

/** The headers every answer carries, and the method a 405 allows. */
export function answerHeaders(status: number): Record<string, string> {
  return status === 405
    ? { 'content-type': 'application/json', allow: 'POST' }
    : { 'content-type': 'application/json' };
}

/** Verifies, runs the user's handler, and picks the status; never rejects. */
async function answer<C>(
  readBody: () => Promise<string | Uint8Array>,
  headers: HeadersInput,
  secret: string,
  onEvent: (event: WebhookEvent, context: C) => unknown,
  context: C,
  options: HandlerOptions,
): Promise<Answer> {
  let event: WebhookEvent;
  try {
    event = await verify(await readBody(), headers, secret, options);
  } catch (error) {
    options.onError?.(error);
    if (error instanceof BodyTooLargeError) return { status: 413, body: { error: 'body-too-large' } };
    if (!isWebhookVerificationError(error)) return { status: 500, body: { error: 'internal-error' } };
    return { status: error.reason === 'malformed-body' ? 400 : 401, body: { error: error.reason } };
  }
  const seen = options.seen === false ? undefined : options.seen;
  if (seen && !(await seen.claim(event.id))) return { status: 200, body: { received: true, duplicate: true } };
  try {
    await onEvent(event, context);
  } catch (error) {
    // Not 200, so the sender retries; the handler's message is not sent back, it may hold internals.
    await seen?.release(event.id);
    options.onError?.(error);
    return { status: 500, body: { error: 'handler-failed' } };
  }
  return { status: 200, body: { received: true } };
}

/** A handler's options with its store of seen events: the default one is made once, for the handler's life. */
function withSeenEvents(options: HandlerOptions): HandlerOptions {
  return options.seen === undefined ? { ...options, seen: memorySeenEvents() } : options;
}

const METHOD_NOT_ALLOWED: Answer = { status: 405, body: { error: 'method-not-allowed' } };
