// Proof that an operation without a route written by hand is served from the spec's examples, through the server's
// own authentication and validation: getWalletGroup here, its route taken out of ROUTES for this file.
import { loadBundle, pairByName, pairUrl, readPairs, type ExamplePair, type OpenApiDocument } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { call, type Call } from './client.js';
import { exampleRoutes } from './example-routes.js';
import { startIndependentTarget, type IndependentTarget } from './index.js';
import { ROUTES } from './routes.js';

vi.mock('./routes.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./routes.js')>();
  return { ...original, ROUTES: original.ROUTES.filter((route) => route.operationId !== 'getWalletGroup') };
});

const bundle = loadBundle();
const pairs = readPairs(bundle);
const WALLET_BY_ID = '/api/v1/wallets/get/wallet/{walletId}';

/** The bundle with a throwaway operation: getWalletById's, under another path and operationId. */
function withThrowawayOperation(): OpenApiDocument {
  const document = structuredClone(bundle);
  const operation = { ...(document.paths![WALLET_BY_ID]!.get as object), operationId: 'throwawayOperation' };
  document.paths!['/api/v1/throwaway/{walletId}'] = { ...document.paths![WALLET_BY_ID], get: operation };
  return document;
}

describe('exampleRoutes', () => {
  const walletById = (name: string) => pairByName(pairs, 'getWalletById', name).response.body;
  test.each([
    {
      given: 'an operation added to the spec',
      document: withThrowawayOperation(),
      want: { operationId: 'throwawayOperation', method: 'GET', path: '/api/v1/throwaway/{walletId}' },
    },
    {
      given: 'an operation of the spec whose route is not written',
      document: bundle,
      want: { operationId: 'getWalletById', method: 'GET', path: WALLET_BY_ID },
    },
  ])('serves $given with its first success example, and refuses with its first 400', ({ document, want }) => {
    const byHand = ROUTES.filter((route) => route.operationId !== 'getWalletById');
    const route = exampleRoutes(document, byHand).find((r) => r.operationId === want.operationId);
    expect(route).toMatchObject(want);
    expect([route!.handler(undefined as never, undefined as never), route!.invalid]).toEqual([
      { status: 200, body: walletById('walletRetrieved') },
      { status: 400, body: walletById('walletDoesNotExist') },
    ]);
  });

  test('serves nothing that is written by hand', () => {
    expect(exampleRoutes(bundle).map((route) => route.operationId)).not.toContain('getWalletById');
  });
});

describe('a target whose ROUTES lacks getWalletGroup', () => {
  let t: IndependentTarget;
  beforeAll(async () => (t = await startIndependentTarget()));
  afterAll(() => t.close());

  test('says it answers getWalletGroup from its examples', () => {
    expect(t.answeredFromExamples).toContain('getWalletGroup');
  });

  /** The key a pair's scenario asks for; absent, the organization's own. */
  const keyOf = (pair: ExamplePair): Pick<Call, 'key'> =>
    pair.scenario === 'missingApiKey'
      ? { key: null }
      : pair.scenario === 'unknownApiKey'
        ? { key: 'kst-stg-revoked-000000' }
        : {};
  test.each(['walletGroupRetrieved', 'invalidWalletGroupId', 'missingApiKey', 'unauthorizedAccess'])(
    '%s: the documented answer',
    async (name) => {
      const pair = pairByName(pairs, 'getWalletGroup', name);
      const url = pairUrl(pair, t.url);
      const reply = await call(t, {
        path: url.pathname,
        ...keyOf(pair),
      });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: pair.status, body: pair.response.body });
    },
  );
});
