// The handlers in a browser: headless Chromium (Debian's, driven by playwright-core), a real service worker from msw's
// package, and a page bundled by esbuild, served from 127.0.0.1. The page calls the API with fetch.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { launchBrowser, servePage, type Browser, type ServedPage, type WatchedPage } from '@waas/chromium';
import { pairUrl, type ExamplePair } from '@waas/spec/pairs';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { PageApi } from './browser-page/page.js';
import { defaultPair, operationIds, pairs } from './fixtures/spec-pairs.js';

let served: ServedPage;
let browser: Browser;
let watched: WatchedPage;
let origin: string;

beforeAll(async () => {
  served = await servePage({
    entry: fileURLToPath(new URL('./browser-page/page.ts', import.meta.url)),
    // msw's worker script as the package ships it.
    files: {
      '/mockServiceWorker.js': {
        type: 'text/javascript',
        body: readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')),
      },
    },
  });
  origin = new URL(served.url).origin;
  browser = await launchBrowser();
  watched = await browser.open(served.url);
  await watched.page.waitForFunction(() => (globalThis as { waas?: PageApi }).waas !== undefined);
  await watched.page.evaluate(() => (globalThis as unknown as { waas: PageApi }).waas.ready);
  expect(watched.errors).toEqual([]);
});

afterEach(() => watched?.page.evaluate(() => (globalThis as unknown as { waas: PageApi }).waas.reset()));

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** The pair's request, made by the page with fetch. */
function call(pair: ExamplePair, baseUrl: string, headers: Record<string, string> = {}) {
  const init: RequestInit = { method: pair.method.toUpperCase(), headers: { 'x-api-key': 'test-key', ...headers } };
  if ('body' in pair.request) init.body = JSON.stringify(pair.request.body);
  return watched.page.evaluate(([url, init]) => (globalThis as unknown as { waas: PageApi }).waas.call(url, init), [
    pairUrl(pair, baseUrl).href,
    init,
  ] as const);
}

const expected = (pair: ExamplePair) => ({
  status: pair.status,
  contentType: pair.response.contentType,
  body: pair.response.body,
});

test('a service worker of msw controls the page', async () => {
  expect(await watched.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${origin}/mockServiceWorker.js`,
  );
});

describe('the service worker answers every operation with its documented default', () => {
  test.each(operationIds.map((operationId) => [operationId, defaultPair(operationId)] as const))(
    '%s, on the page’s own origin',
    async (_, pair) => {
      expect(await call(pair, origin)).toEqual(expected(pair));
    },
  );

  test.each(operationIds.map((operationId) => [operationId, defaultPair(operationId)] as const))(
    '%s, on another origin',
    async (_, pair) => {
      expect(await call(pair, 'https://wallet.example.test')).toEqual(expected(pair));
    },
  );
});

test.each(['accountNotFound', 'unauthorizedAccess', 'walletDoesNotExist'])(
  'answer() picks %s of getWalletById',
  async (name) => {
    const pair = pairs.find((candidate) => candidate.operationId === 'getWalletById' && candidate.name === name)!;
    await watched.page.evaluate(
      ([status, example]) =>
        (globalThis as unknown as { waas: PageApi }).waas.answer('getWalletById', { status, example } as never),
      [pair.status, pair.name] as const,
    );
    expect(await call(pair, origin)).toEqual(expected(pair));
  },
);

test.each(
  pairs.filter((pair) => pair.operationId === 'postWalletTransaction').map((pair) => [pair.name, pair] as const),
)('Prefer picks %s of postWalletTransaction', async (_, pair) => {
  expect(
    await call(pair, 'https://wallet.example.test', { Prefer: `code=${pair.status}, example=${pair.name}` }),
  ).toEqual(expected(pair));
});
