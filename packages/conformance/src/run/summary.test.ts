import { loadBundle, readOperations } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import type { CaseResult, CheckResult } from '../core/model.js';
import { collectProvisional } from '@waas/spec/document';
import { summarize } from './summary.js';

const document = loadBundle();
const operations = readOperations(document);
const choices = collectProvisional(document);
const at = (id: string) => operations.find((o) => o.operationId === id)!.at;

const result = (
  operationId: string,
  status: number,
  checks: CheckResult[],
  outcome: CaseResult['outcome'] = checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed',
): CaseResult => ({
  id: `${operationId} ${status}`,
  kind: 'examplePair',
  operationId,
  at: at(operationId),
  expectedStatus: status,
  outcome,
  checks,
  request: { method: 'GET', url: 'http://t.test', headers: {} },
  ...(outcome === 'notApplicable' ? {} : { response: { status, contentType: 'application/json', body: '{}' } }),
  durationMs: 1,
});

const results = [
  result('getWalletById', 200, [
    { name: 'status', outcome: 'passed' },
    { name: 'schema', outcome: 'passed' },
    { name: 'values', outcome: 'warned' },
  ]),
  {
    ...result('postWalletTransaction', 200, [
      { name: 'status', outcome: 'failed', expected: '200', actual: '405' },
      { name: 'schema', outcome: 'passed' },
    ]),
    response: { status: 405, contentType: 'application/json', body: '{}' },
  },
  result('simulateInflow', 200, [], 'notApplicable'),
];
const summary = summarize(document, operations, results, choices);
const verdictAt = (pointer: string) => summary.provisional.find((p) => p.at === pointer)?.verdict;

test('the score counts checks passed (warnings too) over checks run', () => {
  expect(summary.checks).toMatchObject({ run: 5, passed: 3, failed: 1, warned: 1 });
  expect(summary.score).toBe(4 / 5);
});

test('coverage counts documented responses some case got back', () => {
  const documented = operations
    .filter((o) => ['getWalletById', 'postWalletTransaction', 'simulateInflow'].includes(o.operationId))
    .reduce((n, o) => n + Object.keys(o.responses).length, 0);
  expect(summary.coverage).toMatchObject({ exercised: 1, documented });
  expect(summary.coverage.missing).not.toContain('getWalletById 200');
});

test('a route that is not there refutes the chosen method and path', () => {
  expect(verdictAt(at('postWalletTransaction'))).toBe('refuted');
  expect(summary.provisional.find((p) => p.at === at('postWalletTransaction'))!.evidence).toEqual([
    'postWalletTransaction 200',
  ]);
});

test('a failure of what the document states outright is a deviation, not a refutation', () => {
  const wrongCode = summarize(
    document,
    operations,
    [result('getWalletById', 200, [{ name: 'envelope', outcome: 'failed', message: 'code differs' }])],
    choices,
  );
  expect(wrongCode.deviations).toEqual([{ case: 'getWalletById 200', check: 'envelope', message: 'code differs' }]);
  expect(wrongCode.provisional.filter((p) => p.verdict === 'refuted')).toEqual([]);
});

test('an unexercised check counts neither way', () => {
  const empty = summarize(
    document,
    operations,
    [
      result('listCheckoutWallets', 200, [
        { name: 'status', outcome: 'passed' },
        { name: 'pagination', outcome: 'unexercised' },
      ]),
    ],
    choices,
  );
  expect(empty.checks).toMatchObject({ run: 2, passed: 1, unexercised: 1 });
  expect(empty.score).toBe(1);
});

test('coverage is judged against a floor, over the operations the run planned', () => {
  const low = summarize(document, operations, results, choices, { floor: 0.75 });
  expect(low.coverage).toMatchObject({ floor: 0.75, belowFloor: true });
  expect(low.coverage.documented).toBe(
    operations
      .filter((o) => ['getWalletById', 'postWalletTransaction', 'simulateInflow'].includes(o.operationId))
      .reduce((n, o) => n + Object.keys(o.responses).length, 0),
  );
});

test('a case that passed confirms what it read, a case not run confirms nothing', () => {
  expect(verdictAt('#/components/schemas/Wallet/properties/overdraft')).toBe('confirmed');
  expect(verdictAt(at('simulateInflow'))).toBe('untested');
});

test('a run of workflows alone has no documented response to cover, so no floor to fall below', () => {
  const workflowOnly = summarize(
    document,
    operations,
    [
      {
        ...result('getWalletById', 200, [{ name: 'workflow', outcome: 'passed' }]),
        operationId: 'postingsReadBack',
        kind: 'workflow',
      },
    ],
    choices,
    { floor: 0.75 },
  );
  expect(workflowOnly.coverage).toMatchObject({ documented: 0, belowFloor: false });
});

/** An operation whose 404 response is a provisional choice of ours, as the document shows no 404 for it. */
const provisional404 = operations.find((o) =>
  choices.some(
    (c) =>
      c.at === `${o.at}/responses/404` || (c.at.startsWith(`${o.at}/responses/404`) && c.at.includes('/examples/')),
  ),
)!;

test('a 500 with a stack trace where we chose a 404 is a deviation on every check, never a refuted choice', () => {
  const failed = (name: CheckResult['name'], fault?: CheckResult['fault']): CheckResult => ({
    name,
    outcome: 'failed',
    message: `${name} differs`,
    ...(fault && { fault }),
  });
  const stackTrace = {
    ...result(provisional404.operationId, 404, [
      failed('status'),
      failed('envelope'),
      failed('values'),
      failed('leak', 'leakedInternals'),
    ]),
    response: {
      status: 500,
      contentType: 'application/json',
      body: '{"message":"at Waas.Find() in /src/W.cs:line 4"}',
    },
  };
  const run = summarize(document, operations, [stackTrace], choices);
  expect(run.deviations.map((d) => [d.check, d.fault])).toEqual([
    ['status', 'serverError'],
    ['envelope', 'serverError'],
    ['values', 'serverError'],
    ['leak', 'leakedInternals'],
  ]);
  expect(run.provisional.filter((p) => p.verdict === 'refuted')).toEqual([]);
});

test('a key echoed in a 401 is a deviation even where the 401 message is our choice', () => {
  const echoed = result('getWalletById', 401, [
    { name: 'values', outcome: 'failed', message: 'message differs' },
    { name: 'leak', outcome: 'failed', message: 'the answer sends back a credential', fault: 'echoedCredential' },
  ]);
  const run = summarize(document, operations, [echoed], choices);
  expect(run.deviations).toContainEqual({
    case: 'getWalletById 401',
    check: 'leak',
    message: 'the answer sends back a credential',
    fault: 'echoedCredential',
  });
});
