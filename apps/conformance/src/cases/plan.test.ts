import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import type { TargetKind } from '../model.js';
import { resolveProfile } from '../profile/load.js';
import type { ProfileFile } from '../profile/schema.js';
import { runContext } from './context.js';
import { planCases } from './plan.js';

const document = loadBundle();
const pairs = readPairs(document);
const plan = (file: ProfileFile, kind: TargetKind, selection?: Parameters<typeof planCases>[1]) =>
  planCases(runContext(document, resolveProfile({ target: 'http://target.test', ...file }), kind), selection);
const byId = (cases: ReturnType<typeof plan>, id: string) => cases.find((c) => c.id === id)!;

test('one case per example pair, in document order, before the rule-based ones', () => {
  const cases = plan({}, 'mock');
  expect(cases.slice(0, pairs.length).map((c) => c.id)).toEqual(pairs.map((p) => `${p.operationId} ${p.status} ${p.name}`));
});

describe('on the mock', () => {
  const cases = plan({}, 'mock');
  test('every case runs', () => expect(cases.filter((c) => c.notApplicable)).toEqual([]));
  test('each pair picks its response with Prefer', () => {
    expect(byId(cases, 'getWalletById 404 accountNotFound').request.headers.prefer).toBe('code=404, example=accountNotFound');
  });
  test('a dropped field gets no Prefer: the mock validates the request itself', () => {
    expect(byId(cases, 'getWalletHistory without query parameter startDate').request.headers.prefer).toBeUndefined();
  });
});

describe('on a live target', () => {
  const keys = { organization: 'org-key' };
  const cases = plan({ keys }, 'live');
  const reasons: [string, string | undefined][] = [
    ['getWalletById 200 walletRetrieved', undefined],
    ['getWalletById 500 unexpectedError', 'a server fault cannot be provoked on this target (capabilities.serverFault)'],
    ['listCheckoutWallets 403 otherOrganization', 'the profile has no key of another organization (keys.otherOrganization)'],
    ['listPrefixMappings 403 adminRequired', 'the profile has no non-admin key (keys.nonAdmin)'],
    ['getWalletById 401 unauthorizedAccess', undefined],
  ];
  test.each(reasons)('%s: %s', (id, want) => expect(byId(cases, id).notApplicable).toBe(want));
  test('never sends Prefer', () => expect(cases.filter((c) => 'prefer' in c.request.headers)).toEqual([]));
  test('the missing-key pair sends no key, the others the right one', () => {
    expect(byId(cases, 'getWalletById 401 missingApiKey').request.headers['x-api-key']).toBeUndefined();
    expect(byId(cases, 'getWalletById 200 walletRetrieved').request.headers['x-api-key']).toBe('org-key');
    expect(byId(cases, 'getWalletById 401 unauthorizedAccess').request.headers['x-api-key']).toBe('conformance-key-nobody-issued');
  });
  test('without an organization key, pairs that need one are not applicable', () => {
    expect(byId(plan({}, 'live'), 'getWalletById 200 walletRetrieved').notApplicable).toBe('no API key: pass --api-key or set keys.organization');
  });
});

describe('capabilities', () => {
  test('staging-only operations are not applicable elsewhere', () => {
    const cases = plan({ keys: { organization: 'k' }, capabilities: { stagingOnly: false } }, 'live');
    expect(cases.filter((c) => c.operationId === 'simulateInflow').every((c) => c.notApplicable?.includes('staging-only'))).toBe(true);
  });
  test('without writes, only GET requests run', () => {
    const cases = plan({ keys: { organization: 'k' }, capabilities: { writes: false } }, 'live');
    expect(cases.filter((c) => !c.notApplicable).every((c) => c.request.method === 'GET')).toBe(true);
    expect(byId(cases, 'updateProduct 200 updated').notApplicable).toBe('writes are off for this target (capabilities.writes)');
  });
  test('a profile that says how to provoke a fault runs the 500 pairs', () => {
    const cases = plan({ keys: { organization: 'k' }, capabilities: { serverFault: { headers: { 'x-sandbox-fault': '500' } } } }, 'live');
    const fault = byId(cases, 'getWalletById 500 unexpectedError');
    expect(fault.notApplicable).toBeUndefined();
    expect(fault.request.headers['x-sandbox-fault']).toBe('500');
  });
});

test('fixtures replace example ids in requests and expected bodies', () => {
  const pair = pairByName(pairs, 'getWalletById', 'walletRetrieved');
  const walletId = String(pair.request.pathParams.walletId);
  const item = byId(plan({ keys: { organization: 'k' }, fixtures: { [walletId]: 'real-wallet-id' } }, 'live'), 'getWalletById 200 walletRetrieved');
  expect(item.request.url).toBe(`http://target.test${pair.path.replace('{walletId}', 'real-wallet-id')}`);
  expect((item.expect.body as { data: { id: string } }).data.id).toBe('real-wallet-id');
});

describe('--only and --skip', () => {
  const cases: [string, { only: string[]; skip: string[] }, (ops: Set<string>) => boolean][] = [
    ['by operationId', { only: ['getWalletById'], skip: [] }, (ops) => ops.size === 1 && ops.has('getWalletById')],
    ['by tag', { only: ['Checkout'], skip: [] }, (ops) => ops.size === 1 && ops.has('listCheckoutWallets')],
    ['skip by tag', { only: [], skip: ['Staging'] }, (ops) => !ops.has('simulateInflow') && ops.has('getWalletById')],
  ];
  test.each(cases)('%s', (_, selection, want) => expect(want(new Set(plan({}, 'mock', selection).map((c) => c.operationId)))).toBe(true));
});

test('an operation without a missingApiKey pair gets a case without a key, expecting the documented 401', () => {
  const changed = structuredClone(document);
  const walletById = Object.values(changed.paths!).map((item) => item.get as any).find((operation) => operation?.operationId === 'getWalletById');
  walletById.responses['401'] = {
    description: 'Unknown key only',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelopeA' }, examples: { unauthorizedAccess: { 'x-scenario': 'unknownApiKey', value: { code: '401', success: false, message: 'Unauthorized access', data: null } } } } },
  };
  const cases = planCases(runContext(changed, resolveProfile({ target: 'http://target.test', keys: { organization: 'k' } }), 'live'));
  const missing = cases.filter((c) => c.kind === 'missingApiKey');
  expect(missing.map((c) => c.id)).toEqual(['getWalletById without x-api-key']);
  expect(missing[0]!.request.headers['x-api-key']).toBeUndefined();
  expect(missing[0]!.expect).toMatchObject({ status: 401, envelope: { code: '401', success: false } });
  expect(planCases(runContext(document, resolveProfile({ target: 'http://target.test' }), 'mock')).filter((c) => c.kind === 'missingApiKey')).toEqual([]);
});
