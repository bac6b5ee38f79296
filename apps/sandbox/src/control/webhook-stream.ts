import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventMessage, OutboxFollower, type StreamRequest } from '../domain/webhooks/stream.js';
import type { SandboxCore } from '../sandbox-core.js';
import { STREAM_REFUSALS } from './webhooks.js';

/** How often an open stream reads the outbox when it is quiet, as the dispatcher polls it. */
const POLL_MS = 100;
/**
 * How often while events come, for QUIET_MS after the last: a read finds what committed since the one before, and
 * a busy stream's events would otherwise wait half a POLL_MS on average. A quiet stream costs no more reads.
 */
const BUSY_POLL_MS = 20;
const QUIET_MS = 1_000;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The server's streamWebhookEvents (control/openapi.yaml): the connection stays open and each event goes out as it
 * is found, until the listener goes or the server closes. The exchange's handler (webhooks.ts) answers the same
 * request for adapters that cannot keep a connection.
 */
export function webhookStreams(app: FastifyInstance) {
  const open = new Map<AbortController, Promise<void>>();
  // Graceful shutdown waits for requests in flight: a stream never ends by itself, so it is ended first, and the
  // close waits for it to end: its connection is then idle, which the server's close ends rather than keeping it
  // alive for Fastify's keepAliveTimeout (72 s).
  app.addHook('preClose', async () => {
    for (const stream of open.keys()) stream.abort();
    await Promise.all(open.values());
  });
  return async function stream(
    sandbox: SandboxCore,
    request: FastifyRequest,
    reply: FastifyReply,
    asked: StreamRequest,
  ) {
    // The Last-Event-ID an EventSource sends when it reconnects is the cursor, as `after` is.
    const lastEventId = request.headers['last-event-id'];
    const cursor =
      asked.after ?? (typeof lastEventId === 'string' && lastEventId ? lastEventId.toLowerCase() : undefined);
    const follower = await OutboxFollower.open(sandbox.store, { ...asked, after: cursor });
    if (typeof follower === 'string') return reply.code(404).send({ message: STREAM_REFUSALS[follower] });
    const ended = new AbortController();
    let finished!: () => void;
    open.set(ended, new Promise((resolve) => (finished = resolve)));
    reply.hijack();
    const raw = reply.raw;
    raw.on('close', () => ended.abort());
    // A listener gone while the outbox was opened: its 'close' came before anyone listened.
    if (listenerGone(raw)) ended.abort();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    // The head goes out at once: a listener knows it is connected before the first event.
    raw.write(': connected\n\n');
    let written = Date.now();
    let found = 0;
    try {
      while (!ended.signal.aborted) {
        const events = await follower.next();
        for (const event of events) raw.write(eventMessage(event));
        if (events.length > 0) written = found = Date.now();
        else {
          if (Date.now() - written >= KEEP_ALIVE_MS) {
            raw.write(': keep-alive\n\n');
            written = Date.now();
          }
          const wait = Date.now() - found < QUIET_MS ? BUSY_POLL_MS : POLL_MS;
          await sleep(wait, undefined, { signal: ended.signal }).catch(() => undefined);
        }
      }
    } catch (error) {
      // The listener reconnects with its Last-Event-ID; the error is the server's to log, never the listener's to read.
      if (!ended.signal.aborted) request.log.error({ err: error }, 'webhook stream ended by an error');
    } finally {
      open.delete(ended);
      void endAnswer(raw).then(finished);
    }
  };
}

/**
 * Ends a stream's answer; resolves once its connection is done with it. At once when the listener has gone: its
 * 'close' has come and will not come again, and end() on a dead socket never calls back, so a server's close that
 * waited on either waited for ever.
 */
export function endAnswer(raw: ServerResponse): Promise<void> {
  if (listenerGone(raw)) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('close', () => resolve());
    raw.end();
  });
}

/** The answer's connection is gone (or was handed back): nothing written to it arrives, and no 'close' is to come. */
const listenerGone = (raw: ServerResponse) => raw.destroyed || raw.socket?.destroyed !== false;
