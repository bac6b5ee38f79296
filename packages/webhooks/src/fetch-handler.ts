import type { WebhookEvent } from './event.js';
import { type Answer, answerer, answerHeaders, BodyTooLargeError, type HandlerOptions } from './handle.js';

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
  const answer = answerer(secret, onEvent, given);
  return async (request) =>
    toResponse(
      await answer(request.method, (maxBodyBytes) => readLimited(request, maxBodyBytes), request.headers, request),
    );
}

async function readLimited(request: Request, maxBodyBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
  return body;
}

function toResponse({ status, body }: Answer): Response {
  return new Response(JSON.stringify(body), { status, headers: answerHeaders(status) });
}
