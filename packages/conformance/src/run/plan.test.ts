import { loadBundle, pairByName, readOperations, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import type { TargetKind } from '../core/model.js';
import { resolveProfile } from '../profile/load.js';
import type { ProfileFile } from '../profile/schema.js';
import { runContext } from '../core/context.js';
import { planCases } from './plan.js';

const document = loadBundle();
const pairs = readPairs(document);
const plan = (file: ProfileFile, kind: TargetKind, selection?: Parameters<typeof planCases>[1]) =>
  planCases(runContext(document, resolveProfile({ target: 'http://target.test', ...file }), kind), selection);
const byId = (cases: ReturnType<typeof plan>, id: string) => cases.find((c) => c.id === id)!;

test('one case per example pair, in document order, before the rule-based ones', () => {
  const cases = plan({}, 'mock');
  expect(cases.slice(0, pairs.length).map((c) => c.id)).toEqual(
    pairs.map((p) => `${p.operationId} ${p.status} ${p.name}`),
  );
});

describe('on the mock', () => {
  const cases = plan({}, 'mock');
  test('every case runs', () => expect(cases.filter((c) => c.notApplicable)).toEqual([]));
  test('each pair picks its response with Prefer', () => {
    expect(byId(cases, 'getWalletById 404 accountNotFound').request.headers.prefer).toBe(
      'code=404, example=accountNotFound',
    );
  });
  test('a dropped field gets no Prefer: the mock validates the request itself', () => {
    expect(byId(cases, 'getWalletHistory without query parameter startDate').request.headers.prefer).toBeUndefined();
  });
});

const WALLET = '0b7e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('on a live target', () => {
  const keys = { organization: 'org-key' };
  const cases = plan({ keys, identifiers: { walletId: WALLET } }, 'live');
  const reasons: [string, string | undefined][] = [
    ['getWalletById 200 walletRetrieved', undefined],
    [
      'getWalletById 500 unexpectedError',
      'a server fault cannot be provoked on this target (capabilities.serverFault)',
    ],
    [
      'listCheckoutWallets 403 otherOrganization',
      'the profile has no key of another organization (keys.otherOrganization)',
    ],
    ['listPrefixMappings 403 adminRequired', 'the profile has no non-admin key (keys.nonAdmin)'],
    ['getWalletById 401 unauthorizedAccess', undefined],
  ];
  test.each(reasons)('%s: %s', (id, want) => expect(byId(cases, id).notApplicable).toBe(want));
  test('never sends Prefer', () => expect(cases.filter((c) => 'prefer' in c.request.headers)).toEqual([]));
  test('the missing-key pair sends no key, the others the right one', () => {
    expect(byId(cases, 'getWalletById 401 missingApiKey').request.headers['x-api-key']).toBeUndefined();
    expect(byId(cases, 'getWalletById 200 walletRetrieved').request.headers['x-api-key']).toBe('org-key');
    expect(byId(cases, 'getWalletById 401 unauthorizedAccess').request.headers['x-api-key']).toBe(
      'conformance-key-nobody-issued',
    );
  });
  test('without an organization key, pairs that need one are not applicable', () => {
    expect(byId(plan({}, 'live'), 'getWalletById 200 walletRetrieved').notApplicable).toBe(
      'no API key: pass --api-key or set keys.organization',
    );
  });
});

describe('capabilities', () => {
  test('staging-only operations are not applicable elsewhere', () => {
    const cases = plan({ keys: { organization: 'k' }, capabilities: { stagingOnly: false } }, 'live');
    expect(
      cases.filter((c) => c.operationId === 'simulateInflow').every((c) => c.notApplicable?.includes('staging-only')),
    ).toBe(true);
  });
  test('without writes, only GET requests run', () => {
    const cases = plan({ keys: { organization: 'k' }, capabilities: { writes: false } }, 'live');
    expect(cases.filter((c) => !c.notApplicable).every((c) => c.request.method === 'GET')).toBe(true);
    expect(byId(cases, 'updateProduct 200 updated').notApplicable).toBe(
      'writes are off for this target (capabilities.writes)',
    );
  });
  describe("isolation: another organization's key", () => {
    const ids = (cases: ReturnType<typeof plan>) =>
      cases.filter((c) => c.kind === 'isolation').map((c) => [c.id, c.request.method, c.notApplicable]);
    const identifiers = { walletId: WALLET, accountNumber: '0123456789', productId: 'p' };
    const keys = { organization: 'k', otherOrganization: 'other' };
    const reading = "isolation: another organization's key reading this organization's wallet";
    const posting = "isolation: another organization's key posting to this organization's wallet";
    test.each<[string, { given: ProfileFile; want: unknown[][] }]>([
      [
        'with writes, reads and posts',
        {
          given: { keys, identifiers },
          want: [
            [reading, 'GET', undefined],
            [posting, 'POST', undefined],
          ],
        },
      ],
      [
        'without writes, still reads, and says why it does not post',
        {
          given: { keys, identifiers, capabilities: { writes: false } },
          want: [
            [reading, 'GET', undefined],
            [posting, 'POST', 'writes are off for this target (capabilities.writes)'],
          ],
        },
      ],
      [
        'without a key of another organization, neither',
        {
          given: { keys: { organization: 'k' }, identifiers },
          want: [reading, posting].map((id) => [
            id,
            expect.any(String),
            'the profile has no key of another organization (keys.otherOrganization)',
          ]),
        },
      ],
    ])('%s', (_, { given, want }) => expect(ids(plan(given, 'live'))).toEqual(want));
  });
  test('a profile that says how to provoke a fault runs the 500 pairs', () => {
    const cases = plan(
      {
        keys: { organization: 'k' },
        identifiers: { walletId: WALLET },
        capabilities: { serverFault: { headers: { 'x-sandbox-fault': '500' } } },
      },
      'live',
    );
    const fault = byId(cases, 'getWalletById 500 unexpectedError');
    expect(fault.notApplicable).toBeUndefined();
    expect(fault.request.headers['x-sandbox-fault']).toBe('500');
  });
});

describe('a live target has its own data', () => {
  const identifiers = { walletId: WALLET, organizationId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
  const cases = plan({ keys: { organization: 'k' }, identifiers }, 'live');
  const bodyOf = (id: string) => JSON.parse(byId(cases, id).request.body!) as Record<string, unknown>;
  const pair = (operationId: string, name: string) => pairByName(pairs, operationId, name);

  test('an identifier replaces the example value of its input in every operation', () => {
    for (const id of ['listCheckoutWallets 200 walletsListed', 'listPrefixMappings 200 prefixMappingsListed']) {
      expect(new URL(byId(cases, id).request.url).searchParams.get('organizationId')).toBe(identifiers.organizationId);
    }
  });
  test('a pair that needs an identifier the profile lacks says which', () => {
    expect(byId(plan({ keys: { organization: 'k' } }, 'live'), 'getWalletById 200 walletRetrieved').notApplicable).toBe(
      "needs the target's walletId: set identifiers.walletId in the profile",
    );
  });
  test('references are new to every run, and pairs that share the example reference share the run reference', () => {
    const posted = bodyOf('postWalletTransaction 200 transactionPosted').transactionReference;
    expect(posted).not.toBe(
      (pair('postWalletTransaction', 'transactionPosted').request.body as Record<string, unknown>).transactionReference,
    );
    expect(bodyOf('postWalletTransaction 409 referenceConflict').transactionReference).toBe(posted);
    expect(bodyOf('postWalletTransaction 200 transactionScheduled').transactionReference).not.toBe(posted);
  });
  test("the history window covers today, whatever the example's month", () => {
    const url = new URL(byId(cases, 'getWalletHistory 200 historyFetched').request.url);
    const now = Date.now();
    expect(Date.parse(`${url.searchParams.get('startDate')}Z`)).toBeLessThan(now - 12 * 3600_000);
    expect(Date.parse(`${url.searchParams.get('endDate')}Z`)).toBeGreaterThan(now + 12 * 3600_000);
  });
  test('a not-found pair asks for a value of the same shape that names nothing', () => {
    const example = String(pair('getWalletById', 'accountNotFound').request.pathParams.walletId);
    const sent = byId(cases, 'getWalletById 404 accountNotFound').request.url.split('/').at(-1)!;
    expect(sent).not.toBe(example);
    expect(sent).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
  test("an update does not write the example's text over a real record unless told the current values", () => {
    expect(
      byId(
        plan({ keys: { organization: 'k' }, identifiers: { productId: WALLET } }, 'live'),
        'updateProduct 200 updated',
      ).notApplicable,
    ).toMatch(/would overwrite name, description, direction/);
    const told = plan(
      {
        keys: { organization: 'k' },
        identifiers: { productId: WALLET, name: 'Mine', description: 'Our own', direction: 'D' },
      },
      'live',
    );
    expect(byId(told, 'updateProduct 200 updated').notApplicable).toBeUndefined();
    expect(JSON.parse(byId(told, 'updateProduct 200 updated').request.body!)).toMatchObject({
      id: WALLET,
      name: 'Mine',
      description: 'Our own',
    });
  });
  test('only the values the request determines are compared', () => {
    const determined = byId(cases, 'getWalletById 200 walletRetrieved').expect.determined!;
    expect(determined).toContainEqual({ path: ['data', 'id'], value: WALLET });
    expect(determined.map((d) => d.path.join('.'))).not.toContain('data.availableBalance');
    const history = byId(cases, 'getWalletHistory 200 historyFetched').expect.determined!.map((d) => d.path.join('.'));
    expect(history).toEqual(expect.arrayContaining(['data.walletHistories.*.accountNumber']));
    expect(history).not.toContain('data.walletHistories.*.balance');
  });
});

test('fixtures replace example ids in requests and expected bodies', () => {
  const pair = pairByName(pairs, 'getWalletById', 'walletRetrieved');
  const walletId = String(pair.request.pathParams.walletId);
  const item = byId(
    plan({ keys: { organization: 'k' }, fixtures: { [walletId]: 'real-wallet-id' } }, 'live'),
    'getWalletById 200 walletRetrieved',
  );
  expect(item.request.url).toBe(`http://target.test${pair.path.replace('{walletId}', 'real-wallet-id')}`);
  expect((item.expect.body as { data: { id: string } }).data.id).toBe('real-wallet-id');
});

describe('--only and --skip', () => {
  /** The operations the spec tags with `tag`, read from the spec so that one added under the tag is expected too. */
  const taggedWith = (tag: string) =>
    readOperations(document)
      .filter((o) => ((document.paths?.[o.path]?.[o.method] as { tags?: string[] }).tags ?? []).includes(tag))
      .map((o) => o.operationId);
  const cases: [string, { only: string[]; skip: string[] }, (ops: Set<string>) => boolean][] = [
    ['by operationId', { only: ['getWalletById'], skip: [] }, (ops) => ops.size === 1 && ops.has('getWalletById')],
    [
      'by tag',
      { only: ['Checkout'], skip: [] },
      (ops) => [...ops].sort().join() === taggedWith('Checkout').sort().join(),
    ],
    [
      'skip by tag',
      { only: [], skip: ['Staging'] },
      (ops) => !taggedWith('Staging').some((id) => ops.has(id)) && ops.has('getWalletById'),
    ],
  ];
  test.each(cases)('%s', (_, selection, want) =>
    expect(want(new Set(plan({}, 'mock', selection).map((c) => c.operationId)))).toBe(true),
  );
});

test('an operation without a missingApiKey pair gets a case without a key, expecting the documented 401', () => {
  const changed = structuredClone(document);
  const walletById = Object.values(changed.paths!)
    .map((item) => item.get as any)
    .find((operation) => operation?.operationId === 'getWalletById');
  walletById.responses['401'] = {
    description: 'Unknown key only',
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorEnvelopeA' },
        examples: {
          unauthorizedAccess: {
            'x-scenario': 'unknownApiKey',
            value: { code: '401', success: false, message: 'Unauthorized access', data: null },
          },
        },
      },
    },
  };
  const cases = planCases(
    runContext(changed, resolveProfile({ target: 'http://target.test', keys: { organization: 'k' } }), 'live'),
  );
  const missing = cases.filter((c) => c.kind === 'missingApiKey');
  expect(missing.map((c) => c.id)).toEqual(['getWalletById without x-api-key']);
  expect(missing[0]!.request.headers['x-api-key']).toBeUndefined();
  expect(missing[0]!.expect).toMatchObject({ status: 401, envelope: { code: '401', success: false } });
  expect(
    planCases(runContext(document, resolveProfile({ target: 'http://target.test' }), 'mock')).filter(
      (c) => c.kind === 'missingApiKey',
    ),
  ).toEqual([]);
});

test('on a live target, lists are walked with nothing of the run in flight (its postings shift the pages)', () => {
  const cases = plan({ keys: { organization: 'org-key' }, identifiers: { walletId: WALLET } }, 'live');
  const walks = cases.filter((c) => c.kind === 'paginationWalk');
  expect(walks.map((c) => c.operationId)).toContain('getWalletHistory');
  expect(walks.filter((c) => c.alone !== true)).toEqual([]);
});

describe('the transfer status read asks for a reference the target knows', () => {
  const STATUS = 'getWalletToWalletTransferStatus 200 statusRetrieved';
  const referenceOf = (cases: ReturnType<typeof plan>) =>
    decodeURIComponent(byId(cases, STATUS).request.url.split('/').at(-1)!);
  const ledger = (cases: ReturnType<typeof plan>) => byId(cases, 'ledger: postings read back');
  const keys = { organization: 'k' };

  test('given only a key, the read-back does not run, so no posting of the run is asked for: not applicable', () => {
    const cases = plan({ keys }, 'live');
    expect(ledger(cases).notApplicable).toBeDefined();
    expect(byId(cases, STATUS).notApplicable).toBe(
      "needs the target's transactionReference: set identifiers.transactionReference in the profile",
    );
  });

  test.each([
    ['writes off', { writes: false }],
    ['writes on, the read-back not runnable', { writes: true }],
  ])('given a reference in the profile (%s), the read asks for it', (_, capabilities) => {
    const cases = plan({ keys, identifiers: { transactionReference: 'W2W-KNOWN-7' }, capabilities }, 'live');
    expect(byId(cases, STATUS).notApplicable).toBeUndefined();
    expect(referenceOf(cases)).toBe('W2W-KNOWN-7');
  });

  test('given what the read-back needs, the read asks for the credit it posts', () => {
    const identifiers = { walletId: WALLET, productId: WALLET, accountNumber: '9900000001' };
    const cases = plan({ keys, identifiers, capabilities: { writes: true } }, 'live');
    expect(ledger(cases).notApplicable).toBeUndefined();
    expect(referenceOf(cases)).toMatch(/^CONF-/);
  });
});
