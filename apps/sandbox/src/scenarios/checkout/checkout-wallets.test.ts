import type { CheckoutWallet } from '@waas/types';
import { pairByName } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { checkoutWalletAfterReset, control } from '../../test/control.js';
import { ENGINES } from '../../test/engines.js';
import { checkoutBalances } from '../../test/organizations.js';
import { servedForBlock } from '../../test/harness.js';
import { pairs } from '../../test/pairs.js';
import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';

const listed = pairByName(pairs, 'listCheckoutWallets', 'walletsListed');
const ORGANIZATION = (listed.request.query as { organizationId: string }).organizationId;
const [example] = (listed.response.body as { data: CheckoutWallet[] }).data;
const accountNotValid = pairByName(pairs, 'simulateInflow', 'accountNotValid').response.body;
const funded = pairByName(pairs, 'simulateInflow', 'funded').response.body;

/** The spec example's wallet as a creation request: the same amount, customer and fixed split. */
const newWallet = (expiresInSeconds: number) => ({
  walletName: example!.walletName,
  expectedAmount: example!.expectedAmount,
  customerEmail: example!.customerEmail,
  customerName: example!.customerName,
  invoiceReference: example!.invoiceReference,
  metadata: { orderId: '1001' },
  splitConfigurations: example!.splitConfigurations.map(({ splitValue, feeValue, feeBearer, beneficiary }) => ({
    splitValue,
    feeValue,
    feeBearer,
    beneficiary: {
      beneficiaryName: beneficiary.beneficiaryName,
      accountNumber: beneficiary.accountNumber,
      bankCode: beneficiary.bankCode,
      beneficiaryAlias: beneficiary.beneficiaryAlias,
    },
  })),
  expiresInSeconds,
});

describe.each(ENGINES)('the checkout wallet lifecycle on $engine', ({ engine }) => {
  const served = servedForBlock(engine, { webhooks: { dispatch: false } });

  const api = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const headers: Record<string, string> = { 'x-api-key': DEFAULT_DEMO_KEYS.admin };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(served.current!.baseUrl + path, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  };
  const pay = (walletNumber: string, amount: string) =>
    api('POST', '/api/v1/staging/simulate-inflow', {
      beneficiaryAccountName: 'Ada Obi',
      beneficiaryAccountNumber: walletNumber,
      amount,
      narration: 'Invoice INV-1001',
    });
  const listedWallet = async (walletNumber: string): Promise<CheckoutWallet> => {
    const { status, body } = await api(
      'GET',
      `/api/v1/checkout-wallet?organizationId=${ORGANIZATION}&walletNumber=${walletNumber}`,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    return body.data[0];
  };
  const brokenInvariants = async () => (await control(served.current!.baseUrl, 'GET', '/invariants')).body.broken;
  const balances = () => checkoutBalances(served.current!.sandbox.engine, ORGANIZATION);

  it(
    'paid with exactly its amount: Used, the split ' + 'posted in double entry, an inflow event written',
    async (context) => {
      const running = served.in(context);
      const wallet = await checkoutWalletAfterReset(running, ORGANIZATION, newWallet(3600));
      expect(wallet).toMatchObject({
        status: 'Active',
        usedAt: null,
        expiredAt: null,
        reactivatedAt: null,
        expectedAmount: 25000,
        metadata: '{"orderId":"1001"}',
        splitType: 'Fixed',
      });
      expect(wallet.walletNumber).toMatch(/^88[0-9]{8}$/);
      expect(wallet.walletHistories.map((h) => [h.status, h.expectedAmount, h.transactionId])).toEqual([
        ['Active', 25000, null],
      ]);
      expect(await listedWallet(wallet.walletNumber)).toEqual(wallet);

      // A wrong amount is refused like an unknown account, and changes nothing.
      expect(await pay(wallet.walletNumber, '24999.99')).toEqual({ status: 400, body: accountNotValid });
      expect(await listedWallet(wallet.walletNumber)).toEqual(wallet);
      expect(await balances()).toEqual({});

      expect(await pay(wallet.walletNumber, '25000')).toEqual({ status: 200, body: funded });
      const used = await listedWallet(wallet.walletNumber);
      expect(used.status).toBe('Used');
      expect(used.usedAt).not.toBeNull();
      expect(used.walletHistories.map((h) => [h.status, h.usedAt, h.checkoutRef])).toEqual([
        ['Used', used.usedAt, wallet.walletHistories[0]!.checkoutRef],
      ]);
      // 25000 in: 19950 and 5000 owed to the beneficiaries, the 50 fee to the fee wallet, nothing left over.
      expect(await balances()).toEqual({ collection: 0, settlement: 2_495_000, fees: 5_000 });
      expect(await brokenInvariants()).toEqual([]);

      const log = (await control(running.baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events`)).body
        .events as DeliveryLogEntry[];
      const eventsOf = (type: string) =>
        log.filter((e) => e.type === type && JSON.stringify(e.event).includes(wallet.id)).map((e) => e.event);
      expect(eventsOf('inflow.received')).toMatchObject([
        {
          data: {
            transactionReference: wallet.walletHistories[0]!.checkoutRef,
            accountNumber: wallet.walletNumber,
            walletId: wallet.id,
            amount: 25000,
            currency: 'NGN',
          },
        },
      ]);
      expect(eventsOf('payment.failed')).toMatchObject([
        {
          data: {
            checkoutWalletId: wallet.id,
            amount: 24999.99,
            expectedAmount: 25000,
            status: 'Active',
            reason: 'amountMismatch',
          },
        },
      ]);
      expect(eventsOf('payment.succeeded')).toMatchObject([
        {
          data: {
            checkoutWalletId: wallet.id,
            checkoutRef: wallet.walletHistories[0]!.checkoutRef,
            amount: 25000,
            status: 'Used',
          },
        },
      ]);
      const transfer = await api(
        'GET',
        `/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/${wallet.walletHistories[0]!.checkoutRef}`,
      );
      expect(transfer.status).toBe(200);

      // Used is final: a second payment is refused and moves nothing.
      expect(await pay(wallet.walletNumber, '25000')).toEqual({ status: 400, body: accountNotValid });
      expect(await balances()).toEqual({ collection: 0, settlement: 2_495_000, fees: 5_000 });
      expect(await brokenInvariants()).toEqual([]);
    },
  );

  it(
    'expires when the sandbox clock passes ' + 'expiresAt, refuses payment, and is paid once reactivated',
    async (context) => {
      const running = served.in(context);
      const wallet = await checkoutWalletAfterReset(running, ORGANIZATION, newWallet(60));
      expect((await listedWallet(wallet.walletNumber)).status).toBe('Active');

      expect(await control(running.baseUrl, 'PUT', '/clock', { offsetSeconds: 120 })).toMatchObject({ status: 200 });
      const expired = await listedWallet(wallet.walletNumber);
      expect(expired).toMatchObject({ status: 'Expired', expiredAt: wallet.expiresAt, usedAt: null });
      expect(expired.walletHistories.map((h) => h.status)).toEqual(['Expired']);
      const { body: onlyExpired } = await api(
        'GET',
        `/api/v1/checkout-wallet?organizationId=${ORGANIZATION}&status=Expired`,
      );
      expect((onlyExpired.data as CheckoutWallet[]).map((w) => w.walletNumber)).toContain(wallet.walletNumber);

      expect(await pay(wallet.walletNumber, '25000')).toEqual({ status: 400, body: accountNotValid });
      expect(await balances()).toEqual({});

      const reactivated = await control(
        running.baseUrl,
        'POST',
        `/organizations/${ORGANIZATION}/checkout-wallets/${wallet.id}/reactivate`,
        { expiresInSeconds: 600 },
      );
      expect(reactivated.status).toBe(200);
      expect(reactivated.body).toMatchObject({ status: 'Active', expiredAt: null });
      expect(reactivated.body.reactivatedAt).not.toBeNull();
      const generations = (reactivated.body as CheckoutWallet).walletHistories;
      expect(generations.map((h) => h.status)).toEqual(['Expired', 'Active']);
      expect(generations[1]!.checkoutRef).not.toBe(generations[0]!.checkoutRef);
      expect(
        await control(
          running.baseUrl,
          'POST',
          `/organizations/${ORGANIZATION}/checkout-wallets/${wallet.id}/reactivate`,
          {},
        ),
      ).toMatchObject({ status: 409 });

      expect(await pay(wallet.walletNumber, '25000')).toEqual({ status: 200, body: funded });
      const used = await listedWallet(wallet.walletNumber);
      expect(used.walletHistories.map((h) => [h.status, h.transactionId === null])).toEqual([
        ['Expired', true],
        ['Used', false],
      ]);
      expect(await balances()).toEqual({ collection: 0, settlement: 2_495_000, fees: 5_000 });
      expect(await brokenInvariants()).toEqual([]);
    },
  );

  it('pays a wallet once when eight payments of it arrive at the same time', async (context) => {
    const running = served.in(context);
    const wallet = await checkoutWalletAfterReset(running, ORGANIZATION, newWallet(3600));
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(wallet.walletNumber, '25000')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await balances()).toEqual({ collection: 0, settlement: 2_495_000, fees: 5_000 });
    expect((await listedWallet(wallet.walletNumber)).walletHistories.map((h) => h.status)).toEqual(['Used']);
    expect(await brokenInvariants()).toEqual([]);
  });

  it.for([
    {
      name: 'splits above the expected amount',
      organization: ORGANIZATION,
      body: { ...newWallet(60), expectedAmount: 20000 },
      status: 400,
    },
    {
      name: 'an expiry in the past',
      organization: ORGANIZATION,
      body: { ...newWallet(60), expiresInSeconds: undefined, expiresAt: '2020-01-01T00:00:00Z' },
      status: 400,
    },
    {
      name: 'a split type other than Fixed',
      organization: ORGANIZATION,
      body: { ...newWallet(60), splitType: 'Percentage' },
      status: 400,
    },
    {
      name: 'an amount with three decimals',
      organization: ORGANIZATION,
      body: { ...newWallet(60), expectedAmount: 25000.005 },
      status: 400,
    },
    {
      name: 'an unknown organization',
      organization: '00000000-0000-4000-8000-000000000000',
      body: newWallet(60),
      status: 404,
    },
  ])('refuses to create a wallet with $name', async ({ organization, body, status }, context) => {
    const running = served.in(context);
    // JSON drops the undefined fields, as a client would.
    expect(
      (
        await control(
          running.baseUrl,
          'POST',
          `/organizations/${organization}/checkout-wallets`,
          JSON.parse(JSON.stringify(body)),
        )
      ).status,
    ).toBe(status);
  });
});
