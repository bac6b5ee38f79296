// @waas/sandbox-page's Storybook recipe from the installed tarballs: a project outside the workspace made of its four
// files (.storybook/main.ts, preview.ts, sandbox.ts and a stories file) and a component of the test's own, with
// Storybook's Vite builder, React and msw-storybook-addon from the registry. It type-checks, `storybook build` makes a
// static Storybook, `vite preview` serves it, and headless Chromium (@waas/chromium) renders each story.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, launchBrowser, type WatchedPage } from '@waas/chromium';
import { pairUrl } from '@waas/spec/pairs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { guideFiles } from './guide-files.js';
import { makeProject, npm } from './project.js';
import { pair } from './requests.js';
import { serveVite } from './vite-server.js';

/**
 * Exact versions, so a release of any of them cannot change what this proves. Storybook 10 is the newest major (11 is
 * an alpha), and runs on Node 20.19; msw 2, as msw 3 needs Node 22.12.
 */
const REGISTRY = {
  '@storybook/react-vite': '10.6.9',
  '@types/react': '19.3.3',
  msw: '2.15.0',
  'msw-storybook-addon': '3.0.3',
  react: '19.3.1',
  'react-dom': '19.3.1',
  storybook: '10.6.9',
  typescript: '5.9.3',
  vite: '8.4.1',
};

const walletRead = pair('getWalletById', 'walletRetrieved');
const debit = pair('postWalletTransaction', 'debitPosted');
const BASE = 'https://wallet.example.test';
const debitBody = { ...(debit.request.body as object), amount: 12.34, transactionReference: 'STORYBOOK-DEBIT-1' };
/** The documented read's balance, which the seed starts the wallet at too. */
const documentedBalance = (walletRead.response.body as { data: { availableBalance: number } }).data.availableBalance;
const minor = (amount: number) => Math.round(amount * 100);

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  include: ['src', '.storybook'],
};

let project: string;
let browser: Browser;
let preview: { url: string; stop(): Promise<void> };
/** Story ids by the name each is exported under, from the index the build wrote. */
let storyIds: Record<string, string>;

const write = (path: string, text: string) => writeFileSync(join(project, path), text);

const balanceShown = (watched: WatchedPage) => watched.page.textContent('#storybook-root output');
const shown = (watched: WatchedPage, text: RegExp) => watched.page.locator('#storybook-root output', { hasText: text });

/** Opens a story on its own page and waits until the component shows a balance. */
async function openStory(exportName: string): Promise<WatchedPage> {
  const watched = await browser.open(`${preview.url}iframe.html?id=${storyIds[exportName]}&viewMode=story`);
  try {
    await shown(watched, /^\d/).waitFor({ timeout: 90_000 });
    return watched;
  } catch (error) {
    await watched.close();
    throw new Error(`${exportName} showed no balance; the page's errors: ${watched.errors.join('\n')}`, {
      cause: error,
    });
  }
}

const seedOrPglite = (watched: WatchedPage) => watched.requests.filter((url) => /seed-dump|pglite|initdb/.test(url));

beforeAll(async () => {
  project = makeProject('waas-sandbox-storybook', inject('tarballs'), {
    only: ['@waas/sandbox-page', '@waas/msw'],
    registry: REGISTRY,
  });
  const readme = readFileSync(join(project, 'node_modules/@waas/sandbox-page/README.md'), 'utf8');
  const files = guideFiles(readme, 'In Storybook');
  expect(Object.keys(files).sort()).toEqual([
    '.storybook/main.ts',
    '.storybook/preview.ts',
    '.storybook/sandbox.ts',
    'src/WalletCard.stories.tsx',
  ]);
  mkdirSync(join(project, '.storybook'));
  mkdirSync(join(project, 'src'));
  for (const [path, code] of Object.entries(files)) write(path, code);
  copyFileSync(
    new URL('./fixtures/sandbox-storybook-wallet-card.tsx', import.meta.url),
    join(project, 'src/WalletCard.tsx'),
  );
  write(
    'src/requests.json',
    JSON.stringify({
      read: pairUrl(walletRead, BASE).href,
      debit: { url: pairUrl(debit, BASE).href, body: debitBody },
    }),
  );
  write('tsconfig.json', JSON.stringify(TSCONFIG, null, 2));
  npm(project, 'exec', '--no', '--', 'storybook', 'build', '--disable-telemetry');
  const index = JSON.parse(readFileSync(join(project, 'storybook-static/index.json'), 'utf8')) as {
    entries: Record<string, { id: string; exportName: string }>;
  };
  storyIds = Object.fromEntries(Object.values(index.entries).map(({ id, exportName }) => [exportName, id]));
  preview = await serveVite(project, ['preview', '--outDir', 'storybook-static']);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("the recipe's files and the stories type-check against the installed packages", () => {
  npm(project, 'exec', '--no', '--', 'tsc', '-p', '.');
});

test('`storybook build` writes msw’s worker and the seed dump the package ships', () => {
  const dumps = readdirSync(join(project, 'node_modules/@waas/sandbox-page/dist/seed-dumps'));
  expect(dumps).toHaveLength(1);
  const files = readdirSync(join(project, 'storybook-static'), { recursive: true, encoding: 'utf8' });
  expect(files).toEqual(expect.arrayContaining(['mockServiceWorker.js', `waas-sandbox/seed-dump-${dumps[0]}`]));
  expect(Object.keys(storyIds).sort()).toEqual(['Documented', 'WithLedger']);
});

test('a story without the loader answers the documented examples and never loads PGlite or the dump', async () => {
  const watched = await openStory('Documented');
  try {
    expect(await balanceShown(watched)).toBe(String(documentedBalance));
    // Stateless: a debit posted is answered, and the next read is the same documented wallet.
    const answered = (method: string) =>
      watched.page.waitForResponse(
        (response) => response.request().method() === method && response.url().startsWith(BASE),
        { timeout: 30_000 },
      );
    const posted = answered('POST');
    const readAgain = answered('GET');
    await watched.page.click('#storybook-root button');
    expect((await posted).status()).toBe(200);
    await readAgain;
    expect(await balanceShown(watched)).toBe(String(documentedBalance));
    expect(await watched.page.evaluate('navigator.serviceWorker.controller?.scriptURL')).toBe(
      `${preview.url}mockServiceWorker.js`,
    );
    expect(seedOrPglite(watched)).toEqual([]);
    expect(watched.errors).toEqual([]);
  } finally {
    await watched.close();
  }
}, 180_000);

test("a story with the loader runs on the sandbox's ledger: a debit lowers the balance it shows", async () => {
  const watched = await openStory('WithLedger');
  try {
    expect(await balanceShown(watched)).toBe(String(documentedBalance));
    await watched.page.click('#storybook-root button');
    const lowered = String((minor(documentedBalance) - minor(debitBody.amount)) / 100);
    await shown(watched, new RegExp(`^${lowered.replace('.', '\\.')}$`)).waitFor({ timeout: 30_000 });
    expect(seedOrPglite(watched).some((url) => url.includes('seed-dump'))).toBe(true);
    expect(watched.errors).toEqual([]);
  } finally {
    await watched.close();
  }
}, 180_000);
