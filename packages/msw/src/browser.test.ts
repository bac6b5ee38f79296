// The handlers in a browser: headless Chromium (Debian's, driven by playwright-core), a real service worker from msw's
// package, and a page bundled by esbuild, served from 127.0.0.1. The page calls the API with fetch.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { pairUrl, type ExamplePair } from '@waas/spec/pairs';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { PageApi } from './browser-page/page.js';
import { defaultPair, operationIds, pairs } from './fixtures/spec-pairs.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let server: Server;
let browser: Browser;
let page: Page;
let origin: string;

/** The page's files: its HTML, the bundled script, and msw's worker script as the package ships it. */
async function pageFiles(): Promise<Record<string, { type: string; body: string | Uint8Array }>> {
  const bundle = await build({
    entryPoints: [new URL('./browser-page/page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return {
    '/': { type: 'text/html', body: '<!doctype html><meta charset="utf-8"><title>@waas/msw</title><script type="module" src="/page.js"></script>' },
    '/page.js': { type: 'text/javascript', body: bundle.outputFiles[0]!.contents },
    '/mockServiceWorker.js': { type: 'text/javascript', body: readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')) },
  };
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  const files = await pageFiles();
  server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' }).end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(origin);
  await page.waitForFunction(() => (globalThis as { waas?: PageApi }).waas !== undefined);
  await page.evaluate(() => (globalThis as unknown as { waas: PageApi }).waas.ready);
  expect(errors).toEqual([]);
});

afterEach(() => page?.evaluate(() => (globalThis as unknown as { waas: PageApi }).waas.reset()));

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The pair's request, made by the page with fetch. */
function call(pair: ExamplePair, baseUrl: string, headers: Record<string, string> = {}) {
  const init: RequestInit = { method: pair.method.toUpperCase(), headers: { 'x-api-key': 'test-key', ...headers } };
  if ('body' in pair.request) init.body = JSON.stringify(pair.request.body);
  return page.evaluate(([url, init]) => (globalThis as unknown as { waas: PageApi }).waas.call(url, init), [pairUrl(pair, baseUrl).href, init] as const);
}

const expected = (pair: ExamplePair) => ({ status: pair.status, contentType: pair.response.contentType, body: pair.response.body });

test('a service worker of msw controls the page', async () => {
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/mockServiceWorker.js`);
});

describe('the service worker answers every operation with its documented default', () => {
  test.each(operationIds.map((operationId) => [operationId, defaultPair(operationId)] as const))('%s, on the page’s own origin', async (_, pair) => {
    expect(await call(pair, origin)).toEqual(expected(pair));
  });

  test.each(operationIds.map((operationId) => [operationId, defaultPair(operationId)] as const))('%s, on another origin', async (_, pair) => {
    expect(await call(pair, 'https://wallet.example.test')).toEqual(expected(pair));
  });
});

test.each(['accountNotFound', 'unauthorizedAccess', 'walletDoesNotExist'])('answer() picks %s of getWalletById', async (name) => {
  const pair = pairs.find((candidate) => candidate.operationId === 'getWalletById' && candidate.name === name)!;
  await page.evaluate(([status, example]) => (globalThis as unknown as { waas: PageApi }).waas.answer('getWalletById', { status, example } as never), [pair.status, pair.name] as const);
  expect(await call(pair, origin)).toEqual(expected(pair));
});

test.each(pairs.filter((pair) => pair.operationId === 'postWalletTransaction').map((pair) => [pair.name, pair] as const))('Prefer picks %s of postWalletTransaction', async (_, pair) => {
  expect(await call(pair, 'https://wallet.example.test', { Prefer: `code=${pair.status}, example=${pair.name}` })).toEqual(expected(pair));
});
