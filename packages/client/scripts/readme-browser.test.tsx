// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, within } from '@testing-library/react';
import { answer, documented, handlers, override } from '@waas/msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { browserRecipes, readmeBrowserBlocks, viteReactTsconfig } from './readme-browser.js';

// The README's ```ts browser and ```tsx browser blocks are files of a Vite + React app (each names its path on its
// first line): written out as such, compiled with Vite's react-ts settings (DOM types, vite/client, no Node types),
// then imported here in jsdom, where @waas/client resolves to the built package and @waas/msw's handlers answer.
// Paths as strings: in jsdom, `URL` is jsdom's, which node:fs does not take.
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(packageRoot, '.readme-browser');
const bin = (name: string) => join(packageRoot, 'node_modules', '.bin', name);
const blocks = readmeBrowserBlocks();

const server = setupServer(...handlers);
const seen: { method: string; url: URL }[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push({ method: request.method, url: new URL(request.url) });
});
const requests = (method: string, path: string) =>
  seen.filter((request) => request.method === method && request.url.pathname === path);
const walletPath = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const historyPath = '/api/v1/wallets/account-number/history';
const postingPath = '/api/v1/wallets/account-number/transactions';

// Only a hang should fail on time: CI shares two cores with other suites.
configure({ asyncUtilTimeout: 15_000 });
beforeAll(() => {
  rmSync(appDir, { recursive: true, force: true });
  for (const { file, code } of blocks) {
    mkdirSync(dirname(join(appDir, file)), { recursive: true });
    writeFileSync(join(appDir, file), code);
  }
  writeFileSync(join(appDir, 'tsconfig.json'), JSON.stringify(viteReactTsconfig, null, 2));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  rmSync(appDir, { recursive: true, force: true });
});

/** A recipe's module, as the app would import it. */
const recipe = async <T,>(file: string): Promise<T> => (await import(/* @vite-ignore */ join(appDir, file))) as T;
const inProvider = (node: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
};

test('the README has the browser recipes: the client, a query, history pages, a posting, the page', () => {
  expect(blocks.map((block) => block.file)).toEqual(browserRecipes);
});

test('the recipes compile as a Vite + React app: DOM types, import.meta.env, no Node types', async () => {
  const run = promisify(execFile)(bin('tsc'), ['-p', join(appDir, 'tsconfig.json')], { timeout: 60_000 });
  const failure = (error: { stdout?: string }) => Promise.reject(new Error(error.stdout));
  await expect(run.catch(failure)).resolves.toBeDefined();
}, 65_000);

describe('the page (src/main.tsx), at a relative base URL', () => {
  let page: HTMLElement;
  beforeAll(async () => {
    page = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    await recipe('src/main.tsx');
  });
  afterAll(() => page.remove());

  test('shows the wallet and its history, asked of the page origin', async () => {
    const view = within(page);
    expect(await view.findByText('Ada Obi: 150000.75')).toBeTruthy();
    expect(await view.findByText('Purchase at Acme Retail: D 2500')).toBeTruthy();
    expect(requests('GET', walletPath).map((request) => request.url.origin)).toContain(window.location.origin);
    expect(requests('GET', historyPath)[0]?.url.searchParams.get('pageNumber')).toBe('1');
    // The range holds now, so a posting made today shows in the history (times without a zone are UTC).
    const query = requests('GET', historyPath)[0]?.url.searchParams;
    const instant = (name: string) => Date.parse(`${query?.get(name)}Z`);
    expect(instant('startDate')).toBeLessThanOrEqual(Date.now());
    expect(instant('endDate')).toBeGreaterThanOrEqual(Date.now());
  });

  // The handlers are stateless, so the proof of invalidation is the refetch itself, not a changed balance.
  test('a posting refetches the wallet and its history', async () => {
    const view = within(page);
    await view.findByText('Purchase at Acme Retail: D 2500');
    const before = { wallet: requests('GET', walletPath).length, history: requests('GET', historyPath).length };
    fireEvent.click(view.getByRole('button', { name: 'Debit 1000' }));
    expect(await view.findByText('Posted')).toBeTruthy();
    const [posting] = requests('POST', postingPath);
    expect(posting?.url.origin).toBe(window.location.origin);
    await expect
      .poll(() => ({ wallet: requests('GET', walletPath).length, history: requests('GET', historyPath).length }), {
        timeout: 15_000,
      })
      .toEqual({ wallet: before.wallet + 1, history: before.history + 1 });
  });
});

test('history pages: More asks for the next pageNumber until the last page', async () => {
  const { body } = documented('getWalletHistory');
  const [entry] = body.data.walletHistories;
  server.use(
    override('getWalletHistory', ({ query }) => {
      const currentPage = Number(query.get('pageNumber'));
      const id = `00000000-0000-4000-8000-00000000000${currentPage}`;
      const walletHistories = [{ ...entry!, id, remarks: `Entry of page ${currentPage}` }];
      const data = { ...body.data, walletHistories, currentPage, totalPages: 2, totalCount: 2 };
      return { status: 200, body: { ...body, data } };
    }),
  );
  const { WalletHistory } = await recipe<{ WalletHistory: (props: { accountNumber: string }) => ReactNode }>(
    'src/wallet-history.tsx',
  );
  const view = within(inProvider(<WalletHistory accountNumber="9900012345" />).container);
  expect(await view.findByText('Entry of page 1: D 2500')).toBeTruthy();
  fireEvent.click(view.getByRole('button', { name: 'More' }));
  expect(await view.findByText('Entry of page 2: D 2500')).toBeTruthy();
  expect(view.getByText('Entry of page 1: D 2500')).toBeTruthy();
  expect(view.queryByRole('button', { name: 'More' })).toBeNull();
});

test('a query refused shows the envelope message', async () => {
  server.use(answer('getWalletById', { status: 404, example: 'accountNotFound' }));
  const { WalletBalance } = await recipe<{ WalletBalance: (props: { walletId: string }) => ReactNode }>(
    'src/wallet-balance.tsx',
  );
  const view = within(inProvider(<WalletBalance walletId="3fa85f64-5717-4562-b3fc-2c963f66afa6" />).container);
  expect((await view.findByRole('alert')).textContent).toBe('Account not found');
});

test('a refused posting says why, by its envelope code', async () => {
  server.use(answer('postWalletTransaction', { status: 400, example: 'insufficientFunds' }));
  type Props = { walletId: string; accountNumber: string; amount: number };
  const { DebitButton } = await recipe<{ DebitButton: (props: Props) => ReactNode }>('src/debit-button.tsx');
  const button = (
    <DebitButton walletId="3fa85f64-5717-4562-b3fc-2c963f66afa6" accountNumber="9900012345" amount={999999999} />
  );
  const view = within(inProvider(button).container);
  fireEvent.click(view.getByRole('button', { name: 'Debit 999999999' }));
  expect((await view.findByRole('alert')).textContent).toBe('Not enough in the wallet');
});
