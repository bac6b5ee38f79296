// The schema is a contract only if it refuses what breaks it: each row breaks a valid report in one place.
import { expect, test } from 'vitest';
import type { Report } from '../report/report.gen.js';
import { HEAD, REQUEST } from './made-up-run.js';
import { validReport } from './valid-report.js';

const report: Report = {
  schemaVersion: 1,
  ...HEAD,
  summary: {
    cases: { passed: 0, failed: 1, notApplicable: 0, error: 0 },
    checks: { run: 1, passed: 0, failed: 1, warned: 0, unexercised: 0, byName: { status: { run: 1, failed: 1 } } },
    score: 0,
    coverage: { exercised: 1, documented: 1, index: 1, missing: [], floor: 0.75, belowFloor: false },
    provisional: [{ at: '#/paths/~1w/get', text: 'a wallet is read by id', verdict: 'untested', evidence: [] }],
    deviations: [{ case: 'getWalletById 404 accountNotFound', check: 'status', message: 'status differs' }],
    refutedChoices: 'report',
  },
  results: [
    {
      id: 'getWalletById 404 accountNotFound',
      kind: 'examplePair',
      operationId: 'getWalletById',
      at: '#/paths/~1w/get',
      expectedStatus: 404,
      outcome: 'failed',
      checks: [{ name: 'status', outcome: 'failed', expected: '404', actual: '500' }],
      request: REQUEST,
      response: { status: 500, contentType: 'application/json', body: '{}' },
      durationMs: 12,
    },
  ],
  failures: [
    {
      caseId: 'getWalletById 404 accountNotFound',
      kind: 'deviation',
      check: 'status',
      message: 'status differs',
      expected: '404',
      actual: '500',
      curl: "curl -X GET 'http://t.test/api/v1/wallets/get/wallet/1'",
    },
  ],
};

/** The report with one change, written as a function of a copy so each row touches only what it is about. */
const broken = (change: (copy: Record<string, any>) => void) => {
  const copy = structuredClone(report) as Record<string, any>;
  change(copy);
  return JSON.stringify(copy);
};

const cases: [string, { given: string; want: RegExp | 'valid' }][] = [
  ['a valid report', { given: JSON.stringify(report), want: 'valid' }],
  [
    'no schemaVersion',
    { given: broken((r) => delete r.schemaVersion), want: /^\/ must have required property 'schemaVersion'$/m },
  ],
  [
    'a schemaVersion this schema is not',
    { given: broken((r) => (r.schemaVersion = 2)), want: /^\/schemaVersion must be equal to constant$/m },
  ],
  [
    'an unknown field at the top',
    { given: broken((r) => (r.passed = true)), want: /^\/ must NOT have additional properties \(passed\)$/m },
  ],
  [
    'an unknown field in a case',
    {
      given: broken((r) => (r.results[0].lane = 'wallets')),
      want: /^\/results\/0 must NOT have additional properties \(lane\)$/m,
    },
  ],
  [
    'an unknown field in the summary',
    {
      given: broken((r) => (r.summary.coverage.ratio = 1)),
      want: /^\/summary\/coverage must NOT have additional properties \(ratio\)$/m,
    },
  ],
  [
    'a check name the schema does not know',
    {
      given: broken((r) => (r.results[0].checks[0].name = 'statusCode')),
      want: /^\/results\/0\/checks\/0\/name must be equal to one of the allowed values$/m,
    },
  ],
  [
    'a tally under a check name the schema does not know',
    {
      given: broken((r) => (r.summary.checks.byName.statusCode = { run: 1, failed: 0 })),
      want: /^\/summary\/checks\/byName must be equal to one of the allowed values$/m,
    },
  ],
  [
    'a verdict that is none of confirmed, refuted, untested',
    {
      given: broken((r) => (r.summary.provisional[0].verdict = 'unknown')),
      want: /^\/summary\/provisional\/0\/verdict must be equal to one of the allowed values$/m,
    },
  ],
  [
    'a failure without its curl command',
    { given: broken((r) => delete r.failures[0].curl), want: /^\/failures\/0 must have required property 'curl'$/m },
  ],
  [
    'a start that is not a date-time',
    { given: broken((r) => (r.startedAt = 'yesterday')), want: /^\/startedAt must match format "date-time"$/m },
  ],
];

test.each(cases)('%s', (_, { given, want }) => {
  if (want === 'valid') expect(validReport(given)).toEqual(report);
  else expect(() => validReport(given)).toThrow(want);
});
