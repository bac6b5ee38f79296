import type { WebhookEvent } from './event.js';
import {
  answer,
  BodyTooLargeError,
  DEFAULT_MAX_BODY_BYTES,
  METHOD_NOT_ALLOWED,
  type Answer,
  type HandlerOptions,
  withSeenEvents,
} from './handle.js';

/**
 * A `(request: Request) => Promise<Response>` for Fetch servers (Deno.serve, Bun.serve, workers, Hono, Next.js route
 * handlers). It answers 200 only after `onEvent` resolves, and a delivery of an event it already handled with 200 at
 * once (`seen`); a refused request or a throwing `onEvent` gets a non-200, so the sender retries.
 */
export function fetchHandler(
  secret: string,
  onEvent: (event: WebhookEvent, request: Request) => unknown,
  given: HandlerOptions = {},
): (request: Request) => Promise<Response> {
  const options = withSeenEvents(given);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (request) => {
    if (request.method !== 'POST') return toResponse(METHOD_NOT_ALLOWED);
    const readBody = () => readLimited(request, maxBodyBytes);
    return toResponse(await answer(readBody, request.headers, secret, onEvent, request, options));
  };
}

async function readLimited(request: Request, maxBodyBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBodyBytes) throw new BodyTooLargeError(`The body is larger than ${maxBodyBytes} bytes.`);
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > maxBodyBytes) throw new BodyTooLargeError(`The body is larger than ${maxBodyBytes} bytes.`);
  return body;
}

function toResponse({ status, body }: Answer): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (status === 405) headers.allow = 'POST';
  return new Response(JSON.stringify(body), { status, headers });
}
