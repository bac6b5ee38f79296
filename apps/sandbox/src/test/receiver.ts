import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** The status the receiver answered. */
  status: number;
}

export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  /** What the next requests are answered; `hang` keeps the request open until the receiver closes. */
  answer: (n: number) => number | 'hang';
  close(): Promise<void>;
}

/** A webhook receiver on a free port of 127.0.0.1 whose answer to the nth request (from 1) the test decides. */
export async function startReceiver(answer: (n: number) => number | 'hang' = () => 200): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const receiver: Receiver = { url: '', received, answer, close: async () => undefined };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = receiver.answer(received.length + 1);
      received.push({
        rawBody: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        status: status === 'hang' ? 0 : status,
      });
      if (status !== 'hang') response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Polls `condition` until it holds, at most `tries` times `everyMs` apart; throws with `what` if it never does. */
export async function until<T>(
  what: string,
  condition: () => Promise<T | undefined> | T | undefined,
  tries = 500,
  everyMs = 20,
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`gave up waiting: ${what}`);
}
