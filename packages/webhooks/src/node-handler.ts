import type { WebhookEvent } from './event.js';
import { type Answer, answerer, answerHeaders, BodyTooLargeError, type HandlerOptions } from './handle.js';

/** The parts of Node's `IncomingMessage` the handler reads; Express and Fastify's raw request fit too. */
export interface NodeRequest extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /**
   * Used instead of the stream when a body parser already read it raw (`express.raw()`); a parsed object cannot be
   * verified.
   */
  body?: unknown;
}

/** The parts of Node's `ServerResponse` the handler writes. */
export interface NodeResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

/**
 * A `(req, res) => Promise<void>` for `http.createServer`, Express or any Node framework that passes Node's request and
 * response. It answers 200 only after `onEvent` resolves, and a delivery of an event it already handled with 200 at
 * once (`seen`); a refused request or a throwing `onEvent` gets a non-200, so the sender retries. The returned promise
 * never rejects.
 */
export function nodeHandler<Req extends NodeRequest = NodeRequest>(
  secret: string,
  onEvent: (event: WebhookEvent, request: Req) => unknown,
  given: HandlerOptions = {},
): (request: Req, response: NodeResponse) => Promise<void> {
  const answer = answerer(secret, onEvent, given);
  return async (request, response) =>
    write(
      response,
      await answer(request.method, (maxBodyBytes) => readBody(request, maxBodyBytes), request.headers, request),
    );
}

async function readBody(request: NodeRequest, maxBodyBytes: number): Promise<string | Uint8Array> {
  const { body } = request;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body !== undefined && body !== null && typeof body === 'object' && Object.keys(body).length > 0) {
    throw new TypeError(
      'The request body was already parsed; mount the webhook handler before any JSON body parser, or use ' +
        'express.raw().',
    );
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const encoder = new TextEncoder();
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    size += bytes.byteLength;
    if (size > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
    chunks.push(bytes);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

function write(response: NodeResponse, { status, body }: Answer): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(answerHeaders(status))) response.setHeader(name, value);
  response.end(JSON.stringify(body));
}
