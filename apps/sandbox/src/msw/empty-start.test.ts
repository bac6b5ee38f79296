// An empty start: the handlers open with no organization, the test creates its own through the control API the
// handlers answer (as the server does), uses them through the API, and a reset empties the sandbox again.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { send as sendStep, type Seen, type Step as SentStep } from '../test/exchanges.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { createSandboxHandlers, type SandboxHandlers } from './index.js';

/** Where the handlers answer; the server answers on its own port. */
const MSW = 'http://sandbox.empty.test';
const SEEDED_KEY = 'sandbox-key-acme-admin';
const SEEDED_WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const ACME = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
/** A step names the key it sends, if any. */
type Step = Omit<SentStep, 'headers'> & { key?: string };

const send = (base: string, { key, ...step }: Step): Promise<Seen> =>
  sendStep(base, { ...step, headers: key === undefined ? {} : { 'x-api-key': key } });

const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 19);
const history = (accountNumber: string) =>
  `/api/v1/wallets/account-number/history?accountNumber=${accountNumber}&startDate=${day(-1)}&endDate=${day(1)}`;
const debit = (productId: string, accountNumber: string, amount: number) => ({
  productId,
  accountNumber,
  amount,
  direction: 'DEBIT',
  currency: 'NGN',
  transactionReference: 'EMPTY-START-1',
});
const inflow = (accountNumber: string) => ({
  beneficiaryAccountName: 'Peter Gibbons',
  beneficiaryAccountNumber: accountNumber,
  amount: '100.50',
  narration: 'Salary',
});

/**
 * What a test on an empty start does: an organization, its admin key, a wallet group, a product and a wallet made
 * through the control API; the wallet funded by a simulated inflow, debited, read and its history read with the key
 * made; refusals of both APIs; the organization's own clock and reset. Each request is built from this run's own
 * answers (ids, the key, the account number), so it runs alike against any sandbox. Every answer, in order.
 */
async function madeByTheTest(call: (step: Step) => Promise<Seen>): Promise<Seen[]> {
  const seen: Seen[] = [];
  const step = async (request: Step) => {
    const answer = await call(request);
    seen.push(answer);
    return answer.body;
  };
  const organization = await step({ method: 'POST', path: '/sandbox/organizations', body: { name: 'Initech' } });
  const control = `/sandbox/organizations/${organization.id}`;
  const { key } = await step({
    method: 'POST',
    path: `${control}/api-keys`,
    body: { isAdmin: true, label: 'the test' },
  });
  const group = await step({
    method: 'POST',
    path: `${control}/wallet-groups`,
    body: { name: 'Payroll', description: 'Monthly salaries' },
  });
  const product = await step({
    method: 'POST',
    path: `${control}/products`,
    body: { name: 'Card payment', description: 'A purchase by card', direction: 'D' },
  });
  const wallet = await step({
    method: 'POST',
    path: `${control}/wallets`,
    body: { name: 'Peter Gibbons', walletGroupId: group.id, mobNum: '08030000001' },
  });
  const accountNumber: string = wallet.virtualAccount.accountNumber;

  await step({ method: 'POST', path: '/api/v1/staging/simulate-inflow', key, body: inflow(accountNumber) });
  await step({
    method: 'POST',
    path: '/api/v1/wallets/account-number/transactions',
    key,
    body: debit(product.id, accountNumber, 40),
  });
  await step({
    method: 'POST',
    path: '/api/v1/wallets/account-number/transactions',
    key,
    body: debit(product.id, accountNumber, 40),
  });
  await step({
    method: 'POST',
    path: '/api/v1/wallets/account-number/transactions',
    key,
    body: { ...debit(product.id, accountNumber, 1000), transactionReference: 'EMPTY-START-2' },
  });
  await step({ path: `/api/v1/wallets/get/wallet/${wallet.id}`, key });
  await step({ path: history(accountNumber), key });

  await step({ method: 'POST', path: `${control}/wallets`, body: { name: 'Twin', accountNumber } });
  await step({ method: 'POST', path: `${control}/wallet-groups`, body: { description: 'no name' } });
  await step({ method: 'PUT', path: `${control}/clock`, body: '{"offsetSeconds":' });
  await step({ method: 'PUT', path: `${control}/clock`, body: { offsetSeconds: 3600 } });
  await step({ path: `${control}/outbox` });
  await step({ method: 'POST', path: `${control}/reset` });
  await step({ path: `/api/v1/wallets/get/wallet/${wallet.id}`, key });
  await step({ path: `${control}/clock` });
  await step({ path: SEEDED_WALLET, key: SEEDED_KEY });
  return seen;
}

/**
 * The sandbox generates ids, keys, account numbers and inflow references, and each answer has its instant: two runs
 * differ in those alone. Each generated value becomes its place in the order of first appearance (keys read in sorted
 * order: JSON's objects have none, and the server's serializer writes the schema's), so a run that reuses one where
 * the other makes a new one still differs; instants become one word.
 */
function generatedSetAside(run: Seen[]): unknown {
  const names = new Map<string, string>();
  const generated =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|sbx_[A-Za-z0-9_-]+|99\d{8}|INF-\d{8}-[0-9A-F]{8})$/;
  const instant = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, walk((value as Record<string, unknown>)[key])]),
      );
    }
    if (typeof value !== 'string') return value;
    if (generated.test(value)) {
      if (!names.has(value)) names.set(value, `<generated ${names.size + 1}>`);
      return names.get(value);
    }
    return value.replace(instant, '<instant>');
  };
  return walk(run);
}

let sandbox: SandboxHandlers;
const msw = setupServer();
const viaHandlers = (step: Step) => send(MSW, step);

beforeAll(async () => {
  sandbox = await createSandboxHandlers({ baseUrl: MSW, start: 'empty' });
  msw.use(...sandbox.handlers);
  msw.listen({ onUnhandledRequest: 'error' });
}, 60_000);

afterEach(() => sandbox.reset());

afterAll(async () => {
  msw.close();
  await sandbox?.close();
});

describe('the sandbox behind MSW, started empty', () => {
  it('holds no organization: a seeded key is unknown', async () => {
    expect(await viaHandlers({ path: SEEDED_WALLET, key: SEEDED_KEY })).toMatchObject({ status: 401 });
    expect(
      await viaHandlers({ method: 'POST', path: `/sandbox/organizations/${ACME}/api-keys`, body: { isAdmin: true } }),
    ).toMatchObject({ status: 404 });
  });

  it(
    'serves what the test creates: an inflow and a debit move the balance, ' +
      'the history has both, and the organization resets to its creation',
    async () => {
      const run = await madeByTheTest(viaHandlers);
      const statuses = run.map((seen) => seen.status);
      expect(statuses).toEqual([
        201, 201, 201, 201, 201, 200, 200, 200, 400, 200, 200, 409, 400, 400, 200, 200, 200, 404, 200, 401,
      ]);
      const [, , , , wallet, funded, debited, , short, read, entries] = run;
      expect(wallet!.body).toMatchObject({ name: 'Peter Gibbons', availableBalance: 0 });
      expect(funded!.body).toMatchObject({ code: '00' });
      expect(debited!.body).toMatchObject({ data: { availableBalance: 60.5 } });
      expect(short!.body).toMatchObject({ code: '51' });
      expect(read!.body).toMatchObject({ data: { availableBalance: 60.5, ledgerBalance: 60.5 } });
      const transactions = JSON.stringify(entries!.body);
      expect(transactions).toContain('EMPTY-START-1');
      expect(transactions).toContain('Salary');
      const [outbox, clock] = [run[15], run[18]];
      expect(outbox!.body.events.map((event: { type: string }) => event.type)).toEqual([
        'inflow.received',
        'transaction.posted',
      ]);
      expect(clock!.body.offsetSeconds).toBe(0);
    },
  );

  it.each([
    ['reset()', () => sandbox.reset()],
    [
      'POST /sandbox/reset',
      async () => expect(await viaHandlers({ method: 'POST', path: '/sandbox/reset' })).toMatchObject({ status: 200 }),
    ],
  ])('is empty again after %s: what the test made is gone, and the seed is not back', async (_, reset) => {
    const organization = (
      await viaHandlers({ method: 'POST', path: '/sandbox/organizations', body: { name: 'Initrode' } })
    ).body;
    const { key } = (
      await viaHandlers({
        method: 'POST',
        path: `/sandbox/organizations/${organization.id}/api-keys`,
        body: { isAdmin: true },
      })
    ).body;
    expect(await viaHandlers({ path: '/api/v1/admin/batch/process-due', method: 'POST', key })).toMatchObject({
      status: 200,
    });
    await reset();
    expect(await viaHandlers({ method: 'POST', path: '/api/v1/admin/batch/process-due', key })).toMatchObject({
      status: 401,
    });
    expect(
      await viaHandlers({
        method: 'POST',
        path: `/sandbox/organizations/${organization.id}/wallet-groups`,
        body: { name: 'Payroll' },
      }),
    ).toMatchObject({ status: 404 });
    expect(await viaHandlers({ path: SEEDED_WALLET, key: SEEDED_KEY })).toMatchObject({ status: 401 });
  });

  it("resets an organization made with a seeded organization's id to its creation, not to the seed", async () => {
    await viaHandlers({
      method: 'POST',
      path: '/sandbox/organizations',
      body: { id: ACME, name: 'Acme, made by the test' },
    });
    const { key } = (
      await viaHandlers({ method: 'POST', path: `/sandbox/organizations/${ACME}/api-keys`, body: { isAdmin: true } })
    ).body;
    expect(await viaHandlers({ method: 'POST', path: `/sandbox/organizations/${ACME}/reset` })).toMatchObject({
      status: 200,
    });
    expect(await viaHandlers({ path: SEEDED_WALLET, key })).toMatchObject({ status: 404 });
  });
});

describe('the sandbox behind MSW, started empty, against the server started empty', () => {
  let server: RunningSandbox;
  beforeAll(async () => {
    server = await startSandbox({ baseline: 'empty', webhooks: { dispatch: false } });
  }, 60_000);
  afterAll(() => server?.close());

  it('answers what the test creates and does as the server does (generated ids, keys, account numbers and instants ' +
    'set aside)', async () => {
    const fromServer = await madeByTheTest((step) => send(server.baseUrl, step));
    const fromHandlers = await madeByTheTest(viaHandlers);
    expect(fromServer.map((seen) => seen.status)).toContain(201);
    expect(generatedSetAside(fromHandlers)).toEqual(generatedSetAside(fromServer));
  }, 120_000);
});
