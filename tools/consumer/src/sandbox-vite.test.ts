// @waas/sandbox-page/vite from the installed tarball: an app outside the workspace made of its README's three files
// (its vite.config, given a `base`; the page's module that starts the sandbox; the main module that imports it outside
// production), run under `vite` and `vite preview` and driven in headless Chromium (@waas/chromium), and built for
// production, which must hold neither the seed dump nor PGlite.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, launchBrowser } from '@waas/chromium';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { expectLedgerAnswers, ledgerSequence, type SequenceAnswer, type SequenceRequest } from './ledger-sequence.js';
import { guideFiles } from './guide-files.js';
import { makeProject, npm } from './project.js';
import { serveVite } from './vite-server.js';

/** Not the root: every address the plugin gives and serves must follow it. */
const BASE = '/app/';

let project: string;
let browser: Browser;
/** The file name of the seed dump the installed package ships. */
let seedDump: string;

const write = (path: string, text: string) => writeFileSync(join(project, path), text);
const build = (...args: string[]) => npm(project, 'exec', '--no', '--', 'vite', 'build', ...args);
const filesUnder = (dir: string) =>
  readdirSync(join(project, dir), { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(project, dir, file)).isFile(),
  );

/** Opens the app, waits until its sandbox answers, sends the ledger sequence from the page and checks the answers. */
async function driveLedger(url: string): Promise<void> {
  const watched = await browser.open(url);
  try {
    await watched.page.waitForFunction(() => 'sendAll' in globalThis, undefined, { timeout: 120_000 });
    const answers = await watched.page.evaluate(
      (requests) =>
        (globalThis as unknown as { sendAll(requests: SequenceRequest[]): Promise<SequenceAnswer[]> }).sendAll(
          requests,
        ),
      ledgerSequence(),
    );
    expectLedgerAnswers(answers);
    // The worker and the dump were asked for under `base`, the dump by its content's name.
    expect(await watched.page.evaluate('navigator.serviceWorker.controller?.scriptURL')).toBe(
      `${url}mockServiceWorker.js`,
    );
    expect(watched.requests).toContain(`${url}waas-sandbox/seed-dump-${seedDump}`);
    // Chromium logs every 4xx a fetch gets (the overdraft's 400) as a console error; anything else is a fault.
    expect(
      watched.errors.filter(
        (error) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(error),
      ),
    ).toEqual([]);
  } finally {
    await watched.close();
  }
}

beforeAll(async () => {
  project = makeProject('waas-sandbox-vite', inject('tarballs'), {
    only: ['@waas/sandbox-page'],
    registry: { msw: '^2.10.0', vite: '^8.0.0' },
  });
  const installed = join(project, 'node_modules/@waas/sandbox-page');
  const files = guideFiles(readFileSync(join(installed, 'README.md'), 'utf8'), 'In a page with Vite');
  expect(Object.keys(files).sort()).toEqual(['src/main.ts', 'src/sandbox.ts', 'vite.config.ts']);
  const config = files['vite.config.ts']!.replace('defineConfig({ ', `defineConfig({ base: '${BASE}', `);
  expect(config).toContain(BASE);
  mkdirSync(join(project, 'src'));
  write('vite.config.ts', config);
  write('src/sandbox.ts', files['src/sandbox.ts']!);
  write('src/main.ts', `${files['src/main.ts']!}await import('./send.mjs');\n`);
  copyFileSync(new URL('./fixtures/sandbox-vite-send.mjs', import.meta.url), join(project, 'src/send.mjs'));
  copyFileSync(new URL('./fixtures/send-sequence.mjs', import.meta.url), join(project, 'src/send-sequence.mjs'));
  write('index.html', '<!doctype html><meta charset="utf-8"><script type="module" src="/src/main.ts"></script>\n');
  seedDump = readdirSync(join(installed, 'dist/seed-dumps'))[0]!;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test('a production build holds neither the seed dump, nor msw’s worker, nor PGlite', () => {
  build();
  const files = filesUnder('dist');
  expect(files).toContain('index.html');
  expect(files.filter((file) => /\.(tar|wasm|data)$|mockServiceWorker|pglite|initdb/i.test(file))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(
    scripts.filter((file) => /pglite|electric-sql/i.test(readFileSync(join(project, 'dist', file), 'utf8'))),
  ).toEqual([]);
}, 120_000);

test('under `vite`, the page runs the sandbox the plugin serves: a read, a debit lowering the balance', async () => {
  const server = await serveVite(project, [], BASE);
  try {
    await driveLedger(server.url);
  } finally {
    await server.stop();
  }
}, 180_000);

test('under `vite preview`, a build of another mode runs the sandbox the plugin serves, not the build', async () => {
  build('--mode', 'sandbox', '--outDir', 'dist-sandbox');
  const files = filesUnder('dist-sandbox');
  expect(files.filter((file) => /pglite.*\.wasm.*\.gz$/.test(file))).toHaveLength(1);
  expect(files.filter((file) => /\.tar$|mockServiceWorker/.test(file))).toEqual([]);
  const server = await serveVite(project, ['preview', '--outDir', 'dist-sandbox'], BASE);
  try {
    await driveLedger(server.url);
  } finally {
    await server.stop();
  }
}, 180_000);

test('waasSandbox({ build: true }) writes the worker and the dump into the build', () => {
  write(
    'vite.deploy.config.ts',
    readFileSync(join(project, 'vite.config.ts'), 'utf8').replace('waasSandbox()', 'waasSandbox({ build: true })'),
  );
  build('--config', 'vite.deploy.config.ts', '--mode', 'sandbox', '--outDir', 'dist-deploy');
  const files = filesUnder('dist-deploy');
  expect(files).toEqual(expect.arrayContaining(['mockServiceWorker.js', `waas-sandbox/seed-dump-${seedDump}`]));
  // Compared as bytes: a deep equality of two Buffers this size walks every byte as an array element.
  const written = readFileSync(join(project, 'dist-deploy', `waas-sandbox/seed-dump-${seedDump}`));
  expect(written.equals(readFileSync(join(project, 'node_modules/@waas/sandbox-page/dist/seed-dumps', seedDump)))).toBe(
    true,
  );
}, 120_000);
