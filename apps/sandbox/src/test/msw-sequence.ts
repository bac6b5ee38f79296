// One short sequence the handlers answer in every Vitest environment (node, jsdom, happy-dom): each environment's
// test file runs it, so a global an environment replaces (fetch, Request, Response, URL) breaks that file alone.
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandboxHandlers, type SandboxHandlers } from '../msw/index.js';

const pairs = readPairs(loadBundle());
const BASE = 'http://sandbox.environments.test';
const KEY = { 'x-api-key': 'sandbox-key-acme-admin', 'content-type': 'application/json' };
const WALLET = `${BASE}/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6`;
const POST = `${BASE}/api/v1/wallets/account-number/transactions`;
const debit = {
  ...(pairByName(pairs, 'postWalletTransaction', 'debitPosted').request.body as { amount: number }),
  transactionReference: 'MSW-ENVIRONMENT-1',
};
const tooLarge = pairByName(pairs, 'postWalletTransaction', 'insufficientFunds').request.body;

async function send(
  url: string,
  body?: unknown,
): Promise<{ status: number; body: { code?: string; data?: { availableBalance: number } } }> {
  const response = await fetch(
    url,
    body === undefined ? { headers: KEY } : { method: 'POST', headers: KEY, body: JSON.stringify(body) },
  );
  return { status: response.status, body: await response.json() };
}

/** Registers the sequence as one test of the calling file, under the environment that file declares. */
export function answersInThisEnvironment(environment: string): void {
  let sandbox: SandboxHandlers;
  const msw = setupServer();

  beforeAll(async () => {
    sandbox = await createSandboxHandlers({ baseUrl: BASE });
    msw.use(...sandbox.handlers);
    msw.listen({ onUnhandledRequest: 'error' });
  }, 60_000);

  afterAll(async () => {
    msw.close();
    await sandbox?.close();
  });

  it(
    `answers under ${environment}: a read, a debit that lowers the balance, a reference reused with another body ` +
      '(409), funds short (51), an organization made through the control API (201)',
    async () => {
      const before = await send(WALLET);
      expect(before.status).toBe(200);
      expect((await send(POST, debit)).status).toBe(200);
      expect((await send(WALLET)).body.data!.availableBalance).toBe(before.body.data!.availableBalance - debit.amount);
      expect((await send(POST, { ...debit, amount: 2000 })).status).toBe(409);
      expect(await send(POST, tooLarge)).toMatchObject({ status: 400, body: { code: '51' } });
      expect((await send(`${BASE}/sandbox/organizations`, { name: 'Initech' })).status).toBe(201);
    },
  );
}
