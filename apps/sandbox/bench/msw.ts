import { performance } from 'node:perf_hooks';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import type * as MswNode from 'msw/node';
import type * as SandboxMsw from '../src/msw/index.js';
import type { DispatcherRow } from './dispatcher.js';

/**
 * The sandbox behind MSW, from the build as a test imports it: opening, postings a second through the handlers, reset.
 */
const BASE = 'http://sandbox.bench.test';
const KEY = { 'x-api-key': 'sandbox-key-acme-admin', 'content-type': 'application/json' };
const WALLET = `${BASE}/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6`;
const POST = `${BASE}/api/v1/wallets/account-number/transactions`;
const POSTINGS = Number(process.env.WAAS_BENCH_MSW_POSTINGS ?? 500);
const RESETS = 5;
/** The build, as a test imports the package; typed from the source, so typechecking needs no build. */
const BUILT = new URL('../dist/msw/index.js', import.meta.url).href;
/** The spec's debit for 1 (minor unit), so every posting of the run fits the seeded balance. */
const debit = {
  ...(pairByName(readPairs(loadBundle()), 'postWalletTransaction', 'debitPosted').request.body as object),
  amount: 1,
};

interface Opened {
  close(): Promise<void>;
  reset(): Promise<void>;
  server: MswNode.SetupServer;
}

/**
 * createSandboxHandlers, setupServer(...).listen() and one wallet read answered: the milliseconds until that answer.
 */
async function open(
  create: typeof SandboxMsw.createSandboxHandlers,
  setupServer: typeof MswNode.setupServer,
): Promise<{ ms: number; opened: Opened }> {
  const start = performance.now();
  const sandbox = await create({ baseUrl: BASE });
  const server = setupServer(...sandbox.handlers);
  server.listen({ onUnhandledRequest: 'bypass' });
  const response = await fetch(WALLET, { headers: KEY });
  if (response.status !== 200) throw new Error(`first read answered ${response.status}`);
  await response.arrayBuffer();
  return {
    ms: performance.now() - start,
    opened: { close: () => sandbox.close(), reset: () => sandbox.reset(), server },
  };
}

/** POSTINGS debits of 1 (each its own reference), `concurrency` at a time: postings a second. */
async function post(concurrency: number, run: string): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < POSTINGS) {
      const i = next++;
      const body = { ...debit, transactionReference: `MSW-BENCH-${run}-${i}` };
      const response = await fetch(POST, { method: 'POST', headers: KEY, body: JSON.stringify(body) });
      if (response.status !== 200)
        throw new Error(`posting ${i} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return POSTINGS / ((performance.now() - start) / 1000);
}

export async function mswRows(): Promise<DispatcherRow[]> {
  // Imported here, so the first opening pays for loading the package as a test's first use of it does.
  const start = performance.now();
  const [{ createSandboxHandlers }, { setupServer }] = await Promise.all([
    import(BUILT) as Promise<typeof SandboxMsw>,
    import('msw/node'),
  ]);
  const loadMs = performance.now() - start;
  const cold = await open(createSandboxHandlers, setupServer);
  cold.opened.server.close();
  await cold.opened.close();
  const warm = await open(createSandboxHandlers, setupServer);
  try {
    const sequential = await post(1, 'sequential');
    const concurrent = await post(16, 'concurrent');
    const resets: number[] = [];
    for (let i = 0; i < RESETS; i++) {
      const at = performance.now();
      await warm.opened.reset();
      resets.push(performance.now() - at);
    }
    const reset = resets.sort((a, b) => a - b)[Math.floor(RESETS / 2)]!;
    return [
      {
        measure: 'MSW: import, createSandboxHandlers, listen, first answer (first in the process)',
        value: `${Math.round(loadMs + cold.ms)} ms`,
        goal: 'reported',
        met: null,
        detail: { importMs: loadMs, openMs: cold.ms },
      },
      {
        measure: 'MSW: createSandboxHandlers, listen, first answer (a second instance)',
        value: `${Math.round(warm.ms)} ms`,
        goal: '< 1000 ms',
        met: warm.ms < 1000,
        detail: { ms: warm.ms },
      },
      {
        measure: `MSW: postings through the handlers, one at a time (${POSTINGS})`,
        value: `${Math.round(sequential)}/s`,
        goal: 'reported',
        met: null,
        detail: { perSecond: sequential },
      },
      {
        measure: `MSW: postings through the handlers, 16 at once (${POSTINGS})`,
        value: `${Math.round(concurrent)}/s`,
        goal: 'reported',
        met: null,
        detail: { perSecond: concurrent },
      },
      {
        measure: `MSW: reset (median of ${RESETS})`,
        value: `${Math.round(reset)} ms`,
        goal: 'reported',
        met: null,
        detail: { min: resets[0]!, median: reset, max: resets[RESETS - 1]! },
      },
    ];
  } finally {
    warm.opened.server.close();
    await warm.opened.close();
  }
}
