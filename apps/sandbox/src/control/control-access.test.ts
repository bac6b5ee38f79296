// The control API of a shared sandbox: with a token set, each request says who it is, and may touch only what that
// caller controls; without one, nothing changes on a laptop, and a sandbox reachable from other machines refuses to
// start.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { Sandbox } from '../sandbox.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { OTHER_ORGANIZATION } from '../seed/seed.js';
import { controlTokenFrom, openControlRefusal } from './control-access.js';
import { withTestSeedDump } from '../test/engines.js';

const TOKEN = 'a-control-token-0123456789';
const ACME = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const GLOBEX = OTHER_ORGANIZATION.id;
const log: string[] = [];
let sandbox: Sandbox;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  sandbox = await Sandbox.open(withTestSeedDump({}));
  // Everything the sandbox logs, at the most talkative level, to search for the secrets afterwards.
  const stream = new Writable({ write: (chunk, _, done) => (log.push(String(chunk)), done()) });
  app = await buildApp(
    { document: sandbox.document, sandbox },
    { controlToken: TOKEN, logger: { level: 'trace', stream } },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method, url, headers, ...(payload && { payload }) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const key = (apiKey: string) => ({ 'x-api-key': apiKey });

describe('with WAAS_SANDBOX_CONTROL_TOKEN set', () => {
  test.each<[string, { method: 'GET' | 'POST' | 'PUT'; url: string; headers: Record<string, string>; want: number }]>([
    ['no credentials', { method: 'GET', url: '/sandbox/clock', headers: {}, want: 401 }],
    ['a wrong token', { method: 'GET', url: '/sandbox/clock', headers: bearer('not-the-control-token'), want: 401 }],
    [
      'another scheme',
      {
        method: 'GET',
        url: '/sandbox/clock',
        headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
        want: 401,
      },
    ],
    ['the token, on the whole sandbox', { method: 'GET', url: '/sandbox/clock', headers: bearer(TOKEN), want: 200 }],
    [
      'the token, on an organization',
      { method: 'GET', url: `/sandbox/organizations/${GLOBEX}/outbox`, headers: bearer(TOKEN), want: 200 },
    ],
    [
      "an organization's admin key, on it",
      { method: 'GET', url: `/sandbox/organizations/${ACME}/outbox`, headers: key(DEFAULT_DEMO_KEYS.admin), want: 200 },
    ],
    [
      "an organization's admin key, on another",
      {
        method: 'GET',
        url: `/sandbox/organizations/${GLOBEX}/outbox`,
        headers: key(DEFAULT_DEMO_KEYS.admin),
        want: 403,
      },
    ],
    [
      'an admin key, on the whole sandbox',
      { method: 'GET', url: '/sandbox/clock', headers: key(DEFAULT_DEMO_KEYS.admin), want: 403 },
    ],
    [
      'a key without admin access, on its organization',
      {
        method: 'GET',
        url: `/sandbox/organizations/${ACME}/outbox`,
        headers: key(DEFAULT_DEMO_KEYS.nonAdmin),
        want: 403,
      },
    ],
    [
      'a key of no organization',
      {
        method: 'GET',
        url: `/sandbox/organizations/${ACME}/outbox`,
        headers: key('not-a-key-of-this-sandbox'),
        want: 401,
      },
    ],
  ])('%s: %s', async (_, { method, url, headers, want }) => {
    const answer = await call(method, url, headers);
    expect(answer.statusCode).toBe(want);
    if (want >= 400) {
      // The control API's problem shape; a 401 says how to authenticate.
      expect(Object.keys(answer.json())).toEqual(['message']);
      expect(answer.headers['www-authenticate'] !== undefined).toBe(want === 401);
    }
  });

  test(
    'a refused write moves nothing: no wallet created ' + 'in another organization, no reset, no clock moved',
    async () => {
      const before = (await call('GET', `/sandbox/organizations/${GLOBEX}/outbox`, bearer(TOKEN))).json();
      const clock = (await call('GET', '/sandbox/clock', bearer(TOKEN))).json() as { offsetSeconds: number };
      expect(
        (
          await call('POST', `/sandbox/organizations/${GLOBEX}/wallets`, key(DEFAULT_DEMO_KEYS.admin), {
            name: 'Intruder',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', '/sandbox/clock', key(DEFAULT_DEMO_KEYS.admin), { offsetSeconds: 86_400 })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/sandbox/reset', {})).statusCode).toBe(401);
      expect((await call('GET', '/sandbox/clock', bearer(TOKEN))).json()).toMatchObject({
        offsetSeconds: clock.offsetSeconds,
      });
      expect((await call('GET', `/sandbox/organizations/${GLOBEX}/outbox`, bearer(TOKEN))).json()).toEqual(before);
      const wallets = await sandbox.engine.unitOfWork((sql) =>
        sql.query<{ n: number }>(`select count(*)::int as n from wallets where name = 'Intruder'`),
      );
      expect(wallets[0]!.n).toBe(0);
    },
  );

  test('the API itself is unchanged: its keys work as before', async () => {
    const answer = await call(
      'GET',
      `/api/v1/walletgroups/get/8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b`,
      key(DEFAULT_DEMO_KEYS.admin),
    );
    expect(answer.statusCode).toBe(200);
  });

  test('no token and no key reaches the log, at any level', () => {
    expect(log.length).toBeGreaterThan(0);
    const text = log.join('');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(DEFAULT_DEMO_KEYS.admin);
    expect(text).not.toContain(DEFAULT_DEMO_KEYS.nonAdmin);
  });
});

describe('the token and the address', () => {
  test.each<[string, { host: string; token: string | undefined; refused: boolean }]>([
    ['loopback, no token', { host: '127.0.0.1', token: undefined, refused: false }],
    ['another loopback address, no token', { host: '127.0.1.1', token: undefined, refused: false }],
    ['IPv6 loopback, no token', { host: '::1', token: undefined, refused: false }],
    ['every interface, no token', { host: '0.0.0.0', token: undefined, refused: true }],
    ['every IPv6 interface, no token', { host: '::', token: undefined, refused: true }],
    ['every interface, a token', { host: '0.0.0.0', token: TOKEN, refused: false }],
  ])('%s', (_, { host, token, refused }) => {
    const why = openControlRefusal(host, token);
    expect(why !== undefined).toBe(refused);
    if (why) expect(why).toMatch(/set WAAS_SANDBOX_CONTROL_TOKEN to a secret of at least 16 characters/);
  });

  test.each<[string, { given: string | undefined; want: string | undefined | RegExp }]>([
    ['unset', { given: undefined, want: undefined }],
    ['blank', { given: '  ', want: undefined }],
    ['a token, trimmed', { given: ` ${TOKEN}\n`, want: TOKEN }],
    ['too short', { given: 'short', want: /at least 16 characters/ }],
  ])('WAAS_SANDBOX_CONTROL_TOKEN %s', (_, { given, want }) => {
    const read = () => controlTokenFrom(given === undefined ? {} : { WAAS_SANDBOX_CONTROL_TOKEN: given });
    if (want instanceof RegExp) expect(read).toThrow(want);
    else expect(read()).toBe(want);
  });
});
