// The run as the public report: every public field, named, and nothing of the runner's beyond them.
import { expect, test } from 'vitest';
import type { CaseResult } from '../core/model.js';
import type { RunReport } from '../run/runner.js';
import type { Report } from './report.gen.js';
import { HEAD, REQUEST } from '../testing/made-up-run.js';
import { toReport } from './to-report.js';

const curl = `curl -X GET 'http://t.test/api/v1/wallets/get/wallet/1' -H 'x-api-key: [redacted]'`;
const passed: CaseResult = {
  id: 'getWalletById 200 walletRetrieved',
  kind: 'examplePair',
  operationId: 'getWalletById',
  at: '#/paths/~1api~1v1~1wallets~1get~1wallet~1{walletId}/get',
  expectedStatus: 200,
  outcome: 'passed',
  checks: [{ name: 'status', outcome: 'passed' }],
  request: REQUEST,
  response: { status: 200, contentType: 'application/json', body: '{}' },
  durationMs: 12,
};
const failed: CaseResult = {
  ...passed,
  id: 'getWalletById 404 accountNotFound',
  expectedStatus: 404,
  outcome: 'failed',
  checks: [
    {
      name: 'schema',
      outcome: 'failed',
      expected: 'a string',
      actual: '7',
      message: 'data.name is not a string',
      at: ['#/components/schemas/Wallet'],
    },
  ],
};
/** What the summary says of `failed` when its failure departs from the document. */
const deviation = { case: failed.id, check: 'schema' as const, message: 'data.name is not a string' };
const { response: _, ...unanswered } = passed;
const error: CaseResult = { ...unanswered, outcome: 'error', reason: 'ECONNRESET' };
const workflow: CaseResult = {
  ...passed,
  kind: 'workflow',
  steps: [
    { stepId: 'credit', request: { ...REQUEST, method: 'POST', body: '{"amount":7}' }, status: 200, outcome: 'passed' },
  ],
};
const generated: CaseResult = { ...passed, kind: 'generated', expectedStatus: '4xx', samples: 40 };
const run: RunReport = {
  ...HEAD,
  results: [passed],
  summary: {
    cases: { passed: 1, failed: 0, notApplicable: 0, error: 0 },
    checks: { run: 1, passed: 1, failed: 0, warned: 0, unexercised: 0, byName: { status: { run: 1, failed: 0 } } },
    score: 1,
    coverage: {
      exercised: 1,
      documented: 2,
      index: 0.5,
      missing: ['getWalletById 404'],
      floor: 0.75,
      belowFloor: true,
    },
    refutedChoices: 'report',
    provisional: [],
    deviations: [],
  },
};
const verdicts: RunReport['summary'] = {
  ...run.summary,
  provisional: [{ at: '#/paths/~1w/get', text: 'a wallet is read by id', verdict: 'refuted', evidence: [failed.id] }],
  deviations: [{ case: failed.id, check: 'values', message: 'code 200 where the document says 00' }],
};
/** The public report of `run`, written out: each row changes what it is about in both. */
const report: Report = {
  schemaVersion: 1,
  ...HEAD,
  results: [passed],
  summary: run.summary,
  failures: [],
};

const cases: [string, { given: Partial<RunReport>; want: Partial<Report> }][] = [
  ['a passed case: each public field, and no failure', { given: {}, want: {} }],
  [
    'what the runner keeps beyond the public fields stays out',
    {
      given: {
        results: [
          {
            ...passed,
            checks: [{ name: 'status', outcome: 'passed', internal: 1 }],
            lane: 'wallets',
          } as unknown as CaseResult,
        ],
        summary: { ...run.summary, spec: {} } as RunReport['summary'],
      },
      want: {},
    },
  ],
  [
    'a failed check the summary counts as a deviation: expected, actual, message and the schemas it is about; ' +
      'a failure with the request as curl',
    {
      given: { results: [failed], summary: { ...run.summary, deviations: [deviation] } },
      want: {
        results: [failed],
        summary: { ...report.summary, deviations: [deviation] },
        failures: [
          {
            caseId: failed.id,
            kind: 'deviation',
            check: 'schema',
            message: 'data.name is not a string',
            expected: 'a string',
            actual: '7',
            curl,
          },
        ],
      },
    },
  ],
  [
    'a failed check that is no deviation refutes a provisional choice',
    {
      given: { results: [failed] },
      want: {
        results: [failed],
        failures: [
          {
            caseId: failed.id,
            kind: 'refutation',
            check: 'schema',
            message: 'data.name is not a string',
            expected: 'a string',
            actual: '7',
            curl,
          },
        ],
      },
    },
  ],
  [
    'a case that got no answer: its reason, no response, and a status failure',
    {
      given: { results: [error] },
      want: {
        results: [error],
        failures: [
          {
            caseId: error.id,
            kind: 'error',
            check: 'status',
            message: 'ECONNRESET',
            expected: 'an HTTP answer',
            actual: 'ECONNRESET',
            curl,
          },
        ],
      },
    },
  ],
  [
    'a generated case: its values and a 4xx expectation',
    { given: { results: [generated] }, want: { results: [generated] } },
  ],
  ['a workflow: each step with its request as sent', { given: { results: [workflow] }, want: { results: [workflow] } }],
  [
    'the summary: provisional verdicts with their evidence, and deviations',
    { given: { summary: verdicts }, want: { summary: verdicts } },
  ],
  ['a run stopped at the first failure says so', { given: { bailed: true }, want: { bailed: true } }],
];

test.each(cases)('%s', (_, { given, want }) => {
  expect(toReport({ ...run, ...given })).toStrictEqual({ ...report, ...want });
});
