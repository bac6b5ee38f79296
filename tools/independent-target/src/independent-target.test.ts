// Proof that the independent target keeps the contract, and that each deviation switch breaks exactly its rule.
import { setTimeout as sleep } from 'node:timers/promises';
import { verify } from '@waas/webhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pairUrl, readPairs } from '@waas/spec/pairs';
import { call, contractProblems, document, operations } from './client.js';
import { exampleRoutes } from './example-routes.js';
import { FAULTS } from './faults.js';
import { startIndependentTarget, type IndependentTarget } from './index.js';
import {
  balances,
  chainBreaks,
  checkoutPages,
  deliveriesWithOneRefusal,
  history,
  inflowWebhookProblem,
  post,
} from './probes.js';
import { credit, INVALID, PATHS, REFUSED, VALID } from './requests.js';
import { ROUTES } from './routes.js';

const firstSuccess = (operationId: string) =>
  readPairs(document).find((pair) => pair.operationId === operationId && pair.status < 300)!;

describe('the conformant target answers as documented', () => {
  let t: IndependentTarget;
  beforeAll(async () => (t = await startIndependentTarget()));
  afterAll(() => t.close());

  test('has a valid request for every operation it implements by hand', () => {
    const message =
      'VALID in tools/independent-target/src/requests.ts has one well-formed request per operation of ROUTES ' +
      '(routes.ts)';
    expect(Object.keys(VALID).sort(), message).toEqual(ROUTES.map((r) => r.operationId).sort());
  });

  test('implements by hand only operations of the bundle, each on its method and path', () => {
    const message =
      'ROUTES in tools/independent-target/src/routes.ts serves each operation of the spec on its method and path';
    const documented = operations.map((o) => `${o.operationId}: ${o.method.toUpperCase()} ${o.path}`);
    const routed = ROUTES.map((r) => `${r.operationId}: ${r.method} ${r.path}`);
    expect(
      routed.filter((route) => !documented.includes(route)),
      message,
    ).toEqual([]);
  });

  test.each(exampleRoutes(document).map((route) => firstSuccess(route.operationId)))(
    '$operationId, not implemented by hand yet: its first success example',
    async (pair) => {
      const url = pairUrl(pair, t.url);
      const reply = await call(t, {
        method: pair.method.toUpperCase(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: pair.request.body,
      });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: pair.status, body: pair.response.body });
    },
  );

  test.each(Object.entries(VALID))(
    '%s: a valid request gets a documented success, schema-valid, nothing undeclared',
    async (operationId, build) => {
      const reply = await call(t, build(t));
      expect(reply.status).toBeLessThan(300);
      expect(contractProblems(operationId, reply)).toEqual([]);
    },
  );

  test.each(INVALID)('%s with %s: the documented 400', async (operationId, _input, build) => {
    const reply = await call(t, build(t));
    expect(reply.status).toBe(400);
    expect(contractProblems(operationId, reply)).toEqual([]);
  });

  test.each(REFUSED)('%s with %s: the documented %i', async (operationId, _input, build, status, code) => {
    const reply = await call(t, build(t));
    expect(reply.status).toBe(status);
    expect(reply.body.code ?? reply.body.statusCode).toBe(code);
    expect(contractProblems(operationId, reply)).toEqual([]);
  });

  test.each(Object.entries(VALID))(
    '%s: no key and an unknown key get the documented 401s',
    async (operationId, build) => {
      const missing = await call(t, { ...build(t), key: null });
      const unknown = await call(t, { ...build(t), key: 'kst-stg-revoked-000000' });
      expect(missing.body).toEqual({
        code: '401',
        success: false,
        message: 'x-api-key is missing in the header',
        data: null,
      });
      expect(unknown.body).toEqual({ code: '401', success: false, message: 'Unauthorized access', data: null });
      expect([missing.status, unknown.status]).toEqual([401, 401]);
      expect([...contractProblems(operationId, missing), ...contractProblems(operationId, unknown)]).toEqual([]);
    },
  );

  test('a path the spec does not have gets a JSON 404 envelope', async () => {
    const reply = await call(t, { path: '/api/v1/wallets/everything' });
    expect([reply.status, reply.contentType, reply.body]).toEqual([
      404,
      'application/json; charset=utf-8',
      { code: '404', success: false, message: 'Resource not found', data: null },
    ]);
  });
});

describe('the conformant target keeps the ledger', () => {
  let t: IndependentTarget;
  beforeAll(async () => (t = await startIndependentTarget()));
  afterAll(() => t.close());

  test('a credit moves both balances by its amount, and its replay answers the same without moving', async () => {
    const before = await balances(t);
    const first = await post(t, credit(t, 'KFL-TEST-REPLAY', 4321.09));
    const afterFirst = await balances(t);
    const { totalCount } = await history(t);
    const again = await post(t, credit(t, 'KFL-TEST-REPLAY', 4321.09));
    expect(afterFirst).toEqual({ available: before.available + 432_109, ledger: before.ledger + 432_109 });
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await balances(t)).toEqual(afterFirst);
    expect((await history(t)).totalCount).toBe(totalCount);
    expect((await post(t, credit(t, 'KFL-TEST-REPLAY', 1))).status).toBe(409);
  });

  test('a debit larger than the balance moves nothing', async () => {
    const before = await balances(t);
    const reply = await post(t, { ...credit(t, 'KFL-TEST-OVERDRAWN', 10_000_000), direction: 'DEBIT' });
    expect([reply.status, reply.body.code]).toEqual([400, '51']);
    expect(await balances(t)).toEqual(before);
  });

  test(
    'a future-dated debit holds the available balance now and moves the ledger balance when due batches ' + 'run',
    async () => {
      const before = await balances(t);
      const valueDate = new Date(Date.now() + 1500).toISOString();
      const held = await post(t, { ...credit(t, 'KFL-TEST-HOLD', 700.5), direction: 'DEBIT', valueDate, fee: 2.5 });
      expect(held.body.data).toMatchObject({
        status: 'Pending',
        availableBalance: (before.available - 70_300) / 100,
        ledgerBalance: before.ledger / 100,
      });
      expect(await balances(t)).toEqual({ available: before.available - 70_300, ledger: before.ledger });
      const status = () =>
        call(t, { path: PATHS.getWalletToWalletTransferStatus + 'KFL-TEST-HOLD' }).then((r) => r.body.data.status);
      expect(await status()).toBe('Pending');
      expect((await call(t, VALID.processDueBatches!(t))).body.data.totalTransactions).toBe(0);
      await sleep(1600);
      const processed = await call(t, VALID.processDueBatches!(t));
      expect(processed.body.data).toEqual({
        isSuccess: true,
        message: 'Processed 1 batches',
        processedBatches: 1,
        totalTransactions: 1,
        totalAmount: 700.5,
      });
      expect(await balances(t)).toEqual({ available: before.available - 70_300, ledger: before.ledger - 70_300 });
      expect(await status()).toBe('Success');
    },
  );

  test(
    'history entries chain: each balance is the one before it moved by its amount, ending at the ledger ' + 'balance',
    async () => {
      await post(t, { ...credit(t, 'KFL-TEST-CHAIN-1', 99.99), fee: 0.99 });
      await post(t, { ...credit(t, 'KFL-TEST-CHAIN-2', 12.34), direction: 'DEBIT' });
      const { entries, totalCount } = await history(t);
      expect(entries.length).toBe(totalCount);
      expect(entries.length).toBeGreaterThan(4);
      expect(chainBreaks(entries)).toEqual([]);
      expect(Math.round(entries[0]!.balance * 100)).toBe((await balances(t)).ledger);
      expect(entries.map((e) => e.dateCreated)).toEqual(
        entries
          .map((e) => e.dateCreated)
          .sort()
          .reverse(),
      );
    },
  );

  test('an inflow webhook arrives signed with the registered secret, its body the spec event', async () => {
    expect(await inflowWebhookProblem(t)).toBeUndefined();
  });

  test('a webhook answered other than 200 is delivered again, signed afresh, with the same event id', async () => {
    const deliveries = await deliveriesWithOneRefusal(t, () => post(t, credit(t, 'KFL-TEST-WEBHOOK', 10)));
    const events = await Promise.all(deliveries.map((d) => verify(d.rawBody, d.headers, t.webhook.secret)));
    expect(events.map((e) => e.type)).toEqual(['transaction.posted', 'transaction.posted']);
    expect(events[1]!.id).toBe(events[0]!.id);
  });

  test('counts the API requests it served', async () => {
    const before = t.requests();
    await call(t, VALID.getWalletById!(t));
    expect(t.requests()).toBe(before + 1);
  });
});

describe('the conformant target pages its lists', () => {
  let t: IndependentTarget;
  beforeAll(async () => (t = await startIndependentTarget()));
  afterAll(() => t.close());

  test.each([10, 7, 23, 100])('all 23 checkout wallets, no repeat, at page size %i', async (pageSize) => {
    const pages = await checkoutPages(t, pageSize);
    const ids = pages.flatMap((p) => p.data.map((w: { id: string }) => w.id));
    expect(new Set(ids).size).toBe(23);
    expect(ids.length).toBe(23);
    expect(pages.length).toBe(Math.ceil(23 / pageSize));
    pages.forEach((p, i) => {
      const last = i === pages.length - 1;
      expect(p.pagination).toEqual({
        currentPage: i + 1,
        pageSize,
        totalCount: 23,
        totalPages: pages.length,
        hasNextPage: !last,
        hasPreviousPage: i > 0,
      });
      expect(p.data.length).toBe(last ? 23 - i * pageSize : pageSize);
    });
  });

  test('page 3 of 10 has 3 wallets, and a page past the end none', async () => {
    const page = (pageNumber: number) =>
      call(t, { path: PATHS.listCheckoutWallets, query: { organizationId: t.identifiers.organizationId, pageNumber } });
    expect((await page(3)).body.data.length).toBe(3);
    expect((await page(4)).body).toMatchObject({
      data: [],
      pagination: { currentPage: 4, totalPages: 3, hasNextPage: false },
    });
  });

  test('the filters narrow the list', async () => {
    const [all] = await checkoutPages(t, 100);
    const count = async (filters: Record<string, string>) =>
      (await checkoutPages(t, 100, filters))[0].pagination.totalCount;
    const statuses = ['Active', 'Used', 'Expired'];
    const seen = statuses.map((status) => all.data.filter((w: { status: string }) => w.status === status).length);
    expect(seen).toEqual([8, 8, 7]);
    expect(await Promise.all(statuses.map((status) => count({ status })))).toEqual(seen);
    expect(await count({ walletNumber: all.data[5].walletNumber })).toBe(1);
    expect(await count({ search: 'kfl-2410' })).toBe(1);
    expect(await count({ fromDate: all.data[4].createdAt })).toBe(5);
    expect(await count({ toDate: all.data[4].createdAt })).toBe(18);
  });

  test('prefix mappings page and search over prefix, alias, organization name and primary prefix code', async () => {
    const list = (query: Record<string, string | number>) =>
      call(t, { path: PATHS.listPrefixMappings, query: { organizationId: t.identifiers.organizationId, ...query } });
    expect((await list({ pageSize: 4, pageNumber: 2 })).body).toMatchObject({
      pagination: { currentPage: 2, totalCount: 6, totalPages: 2, hasNextPage: false, hasPreviousPage: true },
    });
    const found = async (search: string) => (await list({ search })).body.data.map((m: { alias: string }) => m.alias);
    expect(await found('773')).toEqual(['kestrel-app']);
    expect(await found('EVENTS')).toEqual(['kestrel-events']);
    expect((await found('305')).length).toBe(3);
    expect((await found('kestrel foods')).length).toBe(6);
    expect(await found('lumen')).toEqual([]);
  });
});

describe('each deviation produces its fault, and only the deviant target shows it', () => {
  test.each(FAULTS)('%s', async (_name, deviations, probe, fault) => {
    const conformant = await startIndependentTarget();
    const deviant = await startIndependentTarget(deviations);
    try {
      expect(await probe(conformant)).toBeUndefined();
      expect(await probe(deviant)).toMatch(fault);
    } finally {
      await Promise.all([conformant.close(), deviant.close()]);
    }
  });
});
