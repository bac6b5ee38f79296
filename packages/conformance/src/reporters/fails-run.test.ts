// Every reporter says what the exit code says: a check that only refutes one of our provisional choices does not fail
// the run (nor its JUnit testcase) unless the profile asks, while a deviation from the document always does.
import { collectProvisional } from '@waas/spec/document';
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import type { CaseResult } from '../core/model.js';
import type { RunReport } from '../run/runner.js';
import { summarize } from '../run/summary.js';
import { REPORTERS } from './index.js';

const document = loadBundle();
const operations = readOperations(document);
const choices = collectProvisional(document);
const choice = choices.find((c) => c.at.endsWith('/parameters/0') && c.at.includes('wallet-to-wallet'))!;
const request = { method: 'GET', url: 'http://t.test/status/CONF-1', headers: { 'x-api-key': '[redacted]' } };

const result = (located: boolean): CaseResult => ({
  id: 'ledger: postings read back',
  kind: 'ledger',
  operationId: 'postWalletTransaction',
  at: operations.find((o) => o.operationId === 'postWalletTransaction')!.at,
  expectedStatus: 200,
  outcome: 'failed',
  checks: [
    {
      name: 'values',
      outcome: 'failed',
      expected: 'Success',
      actual: 'HTTP 404',
      message: 'the transfer status of the credit posted does not read back',
      ...(located && { at: [choice.at] }),
    },
  ],
  request,
  response: { status: 404, contentType: 'application/json', body: '{}' },
  durationMs: 5,
});

const reportOf = (located: boolean, refutedChoices: 'report' | 'fail'): RunReport => {
  const results = [result(located)];
  return {
    target: {
      name: 'made-up',
      kind: 'live',
      baseUrls: { wallet: 'http://t.test', checkout: 'http://t.test', payout: 'http://t.test' },
    },
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 10,
    requests: 2,
    bailed: false,
    seed: 1,
    results,
    summary: summarize(document, operations, results, choices, { refutedChoices }),
  };
};

/** The failure line of a check that fails the run. */
const FAILED = /✗ ledger: postings read back — values: .*does not read back$/m;

describe.each([
  [
    'a refuted choice, reported',
    true,
    'report',
    {
      junitFailures: 0,
      pretty: /~ ledger: postings read back — values: .* \(refutes a provisional choice\)/,
      cases: '1 failed (1 of them only refutes a provisional choice: reported, not failed),',
    },
  ],
  [
    'a refuted choice, and the profile says it fails',
    true,
    'fail',
    { junitFailures: 1, pretty: FAILED, cases: '1 failed,' },
  ],
  ['a deviation from the document', false, 'report', { junitFailures: 1, pretty: FAILED, cases: '1 failed,' }],
] as const)('%s', (_, located, refutedChoices, want) => {
  const report = reportOf(located, refutedChoices);

  test('junit counts it as the exit code does, and keeps what was refuted in system-out', () => {
    const xml = REPORTERS.junit(report);
    expect(xml).toMatch(new RegExp(`<testsuites [^>]*failures="${want.junitFailures}"`));
    expect(xml.includes('<system-out>refutes a provisional choice')).toBe(want.junitFailures === 0);
  });

  test('pretty and html mark it', () => {
    expect(REPORTERS.pretty(report)).toMatch(want.pretty);
    expect(REPORTERS.pretty(report)).toContain(`Cases:       0 passed, ${want.cases}`);
    expect(REPORTERS.html(report).includes('<summary class="refuted">')).toBe(want.junitFailures === 0);
  });

  test('json says which kind of failure it is', () => {
    const json = JSON.parse(REPORTERS.json(report)) as {
      failures: { kind: string }[];
      summary: { refutedChoices: string };
    };
    expect(json.failures.map((f) => f.kind)).toEqual([located ? 'refutation' : 'deviation']);
    expect(json.summary.refutedChoices).toBe(refutedChoices);
  });
});
