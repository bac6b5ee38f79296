// A staging that chose otherwise where the document is silent refutes our provisional choice; it does not deviate from
// the document. Proved on the independent target, with a switch for each such choice.
import { startIndependentTarget, type Deviations, type IndependentTarget } from '@waas/independent-target';
import { collectProvisional, loadBundle } from '@waas/spec/document';
import { afterAll, describe, expect, test } from 'vitest';
import { parameterChoices } from '../core/rests-on.js';
import { resolveProfile } from '../profile/load.js';
import { run } from './runner.js';
import { implementedByHand, stagingProfile } from '@waas/independent-target/staging-profile';
import { readOperations } from '@waas/spec/pairs';

const document = loadBundle();
const operation = (id: string) => readOperations(document).find((o) => o.operationId === id)!;
const statusOperation = operation('getWalletToWalletTransferStatus');

const targets: IndependentTarget[] = [];
afterAll(() => Promise.all(targets.map((t) => t.close())));

async function runAgainst(deviations: Deviations) {
  const target = await startIndependentTarget(deviations);
  targets.push(target);
  const profile = resolveProfile({ ...stagingProfile(target), capabilities: { writes: true } });
  return run({
    timeoutMs: 5_000,
    retries: 0,
    concurrency: 8,
    webhooks: false,
    generated: { maxCases: 0 },
    selection: implementedByHand(target),
    profile,
  });
}

describe.each([
  [
    'the transfer status knows only transfers, not postings',
    { transferStatusOnlyForTransfers: true },
    parameterChoices(document, statusOperation, ['transactionReference'])[0]!,
  ],
  [
    'a reused reference with another body refused as an invalid request (400), not 409',
    { reusedReferenceAnswers400: true },
    `${operation('postWalletTransaction').at}/responses/409`,
  ],
] as const)('%s', (_, deviations, choice) => {
  test('refutes the choice, with the failing cases as evidence, and deviates from nothing', async () => {
    expect(collectProvisional(document).map((c) => c.at)).toContain(choice);
    const report = await runAgainst(deviations);
    const verdict = report.summary.provisional.find((p) => p.at === choice)!;
    expect(verdict.verdict).toBe('refuted');
    expect(verdict.evidence.length).toBeGreaterThan(0);
    expect(report.summary.deviations).toEqual([]);
  });

  test('the same run against the conformant target confirms it', async () => {
    const report = await runAgainst({});
    expect(report.summary.provisional.find((p) => p.at === choice)!.verdict).toBe('confirmed');
    expect(report.summary.deviations).toEqual([]);
  });
});
