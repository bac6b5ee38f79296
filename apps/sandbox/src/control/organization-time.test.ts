// A clock and a reset per organization (issue 42): one organization's time and state move, no other's; with a control
// token the sandbox-wide clock and reset are refused, and a refused request moves nothing. On both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { brokenInvariants } from '../domain/ledger/invariants.js';
import { outboxEvent } from '../domain/webhooks/events.js';
import type { Sandbox } from '../sandbox.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { OTHER_ORGANIZATION } from '../seed/seed.js';
import { insertEvent } from '../storage/outbox.js';
import { claimDueEvents, upsertEndpoint } from '../storage/webhooks.js';
import { ENGINES, openOn } from '../test/engines.js';

const TOKEN = 'an-organization-time-token-0123';
const HOUR_US = 3_600_000_000;
/** The two seeded organizations: A moves, B must not. */
const A = {
  id: '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f',
  key: DEFAULT_DEMO_KEYS.admin,
  account: '9900012345',
  product: 'c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10',
  wallet: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
};
const B = {
  id: OTHER_ORGANIZATION.id,
  key: DEFAULT_DEMO_KEYS.other,
  account: '9900022222',
  product: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
  wallet: '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
};
type Org = typeof A;

const instantIn = (us: number) => new Date(Math.floor(us / 1000)).toISOString().replace(/\.\d+Z$/, 'Z');
let serial = 0;
const reference = () => `ORG-TIME-${process.pid}-${++serial}`;

describe.each(ENGINES)('organization clocks and resets on $engine', ({ engine }) => {
  let sandbox: Sandbox | undefined;
  let close = async () => {};
  /** With a control token (a shared sandbox), and without (a laptop). */
  let shared: FastifyInstance;
  let laptop: FastifyInstance;
  let skip: string | undefined;

  beforeAll(async () => {
    const opened = await openOn(engine, { webhooks: { dispatch: false } });
    if (typeof opened === 'string') return void (skip = opened);
    ({ sandbox, close } = opened);
    shared = await buildApp({ document: sandbox.document, sandbox }, { controlToken: TOKEN });
    laptop = await buildApp({ document: sandbox.document, sandbox });
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
    await laptop?.close();
    await close();
  });

  const call = async (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const answer = await app.inject({ method, url, headers, ...(payload && { payload }) });
    return { status: answer.statusCode, body: answer.body === '' ? undefined : answer.json() };
  };
  const asKey = (org: Org) => ({ 'x-api-key': org.key });
  const bearer = { authorization: `Bearer ${TOKEN}` };
  const clockOf = async (org: Org) =>
    (await call(shared, 'GET', `/sandbox/organizations/${org.id}/clock`, bearer)).body as {
      now: string;
      offsetSeconds: number;
    };
  const moveClock = async (org: Org, offsetSeconds: number) =>
    expect(
      (await call(shared, 'PUT', `/sandbox/organizations/${org.id}/clock`, asKey(org), { offsetSeconds })).status,
    ).toBe(200);
  const query = <Row>(text: string, params: unknown[]) =>
    sandbox!.engine.unitOfWork((sql) => sql.query<Row>(text, params));
  const postingStatus = async (ref: string) =>
    (await query<{ status: string }>('SELECT status FROM postings WHERE reference = $1', [ref]))[0]?.status;
  const post = async (org: Org, ref: string, more: object = {}) => {
    const answer = await call(shared, 'POST', '/api/v1/wallets/account-number/transactions', asKey(org), {
      productId: org.product,
      amount: 12.5,
      direction: 'CREDIT',
      currency: 'NGN',
      accountNumber: org.account,
      transactionReference: ref,
      ...more,
    });
    expect(answer.status).toBeLessThan(300);
  };

  /**
   * What A's clock moving two hours ahead changes for A alone: each case makes the thing for both organizations, then
   * reads it for each after A's move.
   */
  const cases: [string, { make(org: Org): Promise<() => Promise<unknown>>; movedA: unknown; unmovedB: unknown }][] = [
    [
      'a checkout wallet expiring in an hour',
      {
        async make(org) {
          const created = await call(shared, 'POST', `/sandbox/organizations/${org.id}/checkout-wallets`, asKey(org), {
            walletName: 'Expiry',
            expectedAmount: 100,
            customerEmail: 'expiry@mail.test',
            expiresInSeconds: 3600,
          });
          expect(created.status).toBe(201);
          const id = (created.body as { id: string }).id;
          return async () =>
            (
              (await call(shared, 'GET', `/sandbox/organizations/${org.id}/checkout-wallets/${id}`, asKey(org)))
                .body as { status: string }
            ).status;
        },
        movedA: 'Expired',
        unmovedB: 'Active',
      },
    ],
    [
      'a credit scheduled an hour ahead, then the due batches run',
      {
        async make(org) {
          const ref = reference();
          await post(org, ref, { valueDate: instantIn(Date.now() * 1000 + HOUR_US) });
          return async () => {
            expect((await call(shared, 'POST', '/api/v1/admin/batch/process-due', asKey(org))).status).toBe(200);
            return postingStatus(ref);
          };
        },
        movedA: 'posted',
        unmovedB: 'scheduled',
      },
    ],
    [
      'a webhook retry due in an hour',
      {
        async make(org) {
          await sandbox!.engine.unitOfWork((sql) =>
            upsertEndpoint(sql, {
              organization_id: org.id,
              url: 'http://127.0.0.1:9/hooks',
              secret: null,
              updated_at_us: 0,
            }),
          );
          const event = outboxEvent(
            'wallet.deleted',
            org.id,
            { walletId: org.wallet, accountNumber: org.account, name: 'x' } as never,
            Date.now() * 1000,
          );
          await sandbox!.engine.unitOfWork(async (sql) => {
            await insertEvent(sql, event);
            await sql.query('UPDATE outbox SET next_attempt_at_us = $2 WHERE id = $1', [
              event.id,
              Date.now() * 1000 + HOUR_US,
            ]);
          });
          return async () => {
            // Claimed by real time now: only an organization whose clock is past the retry gets it.
            const claimed = await sandbox!.engine.unitOfWork((sql) =>
              claimDueEvents(sql, Date.now() * 1000, 1_000_000, 1000),
            );
            return claimed.some((e) => e.id === event.id) ? 'due' : 'waiting';
          };
        },
        movedA: 'due',
        unmovedB: 'waiting',
      },
    ],
  ];

  test.for(cases)("A's clock moved ahead, not B's: %s", async ([, { make, movedA, unmovedB }], context) => {
    if (skip) return context.skip(skip);
    await sandbox!.resetOrganization(A.id);
    await sandbox!.resetOrganization(B.id);
    const [readA, readB] = [await make(A), await make(B)];
    await moveClock(A, 2 * 3600);
    expect(await readA()).toBe(movedA);
    expect(await readB()).toBe(unmovedB);
    expect((await clockOf(B)).offsetSeconds).toBe(0);
  });

  test(
    "an organization's clock: its own once set, the sandbox clock's before; " +
      'a new organization starts at real time',
    async (context) => {
      if (skip) return context.skip(skip);
      const created = await call(shared, 'POST', '/sandbox/organizations', bearer, { name: 'Clockless' });
      const fresh = { ...A, id: (created.body as { id: string }).id };
      const before = Date.now();
      const clock = await clockOf(fresh);
      expect(clock.offsetSeconds).toBe(0);
      expect(Math.abs(Date.parse(clock.now) - before)).toBeLessThan(60_000);
      const set = await call(shared, 'PUT', `/sandbox/organizations/${fresh.id}/clock`, bearer, {
        now: '2090-01-01T00:00:00Z',
      });
      expect(set.status).toBe(200);
      expect(Date.parse((set.body as { now: string }).now)).toBeGreaterThanOrEqual(Date.parse('2090-01-01T00:00:00Z'));
      expect((await clockOf(fresh)).offsetSeconds).toBeGreaterThan(60 * 365 * 86_400);
      // Without a token (a laptop) the sandbox clock moves the organizations that have no clock of their own.
      await sandbox!.resetOrganization(B.id);
      expect((await call(laptop, 'PUT', '/sandbox/clock', {}, { offsetSeconds: 86_400 })).status).toBe(200);
      expect((await clockOf(B)).offsetSeconds).toBe(86_400);
      expect((await clockOf(fresh)).offsetSeconds).toBeGreaterThan(60 * 365 * 86_400);
      expect((await call(laptop, 'PUT', '/sandbox/clock', {}, { offsetSeconds: 0 })).status).toBe(200);
      expect(
        (await call(shared, 'GET', `/sandbox/organizations/00000000-0000-4000-8000-000000000000/clock`, bearer)).status,
      ).toBe(404);
    },
  );

  test("a reset of A gives back A's seed, clock included, and leaves B's postings", async (context) => {
    if (skip) return context.skip(skip);
    const balances = async (org: Org) =>
      (
        await query<{ a: string; l: string }>('SELECT available_minor a, ledger_minor l FROM wallets WHERE id = $1', [
          org.wallet,
        ])
      )[0];
    await sandbox!.resetOrganization(A.id);
    const seededA = await balances(A);
    const [refA, refB] = [reference(), reference()];
    await post(A, refA);
    await post(B, refB);
    const movedB = await balances(B);
    await moveClock(A, 86_400);
    const reset = await call(shared, 'POST', `/sandbox/organizations/${A.id}/reset`, asKey(A));
    expect(reset).toEqual({ status: 200, body: { reset: true } });
    expect(await balances(A)).toEqual(seededA);
    expect(await postingStatus(refA)).toBeUndefined();
    expect((await clockOf(A)).offsetSeconds).toBe(0);
    expect(await postingStatus(refB)).toBe('posted');
    expect(await balances(B)).toEqual(movedB);
    // The key that reset A still works, and the whole ledger keeps its invariants.
    expect((await call(shared, 'GET', `/api/v1/wallets/get/wallet/${A.wallet}`, asKey(A))).status).toBe(200);
    expect(await sandbox!.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
  });

  test(
    'a reset of an organization made through the ' + 'control API gives back what its creation made, same ids',
    async (context) => {
      if (skip) return context.skip(skip);
      const created = await call(shared, 'POST', '/sandbox/organizations', bearer, { name: 'Made' });
      const id = (created.body as { id: string }).id;
      const key = (await call(shared, 'POST', `/sandbox/organizations/${id}/api-keys`, bearer, { isAdmin: true }))
        .body as { key: string };
      const rows = async () => ({
        wallets: await query<object>(
          `SELECT id, kind, wallet_group_id, name, available_minor, ledger_minor FROM wallets
           WHERE organization_id = $1 ORDER BY id`,
          [id],
        ),
        groups: await query<object>('SELECT id, name FROM wallet_groups WHERE organization_id = $1 ORDER BY id', [id]),
        products: await query<object>('SELECT id FROM products WHERE organization_id = $1', [id]),
        postings: await query<object>('SELECT id FROM postings WHERE organization_id = $1', [id]),
      });
      const asMade = await rows();
      const wallet = (
        await call(shared, 'POST', `/sandbox/organizations/${id}/wallets`, { 'x-api-key': key.key }, { name: 'Ada' })
      ).body as { virtualAccount: { accountNumber: string } };
      expect(
        (
          await call(
            shared,
            'POST',
            `/sandbox/organizations/${id}/products`,
            { 'x-api-key': key.key },
            { name: 'P', description: 'P', direction: 'C' },
          )
        ).status,
      ).toBe(201);
      const inflow = await call(
        shared,
        'POST',
        '/api/v1/staging/simulate-inflow',
        { 'x-api-key': key.key },
        {
          beneficiaryAccountName: 'Ada',
          beneficiaryAccountNumber: wallet.virtualAccount.accountNumber,
          amount: '25.00',
          narration: 'funding',
        },
      );
      expect(inflow.status).toBe(200);
      expect(await rows()).not.toEqual(asMade);
      expect((await call(shared, 'POST', `/sandbox/organizations/${id}/reset`, { 'x-api-key': key.key })).status).toBe(
        200,
      );
      expect(await rows()).toEqual(asMade);
      expect(await sandbox!.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
    },
  );

  /** Each refused request, and what must not have moved: read before and after. */
  const refused: [
    string,
    {
      method: 'POST' | 'PUT';
      url: string;
      headers: () => Record<string, string>;
      payload?: object;
      status: number;
      message?: RegExp;
    },
  ][] = [
    [
      "B's key moving A's clock",
      {
        method: 'PUT',
        url: `/sandbox/organizations/${A.id}/clock`,
        headers: () => asKey(B),
        payload: { offsetSeconds: 86_400 },
        status: 403,
      },
    ],
    [
      "B's key resetting A",
      { method: 'POST', url: `/sandbox/organizations/${A.id}/reset`, headers: () => asKey(B), status: 403 },
    ],
    [
      "A's key without admin access moving A's clock",
      {
        method: 'PUT',
        url: `/sandbox/organizations/${A.id}/clock`,
        headers: () => ({ 'x-api-key': DEFAULT_DEMO_KEYS.nonAdmin }),
        payload: { offsetSeconds: 86_400 },
        status: 403,
      },
    ],
    [
      'no credentials resetting A',
      { method: 'POST', url: `/sandbox/organizations/${A.id}/reset`, headers: () => ({}), status: 401 },
    ],
    [
      'the token moving the sandbox clock',
      {
        method: 'PUT',
        url: '/sandbox/clock',
        headers: () => bearer,
        payload: { offsetSeconds: 86_400 },
        status: 403,
        message: /organizations\/\{organizationId\}\/clock/,
      },
    ],
    [
      'the token resetting the sandbox',
      {
        method: 'POST',
        url: '/sandbox/reset',
        headers: () => bearer,
        status: 403,
        message: /organizations\/\{organizationId\}\/reset/,
      },
    ],
  ];

  test.for(refused)(
    'refused, and nothing moves: %s',
    async ([, { method, url, headers, payload, status, message }], context) => {
      if (skip) return context.skip(skip);
      await sandbox!.resetOrganization(A.id);
      const ref = reference();
      await post(A, ref);
      const before = {
        a: (await clockOf(A)).offsetSeconds,
        b: (await clockOf(B)).offsetSeconds,
        sandbox: sandbox!.clock.offsetUs,
      };
      const answer = await call(shared, method, url, headers(), payload);
      expect(answer.status).toBe(status);
      expect(Object.keys(answer.body as object)).toEqual(['message']);
      if (message) expect((answer.body as { message: string }).message).toMatch(message);
      expect({
        a: (await clockOf(A)).offsetSeconds,
        b: (await clockOf(B)).offsetSeconds,
        sandbox: sandbox!.clock.offsetUs,
      }).toEqual(before);
      expect(await postingStatus(ref)).toBe('posted');
    },
  );
});
