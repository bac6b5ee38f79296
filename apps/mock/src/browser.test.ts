import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, servePage, type Browser, type ServedPage, type WatchedPage } from '@waas/chromium';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { startPrism, type RunningPrism } from '@waas/prism-front';

const pairs = readPairs(loadBundle());
const retrieved = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const invalid = pairByName(pairs, 'postWalletTransaction', 'invalidRequest');

let mock: RunningPrism;
let page: ServedPage;
let browser: Browser;
let app: WatchedPage;
const call = () => ({ baseUrl: mock.url, walletId: retrieved.request.pathParams.walletId });
type Page = { crossOrigin: Record<'withFetch' | 'withClient', (c: unknown) => Promise<unknown>> };

beforeAll(async () => {
  mock = await startPrism();
  page = await servePage({ entry: fileURLToPath(new URL('./fixtures/cross-origin-page.ts', import.meta.url)) });
  browser = await launchBrowser();
  app = await browser.open(page.url);
  await app.page.waitForFunction(() => 'crossOrigin' in window);
}, 70_000);
afterAll(async () => {
  await browser?.close();
  await page?.close();
  await mock?.stop();
});

describe('a browser app on another origin', () => {
  it('reads a wallet, and a broken body gets the documented 400 with why, with fetch', async () => {
    expect(new URL(page.url).origin).not.toBe(new URL(mock.url).origin);
    const result = await app.page.evaluate((c) => (window as never as Page).crossOrigin.withFetch(c), call());
    expect(result).toEqual({
      read: { status: 200, body: retrieved.response.body },
      malformed: { status: 400, body: invalid.response.body, violations: expect.stringContaining('invalid_json') },
    });
  });

  it('reads a wallet with @waas/client', async () => {
    const wallet = await app.page.evaluate((c) => (window as never as Page).crossOrigin.withClient(c), call());
    expect(wallet).toEqual((retrieved.response.body as { data: unknown }).data);
  });

  it('called nothing off 127.0.0.1', () => {
    expect(app.outside).toEqual([]);
  });
});
