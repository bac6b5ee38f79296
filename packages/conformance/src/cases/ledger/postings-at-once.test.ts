// What only postings in flight together, and every posting read back, show: proved on the independent target, with a
// switch for each fault, and no false alarm on the conformant one.
import { startIndependentTarget, type Deviations, type IndependentTarget } from '@waas/independent-target';
import { afterAll, describe, expect, test } from 'vitest';
import { resolveProfile } from '../../profile/load.js';
import { run } from '../../run/runner.js';
import { pattern } from '../../testing/pattern.js';
import { stagingProfile } from '@waas/independent-target/staging-profile';

const targets: IndependentTarget[] = [];
afterAll(() => Promise.all(targets.map((t) => t.close())));

/** The ledger cases alone (their operation), with writes on. */
async function ledgerRun(deviations: Deviations) {
  const target = await startIndependentTarget(deviations);
  targets.push(target);
  const profile = resolveProfile({ ...stagingProfile(target), capabilities: { writes: true } });
  const report = await run({
    timeoutMs: 5_000,
    retries: 0,
    concurrency: 8,
    webhooks: false,
    generated: { maxCases: 0 },
    profile,
    selection: { only: ['postWalletTransaction'], skip: [] },
  });
  const ledger = report.results.filter((r) => r.kind === 'ledger');
  return {
    report,
    ledger,
    failed: ledger.flatMap((r) =>
      r.checks.filter((c) => c.outcome === 'failed').map((c) => `${r.id} → ${c.name}: ${c.message}`),
    ),
  };
}

describe('postings read back and sent at once', () => {
  test('a conformant target: every ledger case passes, every check judged something', async () => {
    const { ledger, failed } = await ledgerRun({});
    expect(ledger.map((r) => [r.id, r.outcome])).toEqual([
      ['ledger: postings read back', 'passed'],
      ['ledger: postings at once', 'passed'],
      ['ledger: amounts no posting may carry', 'passed'],
    ]);
    expect(failed).toEqual([]);
    expect(ledger.flatMap((r) => r.checks).filter((c) => c.outcome === 'unexercised')).toEqual([]);
  });

  test.each([
    [
      'a reference claimed after an await posts twice',
      { referenceClaimedAfterAwait: true },
      /^ledger: postings at once → idempotency: the same reference sent 4 times at once did not post exactly once$/,
    ],
    [
      'funds checked before an await overdraw the wallet',
      { debitBookedAfterAwait: true },
      pattern(
        /^ledger: postings at once → balance: 3 debits of [\d.]+ sent together, /,
        /where the wallet may pay [\d.]+ overdrew the wallet$/,
      ),
    ],
    [
      'an immediate debit booked as a hold release',
      { immediateDebitAsHoldRelease: true },
      /^ledger: postings read back → balance: an immediate debit of 1 moved the wallet wrongly$/,
    ],
    [
      'a negative credit taken as a debit',
      { negativeAmountsTaken: true },
      /^ledger: amounts no posting may carry → balance: 1 amount no posting may carry not refused with 400$/,
    ],
    [
      '… and the wallet it moved the wrong way',
      { negativeAmountsTaken: true },
      pattern(
        /^ledger: amounts no posting may carry → balance: /,
        /credits of amounts no posting may carry moved the wallet wrongly$/,
      ),
    ],
  ] as const)('%s: caught, a deviation from the document', async (_, deviations, want) => {
    const { report, failed } = await ledgerRun(deviations);
    expect(
      failed.some((line) => want.test(line)),
      failed.join('\n'),
    ).toBe(true);
    expect(report.summary.deviations.length).toBeGreaterThan(0);
  });
});
