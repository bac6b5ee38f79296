import { expect, test } from 'vitest';
import type { HttpRequest } from '../../core/model.js';
import { beyondFunds } from './beyond-funds.js';

const debit = (body: Record<string, unknown>): HttpRequest => ({
  method: 'POST',
  url: 'http://t.test/api/v1/wallets/account-number/transactions',
  headers: {},
  body: JSON.stringify({ productId: 'p', direction: 'DEBIT', currency: 'NGN', accountNumber: '9900012345', ...body }),
});
const wallet = (data: Record<string, unknown>) =>
  JSON.stringify({
    code: '00',
    success: true,
    data: {
      id: 'w-1',
      availableBalance: 100,
      overdraft: null,
      virtualAccount: { accountNumber: '9900012345' },
      ...data,
    },
  });
const amountOf = (request: HttpRequest | 'unprovokable' | undefined) =>
  typeof request === 'object' ? (JSON.parse(request.body!) as { amount: number }).amount : request;

test.each<[string, { body: Record<string, unknown>; wallet: string }, number | string | undefined]>([
  ['an amount past the balance is sent as it is', { body: { amount: 999_999_999 }, wallet: wallet({}) }, 999_999_999],
  [
    'an amount the wallet could pay is raised one cent past its balance',
    { body: { amount: 50 }, wallet: wallet({ availableBalance: 1_000_000_000.5 }) },
    1_000_000_000.51,
  ],
  [
    'the overdraft counts as what the wallet can pay',
    { body: { amount: 50 }, wallet: wallet({ availableBalance: 10, overdraft: 100 }) },
    110.01,
  ],
  [
    'the fee is taken with the amount',
    { body: { amount: 50, fee: 1.5 }, wallet: wallet({ availableBalance: 100 }) },
    98.51,
  ],
  [
    'exactly what the wallet can pay is not a refusal: one cent more',
    { body: { amount: 100 }, wallet: wallet({}) },
    100.01,
  ],
  [
    'a wallet named by id',
    { body: { accountNumber: undefined, walletId: 'w-1', amount: 5 }, wallet: wallet({}) },
    100.01,
  ],
  [
    'a wallet holding more than any debit may carry: no refusal can be provoked',
    { body: { amount: 5 }, wallet: wallet({ availableBalance: 1_000_000_000_000 }) },
    'unprovokable',
  ],
  [
    'one cent under that bound is still provoked',
    { body: { amount: 5 }, wallet: wallet({ availableBalance: 999_999_999_999.98 }) },
    999_999_999_999.99,
  ],
  [
    'another wallet than the one read: nothing to go on',
    { body: { amount: 5 }, wallet: wallet({ virtualAccount: { accountNumber: '9900099999' } }) },
    undefined,
  ],
  [
    'a wallet answer that is an error: nothing to go on',
    { body: { amount: 5 }, wallet: '{"code":"404","success":false,"data":null}' },
    undefined,
  ],
])('%s', (_name, given, want) => {
  expect(amountOf(beyondFunds(debit(given.body), given.wallet, 100_000_000_000_000))).toBe(want);
});

test('nothing but the amount changes', () => {
  const raised = beyondFunds(debit({ amount: 1, transactionReference: 'R-1' }), wallet({})) as HttpRequest;
  expect({ ...JSON.parse(raised.body!), amount: 1 }).toEqual(
    JSON.parse(debit({ amount: 1, transactionReference: 'R-1' }).body!),
  );
});
