import { minorUnits } from '../core/money.js';
import type { CheckResult } from '../core/model.js';
import { inexactMoney } from './balance.js';

const PAYMENT_SUCCEEDED = 'payment.succeeded';

const RULE =
  "each split's paid = splitValue − feeValue when its beneficiary bears the fee, else splitValue; " +
  'retained = amount − Σ splitValue − Σ the fees the organization bears';

interface PaidSplit {
  splitValue: number;
  feeValue: number;
  feeBearer: boolean;
  paid: number;
}

/** Major units to minor, read exactly, so sums compare exactly (0.1 + 0.2 is not 0.3 in major units). */
const cents = (major: number) => minorUnits(major) ?? Number.NaN;
const major = (minor: number) => minor / 100;

/**
 * Whether a payment.succeeded event keeps the split rule of the spec (SplitConfiguration, split type Fixed). A
 * workflow's `expect` can hold the configured values to what the target listed, but no runtime expression computes
 * `paid` or `retained`: the runner knows the rule. Any other event: nothing to judge. A payload the rule cannot read
 * is left to the body check, which says what is wrong with it.
 */
export function judgeSplit(event: unknown): CheckResult[] {
  if ((event as { type?: unknown } | null)?.type !== PAYMENT_SUCCEEDED) return [];
  const data = (event as { data?: { amount?: unknown; splits?: unknown; retained?: unknown } }).data;
  const splits = data?.splits;
  if (
    typeof data?.amount !== 'number' ||
    typeof data.retained !== 'number' ||
    !Array.isArray(splits) ||
    !splits.every(isPaidSplit)
  ) {
    return [{ name: 'split', outcome: 'unexercised', message: 'the event has no split the rule can read' }];
  }
  const amounts = [
    ['data.amount', data.amount],
    ['data.retained', data.retained],
    ...splits.flatMap((s, i) =>
      (['splitValue', 'feeValue', 'paid'] as const).map((field) => [`data.splits.${i}.${field}`, s[field]] as const),
    ),
  ] as const;
  const inexact = amounts
    .filter(([, value]) => minorUnits(value) === undefined)
    .map(([path, value]) => `${path} ${value}`)
    .join(', ');
  if (inexact) return [inexactMoney('the payment.succeeded event', inexact, 'split')];
  const wrong = splits.flatMap((s, i) => {
    const paid = cents(s.splitValue) - (s.feeBearer ? cents(s.feeValue) : 0);
    return cents(s.paid) === paid ? [] : [`data.splits.${i}.paid: want ${major(paid)}, got ${s.paid}`];
  });
  const retained = splits.reduce(
    (left, s) => left - cents(s.splitValue) - (s.feeBearer ? 0 : cents(s.feeValue)),
    cents(data.amount),
  );
  if (cents(data.retained) !== retained) wrong.push(`data.retained: want ${major(retained)}, got ${data.retained}`);
  return wrong.length === 0
    ? [{ name: 'split', outcome: 'passed' }]
    : [
        {
          name: 'split',
          outcome: 'failed',
          expected: RULE,
          actual: wrong.join('\n'),
          message: `${wrong.length} split value${wrong.length === 1 ? '' : 's'} break the split rule`,
        },
      ];
}

function isPaidSplit(item: unknown): item is PaidSplit {
  const s = item as Partial<Record<keyof PaidSplit, unknown>> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.splitValue === 'number' &&
    typeof s.feeValue === 'number' &&
    typeof s.feeBearer === 'boolean' &&
    typeof s.paid === 'number'
  );
}
