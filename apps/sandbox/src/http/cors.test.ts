import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Sandbox } from '../sandbox.js';
import { withTestSeedDump } from '../test/engines.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { buildApp } from '../app.js';
import { corsOriginsFrom, type CorsOrigins } from './cors.js';

const WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const APP = 'http://localhost:5173';

describe('corsOriginsFrom', () => {
  it.each([
    { given: undefined, want: '*' },
    { given: '', want: '*' },
    { given: '*', want: '*' },
    { given: `${APP}, https://app.example`, want: [APP, 'https://app.example'] },
    { given: `${APP},*`, want: '*' },
  ])('WAAS_SANDBOX_CORS_ORIGINS=$given allows $want', ({ given, want }) => {
    expect(corsOriginsFrom({ WAAS_SANDBOX_CORS_ORIGINS: given })).toEqual(want);
  });
});

const preflight = (app: FastifyInstance, origin: string, method = 'GET') =>
  app.inject({
    method: 'OPTIONS',
    url: WALLET,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'x-api-key,content-type,prefer,x-sandbox-fault',
    },
  });

describe.each<{ origins: CorsOrigins; allowed: string; refused?: string; want: string }>([
  { origins: '*', allowed: APP, want: '*' },
  { origins: [APP], allowed: APP, refused: 'http://evil.example', want: APP },
])('a browser app calling a sandbox that allows $origins', ({ origins, allowed, refused, want }) => {
  let sandbox: Sandbox;
  let app: FastifyInstance;
  beforeAll(async () => {
    sandbox = await Sandbox.open(withTestSeedDump({}));
    app = await buildApp({ document: sandbox.document, sandbox }, { corsOrigins: origins });
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  it.each(['GET', 'POST', 'PATCH'])('gets its %s preflight answered with the headers the API uses', async (method) => {
    const response = await preflight(app, allowed, method);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(want);
    expect(response.headers['access-control-allow-methods']).toContain(method);
    expect(
      String(response.headers['access-control-allow-headers'])
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(expect.arrayContaining(['x-api-key', 'content-type', 'prefer', 'x-sandbox-fault']));
  });

  it('may read the answer, and why a request was refused', async () => {
    const read = await app.inject({
      method: 'GET',
      url: WALLET,
      headers: { origin: allowed, 'x-api-key': DEFAULT_DEMO_KEYS.admin },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(want);
    const refused = await app.inject({
      method: 'GET',
      url: `${WALLET}x`,
      headers: { origin: allowed, 'x-api-key': DEFAULT_DEMO_KEYS.admin },
    });
    expect(refused.headers['access-control-expose-headers']).toContain('x-sandbox-violations');
  });

  it.each([
    { given: 'no Access-Control-Request-Method', headers: { origin: allowed } },
    { given: 'no Origin', headers: { 'access-control-request-method': 'GET' } },
  ])('answers an OPTIONS with $given as any unrouted request, in the envelope', async ({ headers }) => {
    const response = await app.inject({ method: 'OPTIONS', url: WALLET, headers });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({ code: '405', success: false, data: null });
  });

  it.runIf(refused !== undefined)('gives an origin it does not list nothing a browser would accept', async () => {
    const response = await preflight(app, refused!);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const read = await app.inject({
      method: 'GET',
      url: WALLET,
      headers: { origin: refused!, 'x-api-key': DEFAULT_DEMO_KEYS.admin },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
