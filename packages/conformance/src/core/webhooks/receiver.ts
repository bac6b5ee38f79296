import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface Delivery {
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** When the receiver got it (performance.now()); what a delivery made elsewhere (a test's) may leave out. */
  atMs?: number;
}

/** How the receiver answers a delivery: a status, or `hang` (no answer until the receiver closes). */
export type Answer = (delivery: Delivery) => number | 'hang';

export interface Receiver {
  url: string;
  /** Resolves with the first delivery at or after the call, or undefined after `waitMs`. */
  next(waitMs: number): Promise<Delivery | undefined>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

/**
 * A local webhook endpoint: answers 200 to every POST on `path`, as the spec asks of receivers (or as `answer` says,
 * to see what a target does when a delivery fails), and keeps the raw body.
 */
export async function startReceiver(
  host: string,
  port: number,
  path: string,
  answer: Answer = () => 200,
): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const waiting: ((delivery: Delivery) => void)[] = [];
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url?.split('?')[0] !== path) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      const delivery = {
        rawBody: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        atMs: performance.now(),
      };
      const status = answer(delivery);
      const waiter = waiting.shift();
      if (waiter) waiter(delivery);
      else deliveries.push(delivery);
      if (status !== 'hang')
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'no');
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as { port: number };
  return {
    url: `http://${host}:${address.port}${path}`,
    next(waitMs) {
      const ready = deliveries.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          resolve(undefined);
        }, waitMs);
        const take = (delivery: Delivery) => {
          clearTimeout(timer);
          resolve(delivery);
        };
        waiting.push(take);
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
