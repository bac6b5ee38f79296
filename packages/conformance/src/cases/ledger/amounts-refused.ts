import { amountsRefusedWith400, balanceMoved, inexactMoney, walletUnread } from '../../checks/balance.js';
import { major } from '../../core/money.js';
import type { CheckResult, Exchange, HttpRequest } from '../../core/model.js';
import { walletState } from './postings-at-once.js';

export interface AmountsRefused {
  read: HttpRequest;
  /** A credit of this amount (major units) to the wallet read, under a new reference each time. */
  credit: (amount: number) => HttpRequest;
  /** The spec's bound on an amount, in minor units. */
  maximumMinor: number;
}

/** Amounts no posting may carry, each with what makes it so. */
export function badAmounts(maximumMinor: number): { label: string; amount: number }[] {
  return [
    { label: 'a negative amount', amount: -1 },
    { label: 'a zero amount', amount: 0 },
    { label: 'an amount finer than the minor unit', amount: 0.001 },
    ...(Number.isFinite(maximumMinor)
      ? [{ label: 'an amount above the maximum', amount: Number(major(maximumMinor + 1)) }]
      : []),
  ];
}

/**
 * Credits of amounts no posting may carry (negative, zero, finer than the minor unit, above the maximum) are each
 * refused with the documented 400, and the wallet read back afterwards has not moved by a minor unit: a target that
 * takes a negative credit moves the balance the wrong way, whatever it answers.
 */
export async function amountsRefused(exchange: Exchange, steps: AmountsRefused): Promise<CheckResult[]> {
  const before = await walletState(exchange, steps.read);
  if (!before) return [walletUnread];
  if (before.inexact) return [inexactMoney('the wallet read', before.inexact)];
  const taken: string[] = [];
  for (const { label, amount } of badAmounts(steps.maximumMinor)) {
    const answer = await exchange(steps.credit(amount));
    if (answer.status !== 400) taken.push(`${label} (${amount}): HTTP ${answer.status}`);
  }
  const after = await walletState(exchange, steps.read);
  return [
    amountsRefusedWith400(taken),
    balanceMoved('credits of amounts no posting may carry', before, after, { available: 0, ledger: 0 }),
  ];
}
