import { randomUUID } from 'node:crypto';
import type { CheckoutWallet, PrefixMapping } from '@waas/types';
import { pairByName } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { OTHER_ORGANIZATION } from '../seed/seed.js';
import { insertPrefixMapping } from '../storage/checkout.js';
import { control } from '../test/control.js';
import { ENGINES } from '../test/engines.js';
import { serveOn, type RunningSandbox } from '../test/harness.js';
import { pairs } from '../test/pairs.js';
import { postgresSkipReason } from '../test/postgres.js';

const answer = (operationId: string, name: string) => pairByName(pairs, operationId, name).response.body;
const ACME = (pairByName(pairs, 'listCheckoutWallets', 'walletsListed').request.query as { organizationId: string })
  .organizationId;
const GLOBEX = OTHER_ORGANIZATION.id;
const LISTS = [
  { operationId: 'listCheckoutWallets', path: '/api/v1/checkout-wallet' },
  { operationId: 'listPrefixMappings', path: '/api/v1/prefix-map/me' },
];
const wallet = (
  invoiceReference: string,
  beneficiary = { beneficiaryName: 'Acme Logistics', accountNumber: '0234567891', bankCode: '044' },
) => ({
  walletName: `Invoice ${invoiceReference}`,
  expectedAmount: 1000,
  customerEmail: 'ada.obi@mail.test',
  invoiceReference,
  splitConfigurations: [{ splitValue: 400, feeValue: 10, feeBearer: true, beneficiary }],
});

describe.each(ENGINES)('checkout wallets, prefix mappings and the payout enquiry on $engine', ({ engine }) => {
  let running: RunningSandbox | undefined;
  const acmeInvoices = Array.from({ length: 12 }, (_, i) => `INV-${2001 + i}`);

  beforeAll(async () => {
    running = await serveOn(engine, { webhooks: { dispatch: false } });
    if (!running) return;
    for (const invoice of acmeInvoices)
      await control(running.baseUrl, 'POST', `/organizations/${ACME}/checkout-wallets`, wallet(invoice));
    await control(running.baseUrl, 'POST', `/organizations/${GLOBEX}/checkout-wallets`, wallet('GLX-1'));
    await control(
      running.baseUrl,
      'POST',
      `/organizations/${ACME}/checkout-wallets`,
      wallet('INV-3001', { beneficiaryName: 'Zenith Supplies', accountNumber: '1112223334', bankCode: '057' }),
    );
    await running.sandbox.engine.unitOfWork(async (sql) => {
      for (let i = 0; i < 11; i++) {
        await insertPrefixMapping(sql, {
          id: randomUUID(),
          organization_id: ACME,
          secondary_prefix: String(700 + i),
          primary_prefix_id: randomUUID(),
          primary_prefix_code: '770',
          alias: `branch-${i}`,
        });
      }
    });
  });
  afterAll(async () => {
    await running?.close();
  });

  const get = async (path: string, key: string = DEFAULT_DEMO_KEYS.admin): Promise<{ status: number; body: any }> => {
    const response = await fetch(running!.baseUrl + path, { headers: { 'x-api-key': key } });
    return { status: response.status, body: await response.json() };
  };

  describe.each(LISTS)('isolation of $operationId', ({ operationId, path }) => {
    it.for([
      {
        name: "another organization's key asking for the examples' organization",
        key: DEFAULT_DEMO_KEYS.other,
        organizationId: ACME,
      },
      {
        name: "the examples' organization's key asking for another organization",
        key: DEFAULT_DEMO_KEYS.admin,
        organizationId: GLOBEX,
      },
    ])('refuses $name with the documented 403', async ({ key, organizationId }, context) => {
      if (!running) return context.skip(postgresSkipReason());
      expect(await get(`${path}?organizationId=${organizationId}`, key)).toEqual({
        status: 403,
        body: answer(operationId, 'otherOrganization'),
      });
    });

    it('serves each organization its own items only', async (context) => {
      if (!running) return context.skip(postgresSkipReason());
      for (const [key, organizationId] of [
        [DEFAULT_DEMO_KEYS.admin, ACME],
        [DEFAULT_DEMO_KEYS.other, GLOBEX],
      ] as const) {
        const { status, body } = await get(`${path}?organizationId=${organizationId}&pageSize=100`, key);
        expect(status).toBe(200);
        expect(
          (body.data as { organizationId: string }[]).every((item) => item.organizationId === organizationId),
        ).toBe(true);
        expect(body.pagination.totalCount).toBe((body.data as unknown[]).length);
      }
    });
  });

  it.for([
    {
      name: 'checkout wallets: a key without admin access reads them',
      path: `/api/v1/checkout-wallet?organizationId=${ACME}`,
      status: 200,
    },
    {
      name: 'prefix mappings: a key without admin access is refused',
      path: `/api/v1/prefix-map/me?organizationId=${ACME}`,
      status: 403,
    },
  ])('$name', async ({ path, status }, context) => {
    if (!running) return context.skip(postgresSkipReason());
    const answered = await get(path, DEFAULT_DEMO_KEYS.nonAdmin);
    expect(answered.status).toBe(status);
    if (status === 403) expect(answered.body).toEqual(answer('listPrefixMappings', 'adminRequired'));
  });

  it.for([
    {
      name: 'the last of three pages of five',
      query: 'pageNumber=3&pageSize=5',
      want: {
        count: 4,
        pagination: {
          currentPage: 3,
          pageSize: 5,
          totalCount: 14,
          totalPages: 3,
          hasNextPage: false,
          hasPreviousPage: true,
        },
      },
    },
    {
      name: 'a page past the last',
      query: 'pageNumber=9&pageSize=5',
      want: {
        count: 0,
        pagination: {
          currentPage: 9,
          pageSize: 5,
          totalCount: 14,
          totalPages: 3,
          hasNextPage: false,
          hasPreviousPage: true,
        },
      },
    },
    {
      name: 'search on the invoice reference',
      query: 'search=inv-2005',
      want: {
        count: 1,
        pagination: {
          currentPage: 1,
          pageSize: 10,
          totalCount: 1,
          totalPages: 1,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    },
    {
      name: 'status Active (the seeded wallet is Expired)',
      query: 'status=Active&pageSize=100',
      want: {
        count: 13,
        pagination: {
          currentPage: 1,
          pageSize: 100,
          totalCount: 13,
          totalPages: 1,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    },
    {
      name: 'created before the seeded example was',
      query: 'toDate=2024-05-10T09:00:00Z',
      want: {
        count: 0,
        pagination: {
          currentPage: 1,
          pageSize: 10,
          totalCount: 0,
          totalPages: 0,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    },
    {
      name: 'created from the seeded example on',
      query: 'fromDate=2024-05-10T09:00:00Z&pageSize=100',
      want: {
        count: 14,
        pagination: {
          currentPage: 1,
          pageSize: 100,
          totalCount: 14,
          totalPages: 1,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    },
    {
      name: "the seeded example's wallet number",
      query: 'walletNumber=8800012345',
      want: {
        count: 1,
        pagination: {
          currentPage: 1,
          pageSize: 10,
          totalCount: 1,
          totalPages: 1,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    },
  ])('checkout wallets: $name', async ({ query, want }, context) => {
    if (!running) return context.skip(postgresSkipReason());
    const { status, body } = await get(`/api/v1/checkout-wallet?organizationId=${ACME}&${query}`);
    expect(status).toBe(200);
    expect({ count: (body.data as CheckoutWallet[]).length, pagination: body.pagination }).toEqual(want);
  });

  it.for([
    { name: 'secondary prefix', search: '880', want: ['880'] },
    { name: 'alias', search: 'BRANCH-1', want: ['701', '710'] },
    { name: 'organization name', search: 'acme retail', want: 12 },
    { name: 'primary prefix code', search: '770', want: 11 },
    { name: 'nothing that matches', search: 'zzz', want: [] },
  ])('prefix mappings: search on $name', async ({ search, want }, context) => {
    if (!running) return context.skip(postgresSkipReason());
    const { status, body } = await get(
      `/api/v1/prefix-map/me?organizationId=${ACME}&pageSize=100&search=${encodeURIComponent(search)}`,
    );
    expect(status).toBe(200);
    const prefixes = (body.data as PrefixMapping[]).map((m) => m.secondaryPrefix);
    expect(typeof want === 'number' ? prefixes.length : prefixes).toEqual(want);
  });

  it('prefix mappings: the second of three pages of five', async (context) => {
    if (!running) return context.skip(postgresSkipReason());
    const { body } = await get(`/api/v1/prefix-map/me?organizationId=${ACME}&pageNumber=2&pageSize=5`);
    expect(body.pagination).toEqual({
      currentPage: 2,
      pageSize: 5,
      totalCount: 12,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect((body.data as PrefixMapping[]).map((m) => m.secondaryPrefix)).toEqual(['705', '706', '707', '708', '709']);
  });

  it.for([
    { name: "the enquiry example's account", bank: '058', account: '0123456789', want: 'ACME RETAIL LTD' },
    { name: 'a beneficiary of the checkout example', bank: '044', account: '0234567891', want: 'Acme Logistics' },
    { name: 'a beneficiary of a created checkout wallet', bank: '057', account: '1112223334', want: 'Zenith Supplies' },
    { name: 'an unknown bank', bank: '999', account: '0123456789', want: undefined },
    { name: 'an unknown account', bank: '058', account: '0000000000', want: undefined },
  ])('the inter-bank enquiry names $name', async ({ bank, account, want }, context) => {
    if (!running) return context.skip(postgresSkipReason());
    const answered = await get(`/api/Payout/inter-bank-enquiry?BankCode=${bank}&AccountNumber=${account}`);
    if (want === undefined)
      return expect(answered).toEqual({ status: 404, body: answer('interBankEnquiry', 'accountNotFound') });
    const resolved = answer('interBankEnquiry', 'accountResolved') as { data: { data: object } };
    expect(answered).toEqual({
      status: 200,
      body: {
        ...resolved,
        data: { ...resolved.data, data: { destinationBankCode: bank, accountNumber: account, accountName: want } },
      },
    });
  });
});
