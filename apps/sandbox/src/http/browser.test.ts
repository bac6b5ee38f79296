import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, servePage, type Browser, type ServedPage, type WatchedPage } from '@waas/chromium';
import { pairByName } from '@waas/spec/pairs';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { pairs } from '../test/pairs.js';

const retrieved = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const invalid = pairByName(pairs, 'postWalletTransaction', 'invalidRequest');
const call = () => ({
  baseUrl: running.baseUrl,
  apiKey: DEFAULT_DEMO_KEYS.admin,
  walletId: retrieved.request.pathParams.walletId,
});

let running: RunningSandbox;
let page: ServedPage;
let browser: Browser;
let app: WatchedPage;

beforeAll(async () => {
  running = await startSandbox();
  page = await servePage({ entry: fileURLToPath(new URL('./fixtures/cross-origin-page.ts', import.meta.url)) });
  browser = await launchBrowser();
  app = await browser.open(page.url);
  await app.page.waitForFunction(() => 'crossOrigin' in window);
});
afterAll(async () => {
  await browser?.close();
  await page?.close();
  await running?.close();
});

describe('a browser app on another origin', () => {
  it('is on another origin than the sandbox', () => {
    expect(new URL(page.url).origin).not.toBe(new URL(running.baseUrl).origin);
  });

  it('reads a wallet and learns why a request was refused, with fetch', async () => {
    const result = await app.page.evaluate(
      (c) => (window as never as { crossOrigin: { withFetch(c: unknown): Promise<unknown> } }).crossOrigin.withFetch(c),
      call(),
    );
    expect(result).toEqual({
      read: { status: 200, body: retrieved.response.body },
      refused: {
        status: invalid.status,
        body: invalid.response.body,
        violations: expect.stringContaining('"in":"body"'),
      },
    });
  });

  it('reads a wallet with @waas/client', async () => {
    const wallet = await app.page.evaluate(
      (c) =>
        (window as never as { crossOrigin: { withClient(c: unknown): Promise<unknown> } }).crossOrigin.withClient(c),
      call(),
    );
    expect(wallet).toEqual((retrieved.response.body as { data: unknown }).data);
  });

  it('logged no error but the refusal it asked for, and called nothing off 127.0.0.1', () => {
    // Chromium logs every 4xx answer as a console error; a CORS refusal would be another line.
    expect(app.errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    expect(app.outside).toEqual([]);
  });
});
