import { verify, type WebhookEvent } from '@waas/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control as controlCall } from '../../test/control.js';
import { startSandbox, type RunningSandbox } from '../../test/harness.js';
import { startReceiver, until, type Receiver } from '../../test/receiver.js';
import { webhookValidators } from '../../test/webhook-schemas.js';

const SECRET = 'whsec-every-kind';
const PRODUCT = '00000000-0000-0000-0000-000000000001';
const webhooks = {
  schedule: { delaysMs: [0, 5, 5], scale: 1, jitter: 0 },
  random: () => 0.5,
  pollMs: 5,
  timeoutMs: 2000,
};

/** What a case did: the event it must cause, an id only that event's payload holds, and what its payload must say. */
type Caused = { type: WebhookEvent['type']; subject: string; data: Record<string, unknown> };

describe('every kind of webhook, caused through the API and the control API', () => {
  let running: RunningSandbox;
  let receiver: Receiver;
  let organizationId: string;
  let key: string;
  const validators = webhookValidators();

  const control = (method: string, path: string, body?: unknown) => controlCall(running.baseUrl, method, path, body);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(running.baseUrl + path, {
      method,
      headers: { 'x-api-key': key, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const newWallet = async (name: string) =>
    (await control('POST', `/organizations/${organizationId}/wallets`, { name })).body as {
      id: string;
      virtualAccount: { accountNumber: string };
    };
  const newCheckoutWallet = async (expectedAmount: number) =>
    (
      await control('POST', `/organizations/${organizationId}/checkout-wallets`, {
        walletName: 'Invoice 7',
        expectedAmount,
        customerEmail: 'ada@mail.test',
      })
    ).body as {
      id: string;
      walletNumber: string;
      walletHistories: { checkoutRef: string }[];
    };
  const inflow = (accountNumber: string, amount: string) =>
    api('POST', '/api/v1/staging/simulate-inflow', {
      beneficiaryAccountName: 'Payer',
      beneficiaryAccountNumber: accountNumber,
      amount,
      narration: 'every kind',
    });

  beforeAll(async () => {
    running = await startSandbox({ webhooks });
    receiver = await startReceiver();
    organizationId = (await control('POST', '/organizations', { name: 'Every Kind Ltd' })).body.id;
    key = (await control('POST', `/organizations/${organizationId}/api-keys`, { isAdmin: true })).body.key;
    expect(
      await control('PUT', `/organizations/${organizationId}/webhook`, { url: receiver.url, secret: SECRET }),
    ).toMatchObject({ status: 200 });
  });
  afterAll(async () => {
    await running?.close();
    await receiver?.close();
  });

  const cases: [string, () => Promise<Caused>][] = [
    [
      'inflow.received: an inflow to a wallet',
      async () => {
        const wallet = await newWallet('Inflow Wallet');
        expect((await inflow(wallet.virtualAccount.accountNumber, '120.50')).status).toBe(200);
        return {
          type: 'inflow.received',
          subject: wallet.id,
          data: { walletId: wallet.id, amount: 120.5, ledgerBalance: 120.5 },
        };
      },
    ],
    [
      'transaction.posted: a credit posted now',
      async () => {
        const wallet = await newWallet('Posted Wallet');
        const posted = await api('POST', '/api/v1/wallets/account-number/transactions', {
          productId: PRODUCT,
          amount: 30,
          direction: 'CREDIT',
          currency: 'NGN',
          accountNumber: wallet.virtualAccount.accountNumber,
          transactionReference: 'EVERY-POSTED-1',
        });
        expect(posted.status).toBe(200);
        return {
          type: 'transaction.posted',
          subject: wallet.id,
          data: { walletId: wallet.id, transactionReference: 'EVERY-POSTED-1', amount: 30, status: 'Success' },
        };
      },
    ],
    [
      'transaction.failed: a scheduled credit whose fee the wallet cannot pay when it comes due',
      async () => {
        const wallet = await newWallet('Failing Wallet');
        const scheduled = await api('POST', '/api/v1/wallets/account-number/transactions', {
          productId: PRODUCT,
          amount: 50,
          fee: 75,
          direction: 'CREDIT',
          currency: 'NGN',
          accountNumber: wallet.virtualAccount.accountNumber,
          transactionReference: 'EVERY-FAILED-1',
          valueDate: '2031-01-01T00:00:00Z',
        });
        expect(scheduled).toMatchObject({ status: 200, body: { data: { status: 'Pending' } } });
        await control('PUT', '/clock', { now: '2031-01-01T00:00:01Z' });
        expect((await api('POST', '/api/v1/admin/batch/process-due')).body.data.totalTransactions).toBe(0);
        await control('PUT', '/clock', { offsetSeconds: 0 });
        return {
          type: 'transaction.failed',
          subject: wallet.id,
          data: {
            walletId: wallet.id,
            transactionReference: 'EVERY-FAILED-1',
            amount: 50,
            fee: 75,
            reason: 'belowFloor',
            status: 'Failed',
          },
        };
      },
    ],
    [
      'payment.succeeded: exactly the expected amount to an Active checkout wallet',
      async () => {
        const checkout = await newCheckoutWallet(250);
        expect((await inflow(checkout.walletNumber, '250.00')).body.code).toBe('00');
        return {
          type: 'payment.succeeded',
          subject: checkout.id,
          data: {
            checkoutWalletId: checkout.id,
            checkoutRef: checkout.walletHistories[0]!.checkoutRef,
            amount: 250,
            status: 'Used',
          },
        };
      },
    ],
    [
      'payment.failed: a wrong amount',
      async () => {
        const checkout = await newCheckoutWallet(250);
        expect((await inflow(checkout.walletNumber, '249.99')).status).not.toBe(200);
        return {
          type: 'payment.failed',
          subject: checkout.id,
          data: {
            checkoutWalletId: checkout.id,
            amount: 249.99,
            expectedAmount: 250,
            status: 'Active',
            reason: 'amountMismatch',
          },
        };
      },
    ],
    [
      'payment.failed: a Used checkout wallet paid again',
      async () => {
        const checkout = await newCheckoutWallet(10);
        await inflow(checkout.walletNumber, '10.00');
        await until(
          'payment.succeeded received',
          () =>
            receiver.received.some((r) => r.rawBody.includes(checkout.id) && r.rawBody.includes('payment.succeeded')) ||
            undefined,
        );
        expect((await inflow(checkout.walletNumber, '10.00')).status).not.toBe(200);
        return {
          type: 'payment.failed',
          subject: checkout.id,
          data: { checkoutWalletId: checkout.id, amount: 10, status: 'Used', reason: 'walletUsed' },
        };
      },
    ],
    [
      'wallet.updated: a new name, overdraft and restriction',
      async () => {
        const wallet = await newWallet('Before Rename');
        const updated = await control('PATCH', `/organizations/${organizationId}/wallets/${wallet.id}`, {
          name: 'After Rename',
          overdraft: 25.5,
          walletRestrictionId: 'PND',
        });
        expect(updated).toMatchObject({ status: 200, body: { changed: ['name', 'overdraft', 'walletRestrictionId'] } });
        return {
          type: 'wallet.updated',
          subject: wallet.id,
          data: {
            wallet: expect.objectContaining({
              id: wallet.id,
              name: 'After Rename',
              overdraft: 25.5,
              walletRestrictionId: 'PND',
            }),
            changed: ['name', 'overdraft', 'walletRestrictionId'],
          },
        };
      },
    ],
    [
      'wallet.deleted: a wallet that never moved money',
      async () => {
        const wallet = await newWallet('Short Lived');
        expect(await control('DELETE', `/organizations/${organizationId}/wallets/${wallet.id}`)).toEqual({
          status: 200,
          body: { deleted: true },
        });
        expect((await api('GET', `/api/v1/wallets/get/wallet/${wallet.id}`)).status).toBe(404);
        return {
          type: 'wallet.deleted',
          subject: wallet.id,
          data: { walletId: wallet.id, accountNumber: wallet.virtualAccount.accountNumber, name: 'Short Lived' },
        };
      },
    ],
  ];

  it.each(cases)('%s is delivered, signed, valid against the spec and says what was done', async (_, cause) => {
    const want = await cause();
    const request = await until(`the ${want.type} event of ${want.subject}`, () =>
      receiver.received.find(
        (r) => (JSON.parse(r.rawBody) as WebhookEvent).type === want.type && r.rawBody.includes(want.subject),
      ),
    );
    const event = await verify(request.rawBody, request.headers, SECRET);
    const validate = validators.get(want.type)!;
    expect({ valid: validate(event), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
    expect(event).toMatchObject({ type: want.type, organizationId, data: want.data });
  });

  const refusals: [
    string,
    { given: () => Promise<string>; attempt: (walletId: string) => Promise<{ status: number }>; want: number },
  ][] = [
    [
      'deleting a wallet that moved money',
      {
        given: async () => {
          const wallet = await newWallet('Has History');
          await inflow(wallet.virtualAccount.accountNumber, '1.00');
          return wallet.id;
        },
        attempt: (walletId) => control('DELETE', `/organizations/${organizationId}/wallets/${walletId}`),
        want: 409,
      },
    ],
    [
      'an overdraft the balance is already below',
      {
        given: async () => {
          const wallet = await newWallet('In Overdraft');
          await control('PATCH', `/organizations/${organizationId}/wallets/${wallet.id}`, { overdraft: 10 });
          const debit = await api('POST', '/api/v1/wallets/account-number/transactions', {
            productId: PRODUCT,
            amount: 5,
            direction: 'DEBIT',
            currency: 'NGN',
            accountNumber: wallet.virtualAccount.accountNumber,
            transactionReference: 'EVERY-OVERDRAWN-1',
          });
          expect(debit.body.data).toMatchObject({ availableBalance: -5 });
          return wallet.id;
        },
        attempt: (walletId) =>
          control('PATCH', `/organizations/${organizationId}/wallets/${walletId}`, { overdraft: null }),
        want: 409,
      },
    ],
    [
      'a change to the values the wallet has',
      {
        given: async () => (await newWallet('Same Name')).id,
        attempt: (walletId) =>
          control('PATCH', `/organizations/${organizationId}/wallets/${walletId}`, { name: 'Same Name' }),
        want: 200,
      },
    ],
  ];
  it.each(refusals)('%s writes no event', async (_, { given, attempt, want }) => {
    const walletId = await given();
    const before = (await control('GET', `/organizations/${organizationId}/outbox`)).body.events.length;
    expect((await attempt(walletId)).status).toBe(want);
    expect((await control('GET', `/organizations/${organizationId}/outbox`)).body.events.slice(before)).toEqual([]);
  });
});
