// @waas/sandbox-page from the installed tarball in a browser page without Vite: the project bundles the page itself,
// serves msw's worker (`npx msw init`), the seed dump and PGlite's files the package ships, as its README says for
// another bundler, and the page's own fetch goes through the worker to the sandbox on PGlite in the page. Headless
// Chromium drives it (@waas/chromium).
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
    only: ['@waas/sandbox-page'],
    registry: { msw: '^2.10.0' },
  });
  npm(project, 'exec', '--no', '--', 'msw', 'init', 'public/', '--no-save');
  const dumps = join(project, 'node_modules/@waas/sandbox-page/dist/seed-dumps');
  const [dump] = readdirSync(dumps).filter((name) => name.endsWith('.tar.gz'));
  copyFileSync(join(dumps, dump!), join(project, 'public/seed-dump.tar.gz'));
  copyFileSync(new URL('./fixtures/sandbox-browser-page.mjs', import.meta.url), join(project, 'page.mjs'));
  copyFileSync(new URL('./fixtures/send-sequence.mjs', import.meta.url), join(project, 'send-sequence.mjs'));
  const file = (path: string, type: string) => ({ type, body: readFileSync(join(project, path)) });
  // The entry fetches PGlite's files from pglite/ beside the script that holds it: the page's.
  const pglite = 'node_modules/@waas/sandbox-page/dist/pglite';
  served = await servePage({
    entry: join(project, 'page.mjs'),
    // PGlite's Emscripten glue imports node:module only when it finds itself under Node.
    external: ['node:module'],
    files: {
      '/mockServiceWorker.js': file('public/mockServiceWorker.js', 'text/javascript'),
      '/seed-dump.tar.gz': file('public/seed-dump.tar.gz', 'application/gzip'),
      '/pglite/pglite.wasm.gz': file(`${pglite}/pglite.wasm.gz`, 'application/gzip'),
      '/pglite/initdb.wasm.gz': file(`${pglite}/initdb.wasm.gz`, 'application/gzip'),
      '/pglite/pglite.data.gz': file(`${pglite}/pglite.data.gz`, 'application/gzip'),
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
