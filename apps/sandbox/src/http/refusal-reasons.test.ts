import { beforeAll, describe, expect, it } from 'vitest';
import { VIOLATIONS_HEADER, type Violation } from '../contract/violations.js';
import { PRODUCT } from '../test/organizations.js';
import { injectAsAdmin } from '../test/harness.js';
import { loggedApp } from '../test/logged-app.js';

/**
 * Every refusal the domain makes of a request the spec's schemas let through comes with why, as the schema's own
 * refusals do: in `x-sandbox-violations` and in the log at warn. The envelope stays the documented one. The cases run
 * in order on one sandbox: some need the state the ones before them left (a wallet near the balance limit, a paid
 * checkout wallet). The domain's other refusals of a posting (an amount or fee past toMinor, no wallet named) are
 * made by the schema first.
 */
const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const ACCOUNT = '9900012345';
const TRANSACTIONS = '/api/v1/wallets/account-number/transactions';
const INFLOW = '/api/v1/staging/simulate-inflow';
const TRILLION = 1_000_000_000_000;
const BEYOND_LIMIT = 'would take a balance past 9999999999999.99, the most the ledger states exactly';
const NOT_AN_INSTANT =
  'must be an ISO 8601 date or date-time that exists (a day of the calendar, hours up to 23, seconds up to 59)';
const INSUFFICIENT = 'is more than the available balance (with the fee, for a debit)';

interface Request {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: unknown;
}

const posting = (more: Record<string, unknown>): Request => ({
  method: 'POST',
  url: TRANSACTIONS,
  body: { productId: PRODUCT, accountNumber: ACCOUNT, amount: 1, direction: 'DEBIT', currency: 'NGN', ...more },
});
const inflow = (accountNumber: string, amount: string): Request => ({
  method: 'POST',
  url: INFLOW,
  body: { beneficiaryAccountName: 'Ada', beneficiaryAccountNumber: accountNumber, amount, narration: 'why' },
});
const history = (startDate: string, endDate: string): Request => ({
  method: 'GET',
  url: `/api/v1/wallets/account-number/history?accountNumber=${ACCOUNT}&startDate=${startDate}&endDate=${endDate}`,
});
const checkoutList = (query: string): Request => ({
  method: 'GET',
  url: `/api/v1/checkout-wallet?organizationId=${ORGANIZATION}&${query}`,
});

/** Filled in beforeAll: an Active checkout wallet of the organization, paid by a case below. */
let checkout = { walletNumber: '', expectedAmount: 0 };

const cases: {
  given: string;
  before?: () => Request[];
  request: () => Request;
  want: { status: number; code: string | number; violation: Violation };
}[] = [
  {
    given: 'a posting in another currency than the wallet',
    request: () => posting({ currency: 'USD' }),
    want: {
      status: 400,
      code: '400',
      violation: { in: 'body', pointer: '/currency', message: "must be the wallet's currency, NGN" },
    },
  },
  {
    given: 'a posting with a value date on a leap second',
    request: () => posting({ valueDate: '2030-06-30T23:59:60Z' }),
    want: { status: 400, code: '400', violation: { in: 'body', pointer: '/valueDate', message: NOT_AN_INSTANT } },
  },
  {
    given: 'a debit beyond the available balance',
    request: () => posting({ amount: 1_000_000_000, transactionReference: 'WHY-POOR-1' }),
    want: { status: 400, code: '51', violation: { in: 'body', pointer: '/amount', message: INSUFFICIENT } },
  },
  {
    given: 'the same debit again, answered from its reference',
    request: () => posting({ amount: 1_000_000_000, transactionReference: 'WHY-POOR-1' }),
    want: { status: 400, code: '51', violation: { in: 'body', pointer: '/amount', message: INSUFFICIENT } },
  },
  {
    given: 'a credit past the balance limit',
    // 9,999,999,150,000.75 on the wallet: a trillion more is past the limit, 500 million more too.
    before: () => [
      ...Array.from({ length: 9 }, () => posting({ amount: TRILLION, direction: 'CREDIT' })),
      posting({ amount: TRILLION - 1_000_000, direction: 'CREDIT' }),
    ],
    request: () => posting({ amount: TRILLION, direction: 'CREDIT' }),
    want: { status: 400, code: '400', violation: { in: 'body', pointer: '/amount', message: BEYOND_LIMIT } },
  },
  {
    given: 'a credit past the balance limit, scheduled',
    request: () => posting({ amount: TRILLION, direction: 'CREDIT', valueDate: '2099-01-01T09:00:00Z' }),
    want: { status: 400, code: '400', violation: { in: 'body', pointer: '/amount', message: BEYOND_LIMIT } },
  },
  {
    given: 'an inflow past the balance limit',
    request: () => inflow(ACCOUNT, '500000000.00'),
    want: { status: 400, code: '400', violation: { in: 'body', pointer: '/amount', message: BEYOND_LIMIT } },
  },
  {
    given: 'an inflow to an account number of no wallet',
    request: () => inflow('9900099999', '10.00'),
    want: {
      status: 400,
      code: '03',
      violation: {
        in: 'body',
        pointer: '/beneficiaryAccountNumber',
        message: "is neither a customer wallet's nor a checkout wallet's account number in the organization",
      },
    },
  },
  {
    given: 'an inflow to a checkout wallet, not its expected amount',
    request: () => inflow(checkout.walletNumber, '1.00'),
    want: {
      status: 400,
      code: '03',
      violation: { in: 'body', pointer: '/amount', message: "must be the checkout wallet's expectedAmount, 250" },
    },
  },
  {
    given: 'an inflow to a checkout wallet already paid',
    before: () => [inflow(checkout.walletNumber, '250.00')],
    request: () => inflow(checkout.walletNumber, '250.00'),
    want: {
      status: 400,
      code: '03',
      violation: {
        in: 'body',
        pointer: '/beneficiaryAccountNumber',
        message: 'is a checkout wallet that is Used: only an Active one takes a payment',
      },
    },
  },
  {
    given: "an inflow to an expired checkout wallet (the seed's)",
    request: () => inflow('8800012345', '25000.00'),
    want: {
      status: 400,
      code: '03',
      violation: {
        in: 'body',
        pointer: '/beneficiaryAccountNumber',
        message: 'is a checkout wallet that is Expired: only an Active one takes a payment',
      },
    },
  },
  {
    given: 'a history whose start is after its end',
    request: () => history('2030-01-01T00:00:00', '2020-01-01T00:00:00'),
    want: {
      status: 400,
      code: '400',
      violation: { in: 'query', pointer: '/endDate', message: 'must not be before startDate (2030-01-01T00:00:00)' },
    },
  },
  {
    given: 'a history starting on a leap second',
    request: () => history('2016-12-31T23:59:60', '2020-01-01T00:00:00'),
    want: { status: 400, code: '400', violation: { in: 'query', pointer: '/startDate', message: NOT_AN_INSTANT } },
  },
  {
    given: 'a history ending on a day that does not exist',
    request: () => history('2024-01-01', '2024-02-30'),
    want: { status: 400, code: '400', violation: { in: 'query', pointer: '/endDate', message: NOT_AN_INSTANT } },
  },
  {
    given: 'a checkout list from a leap second',
    request: () => checkoutList('fromDate=2016-12-31T23:59:60Z'),
    want: { status: 400, code: 400, violation: { in: 'query', pointer: '/fromDate', message: NOT_AN_INSTANT } },
  },
  {
    given: 'a checkout list to a leap second',
    request: () => checkoutList('toDate=2016-12-31T23:59:60Z'),
    want: { status: 400, code: 400, violation: { in: 'query', pointer: '/toDate', message: NOT_AN_INSTANT } },
  },
  {
    given: 'an update of a product the organization does not have',
    request: () => ({
      method: 'PATCH',
      url: '/api/v1/products/update',
      body: { id: '00000000-0000-4000-8000-000000000000', name: 'x', description: 'x', direction: 'D', isActive: true },
    }),
    want: {
      status: 400,
      code: '404',
      violation: { in: 'body', pointer: '/id', message: 'is no product of the organization' },
    },
  },
];

describe('a refusal after the schema says why', () => {
  const { lines, app } = loggedApp();
  const send = (request: Request) => injectAsAdmin(app(), request);

  beforeAll(async () => {
    const created = await app().inject({
      method: 'POST',
      url: `/sandbox/organizations/${ORGANIZATION}/checkout-wallets`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        walletName: 'Why',
        expectedAmount: 250,
        customerEmail: 'why@example.com',
        expiresInSeconds: 3600,
      }),
    });
    expect(created.statusCode).toBe(201);
    checkout = created.json();
  });
  it.for(cases)('$given', async ({ before, request, want }) => {
    for (const step of before?.() ?? []) expect((await send(step)).statusCode).toBe(200);
    lines.length = 0;
    const response = await send(request());
    const body = response.json();
    expect({ status: response.statusCode, code: body.code ?? body.statusCode }).toEqual({
      status: want.status,
      code: want.code,
    });
    expect(JSON.parse(String(response.headers[VIOLATIONS_HEADER]))).toEqual([want.violation]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'request refused', violations: [want.violation] }),
    ]);
  });
});
