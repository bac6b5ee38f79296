import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WebhookEvent } from './event.js';
import { fetchHandler } from './fetch-handler.js';
import { webhookExamples } from './fixtures/webhook-examples.js';
import type { HandlerOptions } from './handle.js';
import { nodeHandler } from './node-handler.js';
import { memorySeenEvents } from './seen-events.js';
import { sign } from './sign.js';

const inflow = webhookExamples().find((e) => e.webhook === 'inflow')!;
const secret = 'whsec-handler-test';

/** What the user's handler does in a case; the adapters must answer 200 only after it succeeds. */
type Behaviour = 'succeed' | 'throw' | 'reject-later';

interface Case {
  method?: string;
  body?: string;
  signature?: 'valid' | 'wrong-secret' | 'missing';
  behaviour?: Behaviour;
  maxBodyBytes?: number;
  want: { status: number; error?: string; handled: boolean };
}

const cases: [string, Case][] = [
  ['a valid event, handler succeeds', { want: { status: 200, handled: true } }],
  // As the sandbox delivers: sign() of the string, then fetch sends that string as UTF-8.
  [
    'a valid event with non-ASCII text, signed as the string sent',
    { body: inflow.rawBody.replace('Ada Obi', 'Adá Ọ̀bí 🙂'), want: { status: 200, handled: true } },
  ],
  [
    'a valid event, handler throws',
    { behaviour: 'throw', want: { status: 500, error: 'handler-failed', handled: true } },
  ],
  [
    'a valid event, handler rejects later',
    { behaviour: 'reject-later', want: { status: 500, error: 'handler-failed', handled: true } },
  ],
  ['no signature header', { signature: 'missing', want: { status: 401, error: 'missing-signature', handled: false } }],
  [
    'signed with another secret',
    { signature: 'wrong-secret', want: { status: 401, error: 'bad-signature', handled: false } },
  ],
  [
    'a signed body that is not an event',
    { body: '{"hello":"world"}', want: { status: 400, error: 'malformed-body', handled: false } },
  ],
  ['a body over the limit', { maxBodyBytes: 64, want: { status: 413, error: 'body-too-large', handled: false } }],
  ['a GET', { method: 'GET', want: { status: 405, error: 'method-not-allowed', handled: false } }],
];

/** Runs one case through an adapter, which stands behind `send`. */
type Send = (
  init: { method: string; body?: string; headers: Record<string, string> },
  options: HandlerOptions,
  onEvent: (event: WebhookEvent) => Promise<void>,
) => Promise<{ status: number; body: unknown }>;

function suite(name: string, send: Send) {
  describe(name, () => {
    test.each(cases)(
      '%s',
      async (_, {
        method = 'POST',
        body = inflow.rawBody,
        signature = 'valid',
        behaviour = 'succeed',
        maxBodyBytes,
        want,
      }) => {
        const handled: WebhookEvent[] = [];
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (signature !== 'missing')
          headers['x-auth-signature'] = await sign(body, signature === 'valid' ? secret : 'other-secret');
        const errors: unknown[] = [];
        const options: HandlerOptions = { onError: (error) => errors.push(error) };
        if (maxBodyBytes !== undefined) options.maxBodyBytes = maxBodyBytes;
        const onEvent = async (event: WebhookEvent) => {
          handled.push(event);
          if (behaviour === 'throw') throw new Error('database down');
          if (behaviour === 'reject-later')
            await new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 5));
        };
        const init = method === 'GET' ? { method, headers } : { method, body, headers };
        const answer = await send(init, options, onEvent);
        expect(answer.status).toBe(want.status);
        expect(answer.body).toEqual(want.error === undefined ? { received: true } : { error: want.error });
        expect(handled.map((e) => e.id)).toEqual(want.handled ? [inflow.body.id] : []);
        expect(errors.length).toBe(want.status === 200 || want.status === 405 ? 0 : 1);
        expect(JSON.stringify(answer.body)).not.toContain('database down');
      },
    );
  });
}

describe('an event delivered again is handled once', () => {
  const delivery = async () =>
    new Request('http://127.0.0.1/webhooks', {
      method: 'POST',
      body: inflow.rawBody,
      headers: { 'x-auth-signature': await sign(inflow.rawBody, secret) },
    });
  test.each([
    {
      name: 'by default, in memory',
      seen: undefined,
      want: { handled: 1, second: { received: true, duplicate: true } },
    },
    {
      name: 'with a store of the team',
      seen: 'shared' as const,
      want: { handled: 1, second: { received: true, duplicate: true } },
    },
    { name: 'not at all with seen: false', seen: false as const, want: { handled: 2, second: { received: true } } },
  ])('$name', async ({ seen, want }) => {
    const handled: string[] = [];
    const store = memorySeenEvents();
    const options: HandlerOptions = seen === undefined ? {} : { seen: seen === 'shared' ? store : false };
    const handler = fetchHandler(secret, (event) => void handled.push(event.id), options);
    expect((await handler(await delivery())).status).toBe(200);
    const second = await handler(await delivery());
    expect([second.status, await second.json()]).toEqual([200, want.second]);
    expect(handled).toHaveLength(want.handled);
    if (seen === 'shared') expect(await store.claim(String(inflow.body.id))).toBe(false);
  });

  test('a delivery whose handler failed is handled again when the sender retries', async () => {
    let attempts = 0;
    const handler = fetchHandler(secret, () => {
      if (++attempts === 1) throw new Error('database down');
    });
    expect((await handler(await delivery())).status).toBe(500);
    expect((await handler(await delivery())).status).toBe(200);
    expect(attempts).toBe(2);
  });

  test('memorySeenEvents forgets the oldest past its limit', () => {
    const store = memorySeenEvents({ limit: 2 });
    expect(['a', 'b', 'c'].map((id) => store.claim(id))).toEqual([true, true, true]);
    expect(['a', 'c'].map((id) => store.claim(id))).toEqual([true, false]);
  });
});

suite('fetchHandler', async (init, options, onEvent) => {
  const handler = fetchHandler(secret, onEvent, options);
  const response = await handler(new Request('http://127.0.0.1/webhooks', init));
  return { status: response.status, body: await response.json() };
});

describe('nodeHandler on a real http server', () => {
  let server: Server;
  let url: string;
  let current:
    | ((req: IncomingMessage, res: Parameters<ReturnType<typeof nodeHandler>>[1]) => Promise<void>)
    | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => void current?.(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  suite('through the socket', async (init, options, onEvent) => {
    current = nodeHandler(secret, onEvent, options);
    const response = await fetch(url, init);
    return { status: response.status, body: await response.json() };
  });
});

describe('nodeHandler with a body read by a raw body parser', () => {
  test('uses req.body bytes instead of the stream', async () => {
    const handled: WebhookEvent[] = [];
    const handler = nodeHandler(secret, (event) => void handled.push(event));
    const written: { status?: number; body?: string } = {};
    const request = {
      method: 'POST',
      headers: { 'x-auth-signature': await sign(inflow.rawBody, secret) },
      body: new TextEncoder().encode(inflow.rawBody),
      async *[Symbol.asyncIterator]() {
        throw new Error('the stream must not be read');
      },
    };
    await handler(request, {
      statusCode: 0,
      setHeader: () => undefined,
      end(body) {
        written.status = this.statusCode;
        written.body = body;
      },
    });
    expect(written).toEqual({ status: 200, body: '{"received":true}' });
    expect(handled).toHaveLength(1);
  });

  test('answers 500 and reports a body that was already parsed to an object', async () => {
    const errors: unknown[] = [];
    const handler = nodeHandler(secret, () => undefined, { onError: (error) => errors.push(error) });
    const response = { statusCode: 0, setHeader: () => undefined, end: () => undefined };
    await handler({ method: 'POST', headers: {}, body: inflow.body, async *[Symbol.asyncIterator]() {} }, response);
    expect(response.statusCode).toBe(500);
    expect(String(errors[0])).toMatch(/already parsed/);
  });
});
