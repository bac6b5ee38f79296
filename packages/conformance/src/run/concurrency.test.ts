import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveProfile } from '../profile/load.js';
import { concurrencyOf, DEFAULT_CONCURRENCY } from './concurrency.js';
import { run } from './runner.js';

test.each([
  { given: 'neither', asked: undefined, limit: undefined, want: DEFAULT_CONCURRENCY },
  { given: 'the command line alone', asked: 32, limit: undefined, want: 32 },
  { given: 'the profile alone, above the default', asked: undefined, limit: 16, want: 16 },
  { given: 'the profile alone, below the default', asked: undefined, limit: 4, want: 4 },
  { given: 'the command line under the profile', asked: 2, limit: 16, want: 2 },
  { given: 'the command line over the profile', asked: 64, limit: 16, want: 16 },
])('$given: $want in flight', ({ asked, limit, want }) => {
  expect(concurrencyOf(asked, limit === undefined ? {} : { concurrency: limit })).toBe(want);
});

describe('a run keeps that many requests in flight', () => {
  // Every answer waits a little, so the requests a run keeps in flight pile up where they can be counted.
  let inFlight = 0;
  let most = 0;
  const server = createServer((_request, response) => {
    most = Math.max(most, ++inFlight);
    setTimeout(() => {
      inFlight--;
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    }, 20);
  });
  let target = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test.each([
    { given: 'the profile limit alone', asked: undefined, limit: 12, want: 12 },
    { given: 'fewer asked than the limit', asked: 3, limit: 12, want: 3 },
  ])('$given: at most $want', async ({ asked, limit, want }) => {
    most = 0;
    await run({
      profile: resolveProfile({ kind: 'mock', target, limits: { concurrency: limit } }),
      ...(asked !== undefined && { concurrency: asked }),
      timeoutMs: 5_000,
      retries: 0,
      generated: { seed: 1, maxCases: 0 },
    });
    expect(most).toBe(want);
  });
});
