// The sandbox behind MSW answers as the sandbox's server does: one sequence of requests goes to both, and every
// answer is compared (status, envelope, the sandbox's headers), only generated ids and instants set aside.
import { loadBundle, pairByName, readOperations, readPairs } from '@waas/spec/pairs';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send as sendStep, type Seen, type Step } from '../test/exchanges.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { createSandboxHandlers, type SandboxHandlers } from './index.js';

const document = loadBundle();
const pairs = readPairs(document);
/** Where the handlers answer; the server answers on its own port. */
const MSW = 'http://sandbox.msw.test';
const KEY = { 'x-api-key': 'sandbox-key-acme-admin' };
const WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const POST = '/api/v1/wallets/account-number/transactions';
const debit = {
  ...(pairByName(pairs, 'postWalletTransaction', 'debitPosted').request.body as { amount: number }),
  transactionReference: 'MSW-PROOF-1',
};
const tooLarge = pairByName(pairs, 'postWalletTransaction', 'insufficientFunds').request.body;
let server: RunningSandbox;
let sandbox: SandboxHandlers;
const msw = setupServer();

/** Every step carries the seeded admin key unless it says otherwise. */
const send = (base: string, step: Step): Promise<Seen> => sendStep(base, { ...step, headers: step.headers ?? KEY });

/** Generated ids and instants differ between two ledgers; everything else must not. */
function normalized(seen: Seen): Seen {
  const text = JSON.stringify(seen.body)
    .replace(/"(id|transactionId)":"[0-9a-f-]{36}"/g, '"$1":"<generated>"')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g, '<instant>');
  return { ...seen, body: JSON.parse(text) };
}

/** The same request to the server and to the handlers: both answers, the handlers' as seen. */
async function both(step: Step): Promise<Seen> {
  const [fromServer, fromHandlers] = [await send(server.baseUrl, step), await send(MSW, step)];
  expect(normalized(fromHandlers)).toEqual(normalized(fromServer));
  return fromHandlers;
}

const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 19);
const HISTORY =
  '/api/v1/wallets/account-number/history?accountNumber=9900012345' + `&startDate=${day(-1)}&endDate=${day(1)}`;
const balance = (seen: Seen) => (seen.body as { data: { availableBalance: number } }).data.availableBalance;

beforeAll(async () => {
  [server, sandbox] = await Promise.all([
    startSandbox({ webhooks: { dispatch: false } }),
    createSandboxHandlers({ baseUrl: MSW }),
  ]);
  msw.use(...sandbox.handlers);
  msw.listen({ onUnhandledRequest: 'bypass' });
}, 60_000);

afterAll(async () => {
  msw.close();
  await Promise.all([server?.close(), sandbox?.close()]);
});

describe('the sandbox behind MSW', () => {
  it(
    'answers a sequence as the server does: a debit lowers the balance and is in the history, ' +
      'a reference answers once, funds and keys are checked',
    async () => {
      const before = await both({ path: WALLET });
      expect(before.status).toBe(200);
      expect((await both({ method: 'POST', path: POST, body: debit })).status).toBe(200);
      const after = await both({ path: WALLET });
      expect(balance(after)).toBe(balance(before) - debit.amount);
      const history = await both({ path: HISTORY });
      expect(JSON.stringify(history.body)).toContain('MSW-PROOF-1');
      expect((await both({ method: 'POST', path: POST, body: debit })).status).toBe(200);
      expect((await both({ method: 'POST', path: POST, body: { ...debit, amount: 2000 } })).status).toBe(409);
      expect(balance(await both({ path: WALLET }))).toBe(balance(after));
      expect(await both({ method: 'POST', path: POST, body: tooLarge })).toMatchObject({
        status: 400,
        body: { code: '51' },
      });
      expect((await both({ path: WALLET, headers: { 'x-api-key': 'no-such-key' } })).status).toBe(401);
      // HEAD on a GET route: the GET's status and headers, no body (Fastify's exposeHeadRoutes on the server).
      expect(await both({ method: 'HEAD', path: WALLET })).toMatchObject({
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: '',
      });
      expect((await both({ method: 'HEAD', path: WALLET, headers: { 'x-api-key': 'no-such-key' } })).status).toBe(401);
      const malformed = await both({ method: 'POST', path: POST, body: '{"amount":' });
      expect(malformed.status).toBe(400);
      expect(malformed.headers['x-sandbox-violations']).toBeDefined();
    },
  );

  it('goes back to the seed on reset', async () => {
    const seeded = pairByName(pairs, 'getWalletById', 'walletRetrieved').response.body as {
      data: { availableBalance: number };
    };
    await send(MSW, { method: 'POST', path: POST, body: { ...debit, transactionReference: 'MSW-PROOF-RESET' } });
    expect(balance(await send(MSW, { path: WALLET }))).toBeLessThan(seeded.data.availableBalance);
    await sandbox.reset();
    expect(balance(await send(MSW, { path: WALLET }))).toBe(seeded.data.availableBalance);
    expect(JSON.stringify((await send(MSW, { path: HISTORY })).body)).not.toContain('MSW-PROOF');
  });

  it('posts a scheduled debit when the clock the test moves reaches its value date', async () => {
    const valueDate = new Date(sandbox.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = { ...debit, transactionReference: 'MSW-PROOF-LATER', valueDate };
    const ledger = (seen: Seen) => (seen.body as { data: { ledgerBalance: number } }).data.ledgerBalance;
    const before = await send(MSW, { path: WALLET });
    expect((await send(MSW, { method: 'POST', path: POST, body: scheduled })).status).toBe(200);
    const held = await send(MSW, { path: WALLET });
    expect([balance(held), ledger(held)]).toEqual([balance(before) - debit.amount, ledger(before)]);
    await send(MSW, { method: 'POST', path: '/api/v1/admin/batch/process-due' });
    expect(ledger(await send(MSW, { path: WALLET }))).toBe(ledger(before));
    await sandbox.clock.advance(2 * 86_400_000);
    await send(MSW, { method: 'POST', path: '/api/v1/admin/batch/process-due' });
    expect(ledger(await send(MSW, { path: WALLET }))).toBe(ledger(before) - debit.amount);
  });

  it('answers every operation of the spec', async () => {
    const unanswered = [];
    for (const { operationId, method, path } of readOperations(document)) {
      const request = new Request(MSW + path.replace(/\{[^}]+\}/g, 'x'), { method: method.toUpperCase() });
      if ((await getResponse(sandbox.handlers, request)) === undefined) unanswered.push(operationId);
    }
    expect(unanswered).toEqual([]);
  });
});
