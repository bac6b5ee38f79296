import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { control } from '../test/control.js';
import { ENGINES } from '../test/engines.js';
import { servedForBlock } from '../test/harness.js';
import { PRODUCT } from '../test/organizations.js';

/**
 * Each timestamp field has one format, the one the spec's examples show for it, whatever its milliseconds (.130,
 * .100, .000 keep their zeros or have no fraction at all), on its first answer and when read back from storage (a
 * posting's replay, a checkout wallet listed).
 */
const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const post = async (baseUrl: string, body: Record<string, unknown>) => {
  const response = await fetch(`${baseUrl}/api/v1/wallets/account-number/transactions`, {
    method: 'POST',
    headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: PRODUCT,
      accountNumber: '9900012345',
      amount: 1,
      direction: 'CREDIT',
      currency: 'NGN',
      ...body,
    }),
  });
  return ((await response.json()) as { data: { valueDate: string } }).data.valueDate;
};

describe.each(ENGINES)('timestamps on $engine', ({ engine }) => {
  const served = servedForBlock(engine);

  it.for([
    { given: '2099-01-01T09:00:00.130Z', want: '2099-01-01T09:00:00Z' },
    { given: '2099-01-01T09:00:00.100Z', want: '2099-01-01T09:00:00Z' },
    { given: '2099-01-01T09:00:00.000Z', want: '2099-01-01T09:00:00Z' },
    { given: '2099-01-01T09:00:00.424Z', want: '2099-01-01T09:00:00Z' },
    { given: '2099-01-01T09:00:00.123456Z', want: '2099-01-01T09:00:00Z' },
  ])('valueDate $given answers $want, and again from its reference', async ({ given, want }, context) => {
    const running = served.in(context);
    const body = { valueDate: given, transactionReference: `TS-${given.slice(20, -1)}` };
    expect([await post(running.baseUrl, body), await post(running.baseUrl, body)]).toEqual([want, want]);
  });

  it('states a valueDate of now at second precision', async (context) => {
    const running = served.in(context);
    expect(await post(running.baseUrl, { transactionReference: 'TS-NOW' })).toMatch(SECONDS);
  });

  it('states a checkout wallet created, listed and paid with one format per field', async (context) => {
    const running = served.in(context);
    const created = await control(running.baseUrl, 'POST', `/organizations/${ORGANIZATION}/checkout-wallets`, {
      walletName: 'Timestamps',
      expectedAmount: 10,
      customerEmail: 'ts@example.com',
      expiresAt: '2099-01-01T09:00:00.100Z',
    });
    expect(created.status).toBe(201);
    const paid = await fetch(`${running.baseUrl}/api/v1/staging/simulate-inflow`, {
      method: 'POST',
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        beneficiaryAccountName: 'Ada',
        beneficiaryAccountNumber: created.body.walletNumber,
        amount: '10.00',
        narration: 'ts',
      }),
    });
    expect(paid.status).toBe(200);
    const listed = await fetch(
      `${running.baseUrl}/api/v1/checkout-wallet?organizationId=${ORGANIZATION}` +
        `&walletNumber=${created.body.walletNumber}`,
      {
        headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin },
      },
    );
    const [wallet] = (
      (await listed.json()) as {
        data: {
          createdAt: string;
          expiresAt: string;
          usedAt: string;
          walletHistories: { generatedAt: string; usedAt: string }[];
        }[];
      }
    ).data;
    expect(wallet).toMatchObject({
      createdAt: expect.stringMatching(MILLIS),
      expiresAt: '2099-01-01T09:00:00Z',
      usedAt: expect.stringMatching(SECONDS),
      walletHistories: [{ generatedAt: expect.stringMatching(SECONDS), usedAt: expect.stringMatching(SECONDS) }],
    });
  });
});
