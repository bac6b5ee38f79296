import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWalletApi } from './create-wallet-api.js';
import { isWalletApiNetworkError, WalletApiNetworkError } from './errors.js';
import { fakeFetch, hangingFetch, json } from './fixtures/fake-fetch.js';
import type { WalletApiOptions } from './options.js';

const apiKey = 'key-that-must-not-leak';
const walletId = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

/** A body that sends its first bytes, then fails: the connection dropped while the answer was being read. */
const droppedMidBody = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":"00",'));
        controller.error(new TypeError('terminated'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const stalled = new Set<Request>();

/** A body that starts and then never finishes; only the timeout can end it. */
const stalledMidBody = (request: Request, signal: AbortSignal) =>
  stalled.add(request) &&
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":"00",'));
        signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
      },
    }),
    { status: 200 },
  );

interface Case {
  fetch: (request: Request, init?: RequestInit) => Promise<Response>;
  options?: Partial<WalletApiOptions>;
  signal?: () => AbortSignal;
  want: { kind: WalletApiNetworkError['kind']; message: RegExp };
}

const cases: [string, Case][] = [
  [
    'no answer before the timeout',
    {
      fetch: hangingFetch,
      options: { timeoutMs: 20 },
      want: { kind: 'timeout', message: /getWalletById got no complete answer within 20 ms/ },
    },
  ],
  [
    'an answer whose body stalls past the timeout',
    {
      fetch: async (r, init) => stalledMidBody(r, init!.signal!),
      options: { timeoutMs: 20 },
      want: { kind: 'timeout', message: /within 20 ms/ },
    },
  ],
  [
    'connection refused',
    {
      fetch: () =>
        Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })),
      want: { kind: 'network', message: /getWalletById failed before a complete answer: fetch failed/ },
    },
  ],
  [
    'a connection dropped while reading the body',
    { fetch: async () => droppedMidBody(), want: { kind: 'network', message: /terminated/ } },
  ],
  [
    'aborted by the caller',
    {
      fetch: hangingFetch,
      signal: () => AbortSignal.abort(new Error('user gave up')),
      want: { kind: 'aborted', message: /getWalletById was aborted by its signal/ },
    },
  ],
  [
    'aborted by the caller while waiting',
    {
      fetch: hangingFetch,
      options: { timeoutMs: 0 },
      signal: () => {
        const c = new AbortController();
        setTimeout(() => c.abort(), 5);
        return c.signal;
      },
      want: { kind: 'aborted', message: /aborted/ },
    },
  ],
];

describe('timeouts and network failures become WalletApiNetworkError', () => {
  test.each(cases)('%s, unwrapping style', async (_, { fetch, options, signal, want }) => {
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch, ...options } as WalletApiOptions);
    const init = { params: { path: { walletId } }, ...(signal ? { signal: signal() } : {}) };
    const error = await api.getWalletById(init).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletApiNetworkError);
    expect(isWalletApiNetworkError(error, want.kind)).toBe(true);
    expect((error as WalletApiNetworkError).operationId).toBe('getWalletById');
    expect((error as Error).message).toMatch(want.message);
    expect((error as Error).message).not.toContain(apiKey);
    expect((error as Error).cause).toBeDefined();
  });

  test.each(cases)('%s, raw style', async (_, { fetch, options, signal, want }) => {
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch, ...options } as WalletApiOptions);
    const init = { params: { path: { walletId } }, ...(signal ? { signal: signal() } : {}) };
    const error = await api.GET('/api/v1/wallets/get/wallet/{walletId}', init).catch((e: unknown) => e);
    expect(isWalletApiNetworkError(error, want.kind)).toBe(true);
    expect((error as WalletApiNetworkError).path).toBe('/api/v1/wallets/get/wallet/{walletId}');
  });

  test('an answer in time clears the timer and is returned', async () => {
    const { fetch } = fakeFetch(() => json({ code: '00', success: true, message: 'ok', data: { id: walletId } }));
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch, timeoutMs: 1_000 });
    await expect(api.getWalletById({ params: { path: { walletId } } })).resolves.toEqual({ id: walletId });
  });

  test('an error thrown by a middleware is not mistaken for a network failure', async () => {
    const { fetch } = fakeFetch(() => json({}));
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    const bug = new RangeError('bug in my middleware');
    api.use({
      onRequest: () => {
        throw bug;
      },
    });
    await expect(api.getWalletById({ params: { path: { walletId } } })).rejects.toBe(bug);
  });

  test('an unknown path is refused before any request', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    await expect(api.GET('/api/v1/nowhere' as never)).rejects.toThrow(
      /No operation of the API has the path \/api\/v1\/nowhere/,
    );
    await expect(api.GET('constructor' as never)).rejects.toThrow(/No operation of the API has the path constructor/);
    expect(requests).toHaveLength(0);
  });
});

describe('with the real fetch against a local server', () => {
  let server: Server;
  let baseUrl: string;
  const closed: string[] = [];

  beforeAll(async () => {
    // Holds every request open without answering, and records when the client hangs up.
    server = createServer((request) => request.on('close', () => closed.push(request.url ?? '')));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))));

  test('a timeout aborts the connection, not just the promise', async () => {
    const api = createWalletApi({ apiKey, baseUrl, timeoutMs: 50 });
    const error = await api.getWalletById({ params: { path: { walletId } } }).catch((e: unknown) => e);
    expect(isWalletApiNetworkError(error, 'timeout')).toBe(true);
    for (let i = 0; i < 100 && closed.length === 0; i++) await new Promise((done) => setTimeout(done, 10));
    expect(closed).toEqual([`/api/v1/wallets/get/wallet/${walletId}`]);
  });

  test('a refused connection is a network error', async () => {
    const gone = createServer();
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((done) => gone.close(done));
    const api = createWalletApi({ apiKey, baseUrl: `http://127.0.0.1:${port}` });
    const error = await api.getWalletById({ params: { path: { walletId } } }).catch((e: unknown) => e);
    expect(isWalletApiNetworkError(error, 'network')).toBe(true);
    expect((error as Error).message).not.toContain(apiKey);
  });
});
