// The profile's setup: sent once, in order, with the key and a run id filled in, only where the run may write; a step
// that does not answer as it should stops the run with one line.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { resolveProfile } from '../profile/load.js';
import type { ProfileFile } from '../profile/schema.js';
import { runSetup } from './setup.js';
import { TargetError } from './target.js';
import { bodyText, serveLocally, type LocalServer } from '@waas/independent-target/local-server';

/** What the target was sent: method, path, x-api-key and body. */
const seen: string[] = [];
let server: LocalServer;
let url = '';
beforeAll(async () => {
  server = await serveLocally(async (request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers['x-api-key'] ?? '-'} ${await bodyText(request)}`);
    const created = request.url === '/sandbox/checkout-wallets';
    response
      .writeHead(created ? 201 : 404, { 'content-type': 'application/json' })
      .end(created ? '{"walletNumber":"8800000001"}' : '{}');
  });
  url = server.url;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  seen.length = 0;
});

const options = { timeoutMs: 2_000, retries: 0 };
const CREATE = {
  method: 'POST',
  url: '/sandbox/checkout-wallets',
  headers: { 'x-api-key': '{apiKey}' },
  body: { walletName: 'Run {runId}' },
  capture: { walletNumber: 'walletNumber' },
};
const profile = (file: ProfileFile) => resolveProfile({ target: url, keys: { organization: 'k1' }, ...file });

test('sends each step in order, with the key and a run id, and counts them', async () => {
  const sent = await runSetup(
    profile({
      setup: [
        CREATE,
        { method: 'POST', url: '/sandbox/checkout-wallets', body: { walletName: 'After {walletNumber}' } },
      ],
    }),
    'live',
    options,
  );
  expect(sent).toBe(2);
  expect(seen).toEqual([
    expect.stringMatching(/^POST \/sandbox\/checkout-wallets k1 \{"walletName":"Run [0-9a-f]{8}"\}$/),
    'POST /sandbox/checkout-wallets - {"walletName":"After 8800000001"}',
  ]);
});

test.each<[string, ProfileFile, 'mock' | 'live']>([
  ['a mock, which keeps no state', { setup: [CREATE] }, 'mock'],
  ['a profile without writes', { setup: [CREATE], capabilities: { writes: false } }, 'live'],
  ['a profile without setup', {}, 'live'],
])('sends nothing to %s', async (_, file, kind) => {
  expect(await runSetup(profile(file), kind, options)).toBe(0);
  expect(seen).toEqual([]);
});

test('a step that does not answer as it should stops the run, naming it', async () => {
  const failing = runSetup(
    profile({ setup: [CREATE, { method: 'PUT', url: '/sandbox/clock', body: {} }, CREATE] }),
    'live',
    options,
  );
  await expect(failing).rejects.toThrow(TargetError);
  await expect(failing).rejects.toThrow(
    "the profile's setup failed: step 2 (PUT " + url + '/sandbox/clock) answered 404, not a 2xx',
  );
  expect(seen).toHaveLength(2);
});
