// The sandbox behind MSW's service worker in a browser: headless Chromium (@waas/chromium), the worker script from
// msw's package, and a page bundled by esbuild (src/test/browser-page.ts), as @waas/sandbox-page bundles it, that
// opens the handlers on PGlite in the page from the seed dump it fetches. Every answer below is what the page's own
// fetch got; the last test compares a sequence of them with the Node handlers' answers, which handlers.test.ts
// compares with the server's.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, servePage, type Browser, type ServedPage, type WatchedPage } from '@waas/chromium';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeSeedDump } from '../seed/dump.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import type { SandboxPage } from '../test/browser-page.js';
import { send, type Seen, type Step } from '../test/exchanges.js';
import { createSandboxHandlers } from './index.js';

const require = createRequire(import.meta.url);
const document = loadBundle();
const pairs = readPairs(document);
/**
 * The wallet the spec's examples read and debit, and the request bodies of its debit and of a debit beyond its funds.
 */
const WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const TRANSACTIONS = '/api/v1/wallets/account-number/transactions';
const debit = {
  ...(pairByName(pairs, 'postWalletTransaction', 'debitPosted').request.body as {
    accountNumber: string;
    amount: number;
  }),
  transactionReference: 'BROWSER-1',
};
const overdraft = pairByName(pairs, 'postWalletTransaction', 'insufficientFunds').request.body;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 19);
const HISTORY =
  `/api/v1/wallets/account-number/history?accountNumber=${debit.accountNumber}` +
  `&startDate=${day(-1)}&endDate=${day(1)}`;
const KEY = 'sandbox-key-acme-admin';

let dumps: string;
let served: ServedPage;
let browser: Browser;
let watched: WatchedPage;

/** Where the page sends its requests: another origin than its own, as an app calls its API. */
const BASE = 'https://wallet.staging.waas.test';

/** A request the page sends with its own fetch, with the seeded admin key unless it says otherwise. */
function fromPage(step: Step): Promise<Seen> {
  const sent = { ...step, headers: step.headers ?? { 'x-api-key': KEY } };
  return watched.page.evaluate(
    ([base, step]) => (globalThis as unknown as { sandbox: SandboxPage }).sandbox.send(base, step),
    [BASE, sent] as const,
  );
}

/** A read, or a POST of `body`, from the page. */
const call = (path: string, body?: unknown, key = KEY): Promise<Seen> =>
  fromPage({ path, headers: { 'x-api-key': key }, ...(body !== undefined && { method: 'POST', body }) });

beforeAll(async () => {
  // The dump made from these sources (the package's own, in dist, is made from the build's), as the build makes it.
  dumps = await mkdtemp(join(tmpdir(), 'sandbox-browser-'));
  const seedDump = await readFile(await makeSeedDump(dumps, { document, keys: DEFAULT_DEMO_KEYS }));
  // PGlite's core files and the dump, gzipped as @waas/sandbox-page ships them, at the addresses its bundle asks.
  const pglite = dirname(require.resolve('@electric-sql/pglite'));
  const gzipped = async (file: string) => ({
    type: 'application/gzip',
    body: gzipSync(await readFile(join(pglite, file))),
  });
  served = await servePage({
    entry: fileURLToPath(new URL('../test/browser-page.ts', import.meta.url)),
    external: ['node:module'],
    files: {
      '/mockServiceWorker.js': {
        type: 'text/javascript',
        body: await readFile(require.resolve('msw/mockServiceWorker.js')),
      },
      '/pglite/pglite.wasm.gz': await gzipped('pglite.wasm'),
      '/pglite/initdb.wasm.gz': await gzipped('initdb.wasm'),
      '/pglite/pglite.data.gz': await gzipped('pglite.data'),
      '/seed-dump.tar.gz': { type: 'application/gzip', body: gzipSync(seedDump) },
    },
  });
  browser = await launchBrowser();
  const opening = performance.now();
  watched = await browser.open(served.url);
  await watched.page.waitForFunction(() => (globalThis as { sandbox?: SandboxPage }).sandbox !== undefined, undefined, {
    timeout: 120_000,
  });
  const { started } = await watched.page.evaluate(() => (globalThis as unknown as { sandbox: SandboxPage }).sandbox);
  expect((await call(WALLET)).status).toBe(200);
  // Measured, not asserted: a loaded machine makes any bound either flaky or meaningless.
  console.info(
    `browser: the worker controls the page ${Math.round(started)} ms into its module, ` +
      `first answer ${Math.round(performance.now() - opening)} ms after the page was asked for`,
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (dumps) await rm(dumps, { recursive: true, force: true });
});

/** The lines between `README:start` and `README:end` of the page, and the README's block that shows them. */
const snippet = (text: string) => /README:start\n([\s\S]*?)\/\/ README:end/.exec(text)?.[1];

test("the page runs @waas/sandbox-page's README snippet, the entries imported by the package's paths", async () => {
  const page = snippet(await readFile(new URL('../test/browser-page.ts', import.meta.url), 'utf8'))!;
  const readme = await readFile(new URL('../../../../packages/sandbox-page/README.md', import.meta.url), 'utf8');
  const block = /## In a page with Vite[\s\S]*?```ts\n\/\/ src\/sandbox\.ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBe(
    page
      .replace("from '../msw/browser.js'", "from '@waas/sandbox-page'")
      .replace("from './vite-urls.js'", "from '@waas/sandbox-page/vite/urls'"),
  );
});

test("msw's worker controls the page", async () => {
  expect(await watched.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    new URL('/mockServiceWorker.js', served.url).href,
  );
});

test(
  'a debit lowers the balance and is in the history; ' +
    'an overdraft is refused with 51; a reused reference answers its first answer',
  async () => {
    const before = (await call(WALLET)).body.data.availableBalance as number;
    const posted = await call(TRANSACTIONS, debit);
    expect(posted.status).toBe(200);
    expect((await call(WALLET)).body.data.availableBalance).toBe(before - debit.amount);
    const history = await call(HISTORY);
    expect(history.status).toBe(200);
    expect(history.body.data.walletHistories).toContainEqual(
      expect.objectContaining({ transactionReference: 'BROWSER-1', debitCreditIndicator: 'D', amount: debit.amount }),
    );
    expect(await call(TRANSACTIONS, overdraft)).toMatchObject({ status: 400, body: { code: '51' } });
    // The same reference and body again: the first answer, and the balance debited once.
    expect(await call(TRANSACTIONS, debit)).toEqual(posted);
    expect((await call(WALLET)).body.data.availableBalance).toBe(before - debit.amount);
    // Chromium logs each answer of status 400 or above as a resource that failed to load: the overdraft's, asked for.
    expect(
      watched.errors.filter(
        (error) => !/^Failed to load resource: the server responded with a status of 400/.test(error),
      ),
    ).toEqual([]);
  },
);

test(
  'the control API in the page: an organization, ' +
    'its admin key and a wallet made with fetch, funded by an inflow, read with the key made',
  async () => {
    const organization = await call('/sandbox/organizations', { name: 'Initech' });
    expect(organization.status).toBe(201);
    const control = `/sandbox/organizations/${organization.body.id}`;
    const { key } = (await call(`${control}/api-keys`, { isAdmin: true })).body;
    const wallet = (await call(`${control}/wallets`, { name: 'Peter Gibbons' })).body;
    const inflow = {
      beneficiaryAccountName: 'Peter Gibbons',
      beneficiaryAccountNumber: wallet.virtualAccount.accountNumber,
      amount: '100.50',
      narration: 'Salary',
    };
    expect((await call('/api/v1/staging/simulate-inflow', inflow, key)).status).toBe(200);
    expect((await call(`/api/v1/wallets/get/wallet/${wallet.id}`, undefined, key)).body.data.availableBalance).toBe(
      100.5,
    );
    // The seeded organization's wallet is not there for the new organization's key.
    expect(await call(WALLET, undefined, key)).toMatchObject({ status: 404, body: { message: 'Account not found' } });
  },
);

test("start: 'empty' in the page: no organization, not even the seed's key, until the test makes one", async () => {
  await watched.page.evaluate(() => (globalThis as unknown as { sandbox: SandboxPage }).sandbox.useEmpty());
  try {
    expect((await call(WALLET)).status).toBe(401);
    expect((await call('/sandbox/organizations', { name: 'Initech' })).status).toBe(201);
  } finally {
    await watched.page.evaluate(() => (globalThis as unknown as { sandbox: SandboxPage }).sandbox.restore());
  }
  expect((await call(WALLET)).status).toBe(200);
});

test('reset() in the page goes back to the seed', async () => {
  // The first test debited this wallet once: the seed's balance is this one and that debit's amount.
  const seeded = (await call(WALLET)).body.data.availableBalance as number;
  await call(TRANSACTIONS, { ...debit, transactionReference: 'BROWSER-2' });
  await watched.page.evaluate(() => (globalThis as unknown as { sandbox: SandboxPage }).sandbox.reset());
  expect((await call(WALLET)).body.data.availableBalance).toBe(seeded + debit.amount);
});

test('answers a sequence as the Node handlers do (and so as the server does): reads, a debit, its history, a ' +
  'reference reused with the same body and with another, funds short, an unknown key, a malformed body', async () => {
  const NODE = 'http://sandbox.node.test';
  const node = await createSandboxHandlers({ baseUrl: NODE });
  const msw = setupServer(...node.handlers);
  msw.listen({ onUnhandledRequest: 'bypass' });
  try {
    await watched.page.evaluate(() => (globalThis as unknown as { sandbox: SandboxPage }).sandbox.reset());
    /** Generated ids and instants differ between two ledgers; everything else must not. */
    const normalized = (seen: Seen) => ({
      ...seen,
      body: JSON.parse(
        JSON.stringify(seen.body)
          .replace(/"(id|transactionId)":"[0-9a-f-]{36}"/g, '"$1":"<generated>"')
          .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g, '<instant>'),
      ),
    });
    const sequence: Step[] = [
      { path: WALLET },
      { method: 'POST', path: TRANSACTIONS, body: { ...debit, transactionReference: 'BROWSER-SAME' } },
      { path: WALLET },
      { path: HISTORY },
      { method: 'POST', path: TRANSACTIONS, body: { ...debit, transactionReference: 'BROWSER-SAME' } },
      { method: 'POST', path: TRANSACTIONS, body: { ...debit, transactionReference: 'BROWSER-SAME', amount: 2000 } },
      { method: 'POST', path: TRANSACTIONS, body: overdraft },
      { path: WALLET, headers: { 'x-api-key': 'no-such-key' } },
      { method: 'POST', path: TRANSACTIONS, body: '{"amount":' },
      { path: WALLET },
    ];
    for (const step of sequence) {
      const headers = step.headers ?? { 'x-api-key': KEY };
      expect(normalized(await fromPage(step)), `${step.method ?? 'GET'} ${step.path}`).toEqual(
        normalized(await send(NODE, { ...step, headers })),
      );
    }
  } finally {
    msw.close();
    await node.close();
  }
}, 120_000);

test("persist: 'indexeddb': a reload keeps a debit, and reset() goes back to the seed", async () => {
  const persisted = (action: 'usePersisted' | 'resetPersisted' | 'restore') =>
    watched.page.evaluate((name) => (globalThis as unknown as { sandbox: SandboxPage }).sandbox[name](), action);
  const opened = async () => {
    await watched.page.waitForFunction(() => (globalThis as { sandbox?: SandboxPage }).sandbox !== undefined);
    await persisted('usePersisted');
  };
  await opened();
  // From the seed, whatever an earlier run of this test left in the profile's IndexedDB.
  await persisted('resetPersisted');
  const seeded = (await call(WALLET)).body.data.availableBalance as number;
  expect((await call(TRANSACTIONS, { ...debit, transactionReference: 'BROWSER-KEPT-1' })).status).toBe(200);
  await watched.page.reload();
  await opened();
  expect((await call(WALLET)).body.data.availableBalance).toBe(seeded - debit.amount);
  // The reference is known to the kept ledger: the replay answers its first answer and posts nothing more.
  expect((await call(TRANSACTIONS, { ...debit, transactionReference: 'BROWSER-KEPT-1' })).status).toBe(200);
  expect((await call(WALLET)).body.data.availableBalance).toBe(seeded - debit.amount);
  await persisted('resetPersisted');
  await watched.page.reload();
  await opened();
  expect((await call(WALLET)).body.data.availableBalance).toBe(seeded);
  await persisted('restore');
}, 120_000);
