// @waas/sandbox/msw/browser from the installed tarball in a browser page: the project bundles the page itself, serves
// msw's worker (`npx msw init`) and the seed dump the package ships, as the package's README says, and the page's own
// fetch goes through the worker to the sandbox on PGlite in the page. Headless Chromium drives it (@waas/chromium).
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, servePage, type Browser, type ServedPage } from '@waas/chromium';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { expectLedgerAnswers, ledgerSequence, type SequenceAnswer, type SequenceRequest } from './ledger-sequence.js';
import { makeProject, npm } from './project.js';

let project: string;
let served: ServedPage;
let browser: Browser;

beforeAll(async () => {
  project = makeProject('waas-sandbox-browser', inject('tarballs'), {
    only: ['@waas/sandbox'],
    registry: { msw: '^2.10.0' },
  });
  npm(project, 'exec', '--no', '--', 'msw', 'init', 'public/', '--no-save');
  const dumps = join(project, 'node_modules/@waas/sandbox/dist/seed-dumps');
  const [dump] = readdirSync(dumps).filter((name) => name.endsWith('.tar'));
  copyFileSync(join(dumps, dump!), join(project, 'public/seed-dump.tar'));
  copyFileSync(new URL('./fixtures/sandbox-browser-page.mjs', import.meta.url), join(project, 'page.mjs'));
  copyFileSync(new URL('./fixtures/send-sequence.mjs', import.meta.url), join(project, 'send-sequence.mjs'));
  const file = (path: string, type: string) => ({ type, body: readFileSync(join(project, path)) });
  // PGlite fetches its WebAssembly and file system bundle beside the script that loads them: the page's.
  const pglite = 'node_modules/@electric-sql/pglite/dist';
  served = await servePage({
    entry: join(project, 'page.mjs'),
    // PGlite's Emscripten glue imports node:module only when it finds itself under Node.
    external: ['node:module'],
    files: {
      '/mockServiceWorker.js': file('public/mockServiceWorker.js', 'text/javascript'),
      '/seed-dump.tar': file('public/seed-dump.tar', 'application/x-tar'),
      '/pglite.wasm': file(`${pglite}/pglite.wasm`, 'application/wasm'),
      '/initdb.wasm': file(`${pglite}/initdb.wasm`, 'application/wasm'),
      '/pglite.data': file(`${pglite}/pglite.data`, 'application/octet-stream'),
    },
  });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test('the sandbox behind msw in a page keeps state: a debit lowers the balance and is in the history, once, and an ' +
  'overdraft is refused', async () => {
  const watched = await browser.open(served.url);
  await watched.page.waitForFunction(() => 'sendAll' in globalThis, undefined, { timeout: 120_000 });
  const answers = await watched.page.evaluate(
    (requests) =>
      (globalThis as unknown as { sendAll(requests: SequenceRequest[]): Promise<SequenceAnswer[]> }).sendAll(requests),
    ledgerSequence(),
  );
  expectLedgerAnswers(answers);
  // Chromium logs every 4xx a fetch gets (the overdraft's 400) as a console error; anything else is a fault.
  expect(
    watched.errors.filter(
      (error) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(error),
    ),
  ).toEqual([]);
}, 180_000);
