// Proof that the runner judges: 100% against the mock, and each injected fault fails with the right check named.
import { loadBundle, pairByName, readOperations, readPairs } from '@waas/spec/pairs';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { CheckName } from '../core/model.js';
import { resolveProfile } from '../profile/load.js';
import { run } from './runner.js';
import {
  editBody,
  startFaultProxy,
  type Answer,
  type Exchange,
  type Fault,
} from '@waas/independent-target/fault-proxy';
import { exitCode } from '../cli/exit-code.js';
import { REFUTES } from '../reporters/fails-run.js';
import { REPORTERS } from '../reporters/index.js';
import { EXCHANGE_CHECKS } from '../testing/exchange-checks.js';

const mockUrl = inject('mockUrl');
const pairs = readPairs(loadBundle());
// The runs with a fault each keep to the cases the faults are about; the plain run tries a few hundred generated
// values.
const options = { timeoutMs: 10_000, retries: 0, concurrency: 8, generated: { seed: 1, maxCases: 0 } };

describe('against the mock', async () => {
  const report = await run({
    ...options,
    generated: { seed: 1, maxCases: 300 },
    profile: resolveProfile({}, { target: mockUrl }),
  });

  test('detects the mock', () => expect(report.target.kind).toBe('mock'));
  test('every case passes, the malformed-JSON ones too', () => {
    expect(report.results.filter((r) => r.outcome !== 'passed').map((r) => [r.id, r.outcome])).toEqual([]);
    const withBody = readOperations(loadBundle())
      .filter((o) => o.body !== undefined)
      .map((o) => o.operationId);
    expect(
      report.results
        .filter((r) => r.id.endsWith(': malformed JSON'))
        .map((r) => r.operationId)
        .sort(),
    ).toEqual(withBody.sort());
    expect(report.summary.score).toBe(1);
  });
  test('generated values in every input of every operation, each answered as the spec says', () => {
    const generated = report.results.filter((r) => r.kind === 'generated' && r.outcome === 'passed');
    const withInputs = readOperations(loadBundle()).filter(
      (o) => o.body || o.parameters.some((p) => p.name !== 'x-api-key'),
    );
    expect(new Set(generated.map((r) => r.operationId))).toEqual(new Set(withInputs.map((o) => o.operationId)));
    // The budget is shared out whole: each case gets the same count, and the run spends at most what it was given.
    const values = generated.reduce((n, r) => n + (r.samples ?? 0), 0);
    expect(values).toBeGreaterThanOrEqual(150);
    expect(values).toBeLessThanOrEqual(300);
  });
  test('one case per example pair, plus the rule-based ones', () => {
    const ids = new Set(report.results.map((r) => r.id));
    for (const pair of pairs) expect(ids).toContain(`${pair.operationId} ${pair.status} ${pair.name}`);
    expect(report.results.some((r) => r.kind === 'requiredDropped')).toBe(true);
  });
  test('every documented response is exercised', () =>
    expect(report.summary.coverage).toMatchObject({ index: 1, missing: [] }));
  test('runs every check kind an HTTP case has', () => {
    expect(Object.keys(report.summary.checks.byName).sort()).toEqual([...EXCHANGE_CHECKS].sort());
  });
});

const pathOf = (operationId: string, name: string) => {
  const pair = pairByName(pairs, operationId, name);
  return { pair, prefer: `code=${pair.status}, example=${pair.name}` };
};
/** The answer to one pair's request, recognised by its path and the Prefer header the runner sends the mock. */
const answering = (operationId: string, name: string) => (exchange: Exchange) => {
  const { pair, prefer } = pathOf(operationId, name);
  return exchange.headers.prefer === prefer && exchange.path.startsWith(pair.path.split('{')[0]!);
};
const missingKeyPairs = pairs
  .filter((p) => p.scenario === 'missingApiKey')
  .map((p) => `${p.operationId} ${p.status} ${p.name}`);

const faults: [string, { fault: Fault; caseIds: string[]; want: CheckName[] }][] = [
  [
    'wrong status',
    {
      fault: {
        response: (a: Answer, e: Exchange) =>
          answering('getWalletById', 'accountNotFound')(e) ? { ...a, status: 400 } : a,
      },
      caseIds: ['getWalletById 404 accountNotFound'],
      want: ['status'],
    },
  ],
  [
    'changed envelope code, same HTTP status',
    {
      fault: editBody(answering('updateProduct', 'productNotFound'), (b) => (b.code = '400')),
      caseIds: ['updateProduct 400 productNotFound'],
      want: ['envelope', 'values'],
    },
  ],
  [
    'changed statusCode in shape B',
    {
      fault: editBody(answering('listCheckoutWallets', 'otherOrganization'), (b) => (b.statusCode = 401)),
      caseIds: ['listCheckoutWallets 403 otherOrganization'],
      want: ['envelope', 'values'],
    },
  ],
  [
    'changed message',
    {
      fault: editBody(answering('getWalletGroup', 'walletGroupNotFound'), (b) => (b.message = 'Not there')),
      caseIds: ['getWalletGroup 404 walletGroupNotFound'],
      want: ['envelope', 'values'],
    },
  ],
  [
    'a field of the wrong type',
    {
      fault: editBody(
        answering('getWalletById', 'walletRetrieved'),
        (b) => (b.data.availableBalance = String(b.data.availableBalance)),
      ),
      caseIds: ['getWalletById 200 walletRetrieved'],
      want: ['schema', 'values'],
    },
  ],
  [
    'a missing field',
    {
      fault: editBody(answering('getWalletById', 'walletRetrieved'), (b) => delete b.data.walletGroupId),
      caseIds: ['getWalletById 200 walletRetrieved'],
      want: ['schema', 'values'],
    },
  ],
  [
    'a misspelled field',
    {
      fault: editBody(answering('getWalletById', 'walletRetrieved'), (b) => (b.data.walletNmae = b.data.name)),
      caseIds: ['getWalletById 200 walletRetrieved'],
      want: ['unknownProperties', 'values'],
    },
  ],
  [
    'auth not enforced',
    {
      fault: {
        request: (e: Exchange) =>
          e.headers['x-api-key']
            ? e
            : { ...e, headers: { ...e.headers, 'x-api-key': 'let-me-in', prefer: 'code=200' } },
      },
      caseIds: missingKeyPairs,
      want: ['status', 'envelope', 'values'],
    },
  ],
  [
    'leaked error text',
    {
      fault: editBody(
        answering('searchWalletByMobileNumber', 'unexpectedError'),
        (b) => (b.message = 'System.Collections.Generic.KeyNotFoundException: The given key was not present'),
      ),
      caseIds: ['searchWalletByMobileNumber 500 unexpectedError'],
      want: ['envelope', 'values', 'leak'],
    },
  ],
  [
    'a 5xx for a dropped required parameter',
    {
      fault: {
        response: (a: Answer, e: Exchange) =>
          e.path.includes('/wallets/search/mobile') && !e.path.includes('mobNum') && !e.headers.prefer
            ? { ...a, status: 500 }
            : a,
      },
      caseIds: ['searchWalletByMobileNumber without query parameter mobNum'],
      want: ['status'],
    },
  ],
  [
    'another content type',
    {
      fault: {
        response: (a: Answer, e: Exchange) =>
          answering('interBankEnquiry', 'accountResolved')(e)
            ? { ...a, headers: { ...a.headers, 'content-type': 'text/plain' } }
            : a,
      },
      caseIds: ['interBankEnquiry 200 accountResolved'],
      want: ['contentType'],
    },
  ],
];

describe('against a fault-injecting proxy in front of the mock', () => {
  const proxies: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((close) => close()));
  });

  test.each(faults)('%s', async (_, { fault, caseIds, want }) => {
    const proxy = await startFaultProxy(mockUrl, fault);
    proxies.push(proxy.close);
    const report = await run({ ...options, profile: resolveProfile({ kind: 'mock' }, { target: proxy.url }) });
    const failed = report.results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.id)).toEqual(caseIds);
    for (const result of failed)
      expect(result.checks.filter((c) => c.outcome === 'failed').map((c) => c.name)).toEqual(want);
  });
});

// getWalletGroup's 401 is the shared Unauthorized response: the documented missing-key example, and a provisional one
// (a key nobody issued) beside it. A keyless request answered otherwise deviates from the document, in every report.
describe('a wrong answer to a missing key deviates, and refutes no provisional example beside it', () => {
  const keyless = answering('getWalletGroup', 'missingApiKey');
  const granted = JSON.stringify({
    code: '00',
    success: true,
    message: 'Wallet group retrieved successfully.',
    data: {},
  });
  const rows: [string, { fault: Fault; want: CheckName[] }][] = [
    [
      '"Unauthorized access", the message of a key nobody issued',
      { fault: editBody(keyless, (b) => (b.message = 'Unauthorized access')), want: ['envelope', 'values'] },
    ],
    [
      'a 200 with a wallet group',
      {
        fault: { response: (a: Answer, e: Exchange) => (keyless(e) ? { ...a, status: 200, body: granted } : a) },
        want: ['status', 'envelope', 'schema', 'values'],
      },
    ],
  ];
  const proxies: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((close) => close()));
  });

  test.each(rows)('%s', async (_, { fault, want }) => {
    const proxy = await startFaultProxy(mockUrl, fault);
    proxies.push(proxy.close);
    const report = await run({
      ...options,
      selection: { only: ['getWalletGroup'], skip: [] },
      profile: resolveProfile({ kind: 'mock' }, { target: proxy.url }),
    });
    const caseId = 'getWalletGroup 401 missingApiKey';
    expect(report.summary.deviations.map((d) => [d.case, d.check])).toEqual(want.map((check) => [caseId, check]));
    expect(report.summary.provisional.filter((p) => p.verdict === 'refuted')).toEqual([]);
    expect(exitCode(report.summary)).toBe(1);
    const junit = REPORTERS.junit(report);
    expect(junit).toContain('failures="1"');
    expect(junit.match(/<failure /g)).toHaveLength(1);
    for (const check of want) expect(junit).toMatch(new RegExp(`<failure type="[^"]*\\b${check}\\b`));
    const pretty = REPORTERS.pretty(report);
    expect(pretty).not.toContain(REFUTES);
    expect(pretty).toContain(`Deviations:  ${want.length} from what the document states`);
  });
});
