import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../test/harness.js';

describe('the control API', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running.close());

  const call = async (method: string, url: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key !== undefined) headers['x-api-key'] = key;
    const response = await fetch(running.baseUrl + url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it(
    'creates an organization, a key and a wallet that the API then serves, ' +
      'funds it and schedules on the sandbox clock',
    async () => {
      const organization = await call('POST', '/sandbox/organizations', { name: 'Initech' });
      expect(organization.status).toBe(201);
      const id = organization.body.id as string;
      const issued = await call('POST', `/sandbox/organizations/${id}/api-keys`, { isAdmin: true });
      expect(issued.status).toBe(201);
      const key = issued.body.key as string;
      const wallet = await call('POST', `/sandbox/organizations/${id}/wallets`, {
        name: 'Peter Gibbons',
        mobNum: '08030000001',
        overdraft: 10,
      });
      expect(wallet).toMatchObject({ status: 201, body: { availableBalance: 0, overdraft: 10, isInternal: false } });
      const accountNumber = wallet.body.virtualAccount.accountNumber as string;

      expect(await call('GET', `/api/v1/wallets/get/wallet/${wallet.body.id}`, undefined, key)).toMatchObject({
        status: 200,
        body: { data: { name: 'Peter Gibbons' } },
      });
      const funded = await call(
        'POST',
        '/api/v1/staging/simulate-inflow',
        {
          beneficiaryAccountName: 'Peter Gibbons',
          beneficiaryAccountNumber: accountNumber,
          amount: '100.50',
          narration: 'Salary',
        },
        key,
      );
      expect(funded).toMatchObject({ status: 200, body: { code: '00' } });

      const scheduled = await call(
        'POST',
        '/api/v1/wallets/account-number/transactions',
        {
          productId: '00000000-0000-0000-0000-000000000001',
          amount: 110,
          direction: 'DEBIT',
          currency: 'NGN',
          accountNumber,
          transactionReference: 'LATER-1',
          valueDate: '2030-01-01T00:00:00Z',
        },
        key,
      );
      expect(scheduled).toMatchObject({
        status: 200,
        body: { data: { status: 'Pending', availableBalance: -9.5, ledgerBalance: 100.5 } },
      });
      expect((await call('POST', '/api/v1/admin/batch/process-due', undefined, key)).body.data.totalTransactions).toBe(
        0,
      );

      expect(await call('PUT', '/sandbox/clock', { now: '2030-01-01T00:00:01Z' })).toMatchObject({ status: 200 });
      expect((await call('POST', '/api/v1/admin/batch/process-due', undefined, key)).body.data).toMatchObject({
        totalTransactions: 1,
        totalAmount: 110,
      });
      expect(
        await call('GET', '/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/LATER-1', undefined, key),
      ).toMatchObject({ body: { data: { status: 'Success' } } });
      expect(await call('GET', `/api/v1/wallets/get/wallet/${wallet.body.id}`, undefined, key)).toMatchObject({
        body: { data: { availableBalance: -9.5, ledgerBalance: -9.5 } },
      });

      const outbox = await call('GET', `/sandbox/organizations/${id}/outbox`);
      expect(outbox.body.events.map((e: { type: string }) => e.type)).toEqual([
        'inflow.received',
        'transaction.posted',
      ]);
      expect(await call('GET', '/sandbox/invariants')).toEqual({ status: 200, body: { broken: [] } });
    },
  );

  it.each([
    ['an organization without a name', { method: 'POST', url: '/sandbox/organizations', body: {}, want: 400 }],
    [
      'a key for an organization nobody created',
      {
        method: 'POST',
        url: '/sandbox/organizations/11111111-2222-4333-8444-555555555555/api-keys',
        body: { isAdmin: false },
        want: 404,
      },
    ],
    [
      'a wallet with an account number already taken',
      {
        method: 'POST',
        url: '/sandbox/organizations/5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f/wallets',
        body: { name: 'Twin', accountNumber: '9900012345' },
        want: 409,
      },
    ],
    [
      'a clock set to both',
      { method: 'PUT', url: '/sandbox/clock', body: { now: '2030-01-01T00:00:00Z', offsetSeconds: 5 }, want: 400 },
    ],
  ])('refuses %s', async (_, { method, url, body, want }) => {
    const answer = await call(method, url, body);
    expect(answer.status).toBe(want);
    expect(typeof answer.body.message).toBe('string');
  });

  const ACME = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
  const INVALID = { message: 'Invalid request' };
  const UUID_PATTERN =
    'must match pattern "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"';
  const JSON_BODY = { 'content-type': 'application/json' };

  it.each([
    {
      given: 'an organization id that is not a UUID',
      method: 'POST',
      url: '/sandbox/organizations/acme/api-keys',
      payload: { isAdmin: true },
      want: {
        status: 400,
        body: INVALID,
        violations: [{ in: 'params', pointer: '/organizationId', message: UUID_PATTERN }],
      },
    },
    {
      given: 'a wallet id that is not a UUID, where the operation lists no 400',
      method: 'DELETE',
      url: `/sandbox/organizations/${ACME}/wallets/w-1`,
      payload: undefined,
      want: { status: 400, body: INVALID, violations: [{ in: 'params', pointer: '/walletId', message: UUID_PATTERN }] },
    },
    {
      given: 'an organization without a name',
      method: 'POST',
      url: '/sandbox/organizations',
      payload: {},
      want: {
        status: 400,
        body: INVALID,
        violations: [{ in: 'body', pointer: '/name', message: "must have required property 'name'" }],
      },
    },
    {
      given: 'a field the document does not have',
      method: 'POST',
      url: '/sandbox/organizations',
      payload: { name: 'Initrode', colour: 'red' },
      want: {
        status: 400,
        body: INVALID,
        violations: [{ in: 'body', pointer: '/colour', message: 'must NOT have additional properties' }],
      },
    },
    {
      given: 'a NUL in a wallet group name',
      method: 'POST',
      url: `/sandbox/organizations/${ACME}/wallet-groups`,
      payload: { name: 'pay\u0000roll' },
      want: {
        status: 400,
        body: INVALID,
        violations: [{ in: 'body', pointer: '/name', message: 'must not contain NUL or an unpaired surrogate' }],
      },
    },
    {
      given: 'no body where one is required',
      method: 'PUT',
      url: '/sandbox/clock',
      payload: undefined,
      want: {
        status: 400,
        body: INVALID,
        violations: [{ in: 'body', pointer: '', message: 'a JSON body is required' }],
      },
    },
    {
      given: 'a body that is not JSON',
      method: 'PUT',
      url: '/sandbox/clock',
      payload: '{"now":',
      want: {
        status: 400,
        body: INVALID,
        violations: [{ in: 'body', pointer: '', message: expect.stringContaining('JSON') }],
      },
    },
    {
      given: 'a valid organization',
      method: 'POST',
      url: '/sandbox/organizations',
      payload: { name: 'Initrode' },
      want: { status: 201, body: { id: expect.any(String) }, violations: null },
    },
    {
      given: 'a valid wallet group',
      method: 'POST',
      url: `/sandbox/organizations/${ACME}/wallet-groups`,
      payload: { name: 'Payroll', description: null },
      want: { status: 201, body: { id: expect.any(String) }, violations: null },
    },
    {
      given: 'a valid read of the clock',
      method: 'GET',
      url: '/sandbox/clock',
      payload: undefined,
      want: { status: 200, body: { now: expect.any(String), offsetSeconds: expect.any(Number) }, violations: null },
    },
  ])(
    'answers $given with $want.status, saying why in x-sandbox-violations when it refuses',
    async ({ method, url, payload, want }) => {
      const response = await running.app.inject({
        method: method as 'GET',
        url,
        ...(payload === undefined
          ? {}
          : { headers: JSON_BODY, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });
      const violations = response.headers['x-sandbox-violations'];
      expect({
        status: response.statusCode,
        body: response.json(),
        violations: violations === undefined ? null : JSON.parse(String(violations)),
      }).toEqual(want);
    },
  );

  it('resets to the seed: clock, keys and balances', async () => {
    await call('PUT', '/sandbox/clock', { offsetSeconds: 86400 });
    expect(await call('POST', '/sandbox/reset')).toEqual({ status: 200, body: { reset: true } });
    expect((await call('GET', '/sandbox/clock')).body.offsetSeconds).toBe(0);
    expect(
      (await call('GET', '/sandbox/organizations/5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f/outbox')).body.events,
    ).toEqual([]);
  });
});
