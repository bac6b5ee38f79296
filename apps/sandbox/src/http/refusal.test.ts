import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { logLevelFrom } from './log-level.js';
import { loggedApp } from '../test/logged-app.js';

describe('logLevelFrom', () => {
  it.each([
    { given: undefined, want: 'warn' },
    { given: '1', want: 'info' },
    { given: 'DEBUG', want: 'debug' },
    { given: 'silent', want: 'silent' },
  ])('WAAS_SANDBOX_LOG=$given logs at $want', ({ given, want }) => {
    expect(logLevelFrom({ WAAS_SANDBOX_LOG: given })).toBe(want);
  });

  it('refuses a level pino does not have', () => {
    expect(() => logLevelFrom({ WAAS_SANDBOX_LOG: 'loud' })).toThrow(/not a log level/);
  });
});

describe('the log at its default level', () => {
  const { lines, app } = loggedApp();
  it.each([
    {
      given: 'a wallet API request',
      request: {
        method: 'POST',
        url: '/api/v1/wallets/account-number/transactions?k=1',
        headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ amount: 'ten' }),
      },
      want: {
        operationId: 'postWalletTransaction',
        method: 'POST',
        path: '/api/v1/wallets/account-number/transactions',
        in: 'body',
      },
    },
    {
      given: 'a control API request',
      request: {
        method: 'POST',
        url: '/sandbox/organizations/acme/api-keys',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ isAdmin: true }),
      },
      want: { operationId: 'issueApiKey', method: 'POST', path: '/sandbox/organizations/acme/api-keys', in: 'params' },
    },
  ])('says which operation refused what and why, and never the key: $given', async ({ request, want }) => {
    lines.length = 0;
    await app().inject({
      method: 'GET',
      url: '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6',
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin },
    });
    await app().inject({ method: 'GET', url: '/sandbox/clock' });
    expect(lines).toEqual([]);
    await app().inject({ ...request, method: request.method as 'POST' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request refused',
        operationId: want.operationId,
        method: want.method,
        path: want.path,
        violations: expect.arrayContaining([expect.objectContaining({ in: want.in })]),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(DEFAULT_DEMO_KEYS.admin);
  });
});
