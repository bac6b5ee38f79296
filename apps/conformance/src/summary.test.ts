import { loadBundle, readOperations } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import type { CaseResult, CheckResult } from './model.js';
import { collectProvisional } from '@waas/spec/document';
import { summarize } from './summary.js';

const document = loadBundle();
const operations = readOperations(document);
const choices = collectProvisional(document);
const at = (id: string) => operations.find((o) => o.operationId === id)!.at;

const result = (operationId: string, status: number, checks: CheckResult[], outcome: CaseResult['outcome'] = checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed'): CaseResult => ({
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
  result('getWalletById', 200, [{ name: 'status', outcome: 'passed' }, { name: 'values', outcome: 'warned' }]),
  result('postWalletTransaction', 200, [{ name: 'status', outcome: 'failed', expected: '200', actual: '404' }, { name: 'schema', outcome: 'passed' }]),
  result('simulateInflow', 200, [], 'notApplicable'),
];
const summary = summarize(document, operations, results, choices);
const verdictAt = (pointer: string) => summary.provisional.find((p) => p.at === pointer)?.verdict;

test('the score counts checks passed (warnings too) over checks run', () => {
  expect(summary.checks).toMatchObject({ run: 4, passed: 2, failed: 1, warned: 1 });
  expect(summary.score).toBe(3 / 4);
});

test('coverage counts documented responses some case got back', () => {
  const documented = operations.reduce((n, o) => n + Object.keys(o.responses).length, 0);
  expect(summary.coverage).toMatchObject({ exercised: 2, documented });
  expect(summary.coverage.missing).not.toContain('getWalletById 200');
});

test('a failed status refutes the chosen method and path', () => {
  expect(verdictAt(at('postWalletTransaction'))).toBe('refuted');
  expect(summary.provisional.find((p) => p.at === at('postWalletTransaction'))!.evidence).toEqual(['postWalletTransaction 200']);
});

test('a case that passed confirms what it read, a case not run confirms nothing', () => {
  expect(verdictAt('#/components/schemas/Wallet/properties/overdraft')).toBe('confirmed');
  expect(verdictAt(at('simulateInflow'))).toBe('untested');
});
