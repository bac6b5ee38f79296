// The ledger read-back names the provisional choice its status read-back rests on, so a target that chose otherwise
// refutes that choice instead of deviating from the document.
import { collectProvisional } from '@waas/spec/document';
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import type { CaseResult } from '../../core/model.js';
import { summarize } from '../../run/summary.js';
import { parameterChoices } from '../../core/rests-on.js';

const document = loadBundle();
const operations = readOperations(document);
const choices = collectProvisional(document);
const status = operations.find((o) => o.operationId === 'getWalletToWalletTransferStatus')!;
const credit = operations.find((o) => o.operationId === 'postWalletTransaction')!;
const postingReferenceChoice = (): string => parameterChoices(document, status, ['transactionReference'])[0]!;

const readBack = (restsOn: string | undefined): CaseResult => ({
  id: 'ledger: postings read back',
  kind: 'ledger',
  operationId: credit.operationId,
  at: credit.at,
  expectedStatus: 200,
  outcome: 'failed',
  checks: [
    { name: 'balance', outcome: 'passed' },
    {
      name: 'values',
      outcome: 'failed',
      message: 'the transfer status of the credit posted does not read back',
      ...(restsOn && { at: [restsOn] }),
    },
  ],
  request: { method: 'GET', url: 'http://t.test', headers: {} },
  response: { status: 200, contentType: 'application/json', body: '{}' },
  durationMs: 1,
});

describe('the status read-back of a posting', () => {
  test('rests on a choice the spec marks provisional', () => {
    const pointer = postingReferenceChoice();
    expect(choices.map((c) => c.at)).toContain(pointer);
    expect(choices.find((c) => c.at === pointer)!.text).toMatch(/reference of any posting/);
  });

  test.each([
    ['naming the choice, refutes it and deviates from nothing', postingReferenceChoice(), 'refuted', 0],
    ['naming nothing, is a deviation from the document', undefined, 'untested', 1],
  ] as const)('a failed read-back, %s', (_, restsOn, verdict, deviations) => {
    const summary = summarize(document, operations, [readBack(restsOn)], choices);
    expect(summary.provisional.find((c) => c.at === postingReferenceChoice())!.verdict).toBe(verdict);
    expect(summary.deviations).toHaveLength(deviations);
  });
});
