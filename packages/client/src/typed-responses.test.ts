// The types catch what a developer gets wrong. Each `@ts-expect-error` below fails `pnpm test` (the typecheck task)
// the day the mistake compiles again; the runtime half checks the same values are what the example pairs answer.
import type { components } from '@waas/types';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { createWalletApi } from './create-wallet-api.js';
import { fakeFetch, json } from './fixtures/fake-fetch.js';

type Wallet = components['schemas']['Wallet'];
type PostedTransaction = components['schemas']['PostedTransaction'];

const pairs = readPairs(loadBundle());
const walletRetrieved = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const posted = pairByName(pairs, 'postWalletTransaction', 'transactionPosted');
const walletId = String(walletRetrieved.request.pathParams.walletId);

const apiAnswering = (body: unknown) =>
  createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', fetch: fakeFetch(() => json(body, 200)).fetch });

describe('the methods named after operations', () => {
  test("return exactly the operation's data", async () => {
    const wallet = await apiAnswering(walletRetrieved.response.body).getWalletById({ params: { path: { walletId } } });
    expectTypeOf(wallet).toEqualTypeOf<Wallet>();
    expect(wallet.availableBalance).toBe((walletRetrieved.response.body as { data: Wallet }).data.availableBalance);
    // @ts-expect-error a misspelled field of the wallet
    expect(wallet.availabelBalance).toBeUndefined();
    // @ts-expect-error a misspelled field of the wallet
    expect(wallet.nmae).toBeUndefined();
  });

  test('type a posting as the spec does', async () => {
    const done = await apiAnswering(posted.response.body).postWalletTransaction({ body: posted.request.body as never });
    expectTypeOf(done).toEqualTypeOf<PostedTransaction>();
    // @ts-expect-error a misspelled field of the posted transaction
    expect(done.trasnactionId).toBeUndefined();
  });
});

describe("openapi-fetch's raw style", () => {
  test("types the envelope's own fields and its data", async () => {
    const { data } = await apiAnswering(walletRetrieved.response.body).GET('/api/v1/wallets/get/wallet/{walletId}', {
      params: { path: { walletId } },
    });
    expectTypeOf(data!.code).toEqualTypeOf<string>();
    expectTypeOf(data!.success).toEqualTypeOf<boolean>();
    expectTypeOf(data!.data).toEqualTypeOf<Wallet>();
    expect(data?.data.name).toBe((walletRetrieved.response.body as { data: Wallet }).data.name);
    // @ts-expect-error a misspelled field of the envelope's data
    expect(data?.data.availabelBalance).toBeUndefined();
    // @ts-expect-error a misspelled field of the envelope
    expect(data?.sucess).toBeUndefined();
  });
});

describe('request bodies', () => {
  test('name the wallet, by account number or by id, as the sandbox requires', () => {
    type Body = components['schemas']['TransactionToPost'];
    const base = { productId: 'p', amount: 1, direction: 'DEBIT', currency: 'NGN' } as const;
    expectTypeOf({ ...base, accountNumber: '9900012345' }).toMatchTypeOf<Body>();
    expectTypeOf({ ...base, walletId: walletId }).toMatchTypeOf<Body>();
    // @ts-expect-error neither the account number nor the wallet id
    const nameless: Body = { ...base };
    expect(nameless).toEqual(base);
  });
});
