import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from './load.js';

/** Answers in every framing the load generator must read to the end before it sends the next request. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '/length': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true })),
  '/chunked': (res) => {
    res.writeHead(201, { 'content-type': 'text/plain' });
    res.write('first chunk\r\n0\r\n');
    setTimeout(() => res.end('second chunk'), 2);
  },
  '/empty': (res) => res.writeHead(204).end(),
  '/refused': (res) => res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"400"}'),
  '/hang-up': (res) => res.socket?.destroy(),
};

let baseUrl = '';
const server = createServer((req, res) => answers[req.url ?? '']!(res));

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('load', () => {
  const cases: { given: string; path: string; want: { allErrors: boolean } }[] = [
    { given: 'answers with a content-length', path: '/length', want: { allErrors: false } },
    { given: 'chunked answers whose body looks like a last chunk', path: '/chunked', want: { allErrors: false } },
    { given: '204 answers without a body', path: '/empty', want: { allErrors: false } },
    { given: 'answers that do not count as ok', path: '/refused', want: { allErrors: true } },
    { given: 'a server that hangs up mid-request', path: '/hang-up', want: { allErrors: true } },
  ];

  it.each(cases)('$given', async ({ path, want }) => {
    const sent: number[] = [];
    // A second: long enough that each connection sends again after its first answer even on a busy machine (a fifth
    // request is the proof that an answer was read to its end), short enough for a unit test.
    const result = await load(baseUrl, {
      concurrency: 4,
      seconds: 1,
      next: (i) => {
        sent.push(i);
        return { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: `{"i":${i}}` };
      },
    });
    // Every request sent is answered or counted as an error: none is lost or read twice.
    expect(result.requests).toBe(sent.length);
    expect(result.requests).toBeGreaterThan(4);
    expect(result.errors).toBe(want.allErrors ? result.requests : 0);
    expect(result.p50Ms).toBeLessThanOrEqual(result.p99Ms);
  });

  it('counts the answers its ok says count', async () => {
    const result = await load(baseUrl, {
      concurrency: 2,
      seconds: 0.1,
      next: () => ({ method: 'GET', path: '/refused', headers: {} }),
      ok: (status) => status === 400,
    });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
  });
});
