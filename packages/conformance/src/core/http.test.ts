import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NetworkError, send } from './http.js';
import { serveLocally, type LocalServer } from '@waas/independent-target/local-server';

/** Drops the first `drops` connections without an answer, then answers with `status`. */
let drops = 0;
let status = 200;
let seen = 0;
let server: LocalServer;
let url = '';
beforeAll(async () => {
  server = await serveLocally((request, response) => {
    seen++;
    if (drops > 0) {
      drops--;
      request.socket.destroy();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  url = server.url + '/';
});
afterAll(async () => {
  await server?.close();
});

describe('send retries network errors only', () => {
  const cases: [string, { drops: number; status: number; retries: number }, { status?: number; attempts: number }][] = [
    ['an answer on the first attempt', { drops: 0, status: 200, retries: 2 }, { status: 200, attempts: 1 }],
    ['a dropped connection, then an answer', { drops: 1, status: 200, retries: 1 }, { status: 200, attempts: 2 }],
    ['a dropped connection and no retries left', { drops: 2, status: 200, retries: 1 }, { attempts: 2 }],
    ['a 500 is an answer, never retried', { drops: 0, status: 500, retries: 3 }, { status: 500, attempts: 1 }],
  ];
  test.each(cases)('%s', async (_, given, want) => {
    drops = given.drops;
    status = given.status;
    seen = 0;
    const request = { method: 'GET', url, headers: { connection: 'close' } };
    const sent = send(request, { timeoutMs: 5_000, retries: given.retries });
    if (want.status === undefined) await expect(sent).rejects.toBeInstanceOf(NetworkError);
    else expect((await sent).status).toBe(want.status);
    expect(seen).toBe(want.attempts);
  });
});

describe('send gives up after the time allowed', () => {
  /** Answers nothing, or its headers and then nothing: a target that hangs before or while it answers. */
  let hanging: LocalServer;
  beforeAll(async () => {
    hanging = await serveLocally((request, response) => {
      if (request.url === '/headers-only') response.writeHead(200, { 'content-type': 'application/json' }).write('{');
    });
  });
  afterAll(async () => {
    await hanging?.close();
  });
  test.each(['/silent', '/headers-only'])('%s: a timeout, said as one', async (path) => {
    const started = Date.now();
    const error = await send(
      { method: 'GET', url: hanging.url + path, headers: {} },
      { timeoutMs: 200, retries: 0 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true, message: 'no answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
