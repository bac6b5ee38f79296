import type { CheckResult } from '../core/model.js';

/** A wallet's two balances, in minor units. */
export interface Balances {
  available: number;
  ledger: number;
  /** Set when a balance read back is not a whole number of minor units: which, and what it was. */
  inexact?: string;
}

/**
 * A balance or amount that is not a whole number of minor units: money computed in floating point, never rounded here.
 */
export function inexactMoney(
  what: string,
  inexact: string,
  name: 'balance' | 'idempotency' | 'history' | 'split' = 'balance',
): CheckResult {
  return {
    name,
    outcome: 'failed',
    expected: 'amounts and balances in whole minor units (two decimals at most)',
    actual: inexact,
    message: `${what}: ${inexact} is not a whole number of minor units`,
    fault: 'inexactMoney',
  };
}

const major = (minor: number) => minor / 100;
const show = (b: Balances) => `available ${major(b.available)}, ledger ${major(b.ledger)}`;

/**
 * A posting moved both balances by what it should (`want`, read as after − before); a held debit moves only the
 * available one.
 */
export function balanceMoved(
  what: string,
  before: Balances,
  after: Balances | undefined,
  want: Balances,
  name: 'balance' | 'idempotency' = 'balance',
): CheckResult {
  const inexact = before.inexact ?? after?.inexact;
  if (inexact) return inexactMoney(what, inexact, name);
  const got = after && { available: after.available - before.available, ledger: after.ledger - before.ledger };
  return got !== undefined && got.available === want.available && got.ledger === want.ledger
    ? { name, outcome: 'passed', message: `${what} moved ${show(want)}` }
    : {
        name,
        outcome: 'failed',
        expected: `${what}: ${show(want)}`,
        actual: got ? show(got) : 'the wallet could not be read back',
        message: `${what} moved the wallet wrongly`,
        // Under this check's name, a replay of a reference already posted: moving the wallet again is posting twice.
        ...(name === 'idempotency' &&
          got &&
          (got.available !== 0 || got.ledger !== 0) && { fault: 'postedTwice' as const }),
      };
}

/** The wallet a read-back starts from could not be read: nothing after it can be judged. */
export const walletUnread: CheckResult = {
  name: 'balance',
  outcome: 'failed',
  expected: 'the wallet read with the organization key',
  actual: 'no 200 answer',
  message: 'the wallet could not be read',
};

/** A posting the read-back needs was refused: nothing after it can be judged. */
export function postingRefused(what: string, status: number): CheckResult {
  return {
    name: 'balance',
    outcome: 'failed',
    expected: `${what} posted (200)`,
    actual: `HTTP ${status}`,
    message: `${what} was not posted`,
  };
}

/**
 * Debits sent together never take a wallet below what it may hold: its available balance no lower than minus its
 * overdraft. None accepted judges nothing: the target refused them all, as it may (a fee, a limit).
 */
export function notOverdrawn(
  what: string,
  accepted: number,
  overdraft: number,
  available: number,
  statuses: readonly number[],
): CheckResult {
  if (available < -overdraft)
    return {
      name: 'balance',
      outcome: 'failed',
      expected: `available balance at least ${major(-overdraft)}`,
      actual: `available ${major(available)} after ${accepted} accepted`,
      message: `${what} overdrew the wallet`,
    };
  if (accepted === 0)
    return {
      name: 'balance',
      outcome: 'unexercised',
      message: `${what}: none was accepted (${statuses.map((s) => `HTTP ${s}`).join(', ')})`,
    };
  return { name: 'balance', outcome: 'passed', message: `${what}: ${accepted} accepted, the wallet not overdrawn` };
}

/** Too little to pay for debits that exceed it together: nothing to judge. */
export function tooLittleToDrain(payable: number): CheckResult {
  return {
    name: 'balance',
    outcome: 'unexercised',
    message: `the wallet may pay ${major(payable)}: too little to send debits that exceed it together`,
  };
}

/** A write refused every time moved nothing: the wallet's balances (as one line) read the same before and after. */
export function refusedWritesMovedNothing(was: string | undefined, now: string | undefined): CheckResult {
  return was === now
    ? { name: 'balance', outcome: 'passed' }
    : {
        name: 'balance',
        outcome: 'failed',
        expected: `nothing moved (${was})`,
        actual: String(now),
        message: 'a refused write moved the wallet',
      };
}

/** A refused posting is unknown to the transfer status, or known as Failed: anything else moved money. */
export function refusedPostingNotRecorded(reference: string, status: number, state: unknown): CheckResult {
  return status === 404 || state === 'Failed'
    ? { name: 'balance', outcome: 'passed' }
    : {
        name: 'balance',
        outcome: 'failed',
        expected: `the refused posting ${reference} unknown to the transfer status, or Failed`,
        actual: `HTTP ${status}, status ${JSON.stringify(state)}`,
        message: 'a refused posting was recorded as posted',
      };
}

/** Amounts no posting may carry were each refused with 400; `taken` lists those that were not, with their answers. */
export function amountsRefusedWith400(taken: readonly string[]): CheckResult {
  return taken.length === 0
    ? { name: 'balance', outcome: 'passed', message: 'every amount no posting may carry was refused with 400' }
    : {
        name: 'balance',
        outcome: 'failed',
        expected: 'HTTP 400 for a negative, zero, sub-minor-unit or above-maximum amount',
        actual: taken.join('\n'),
        message: `${taken.length} amount${taken.length === 1 ? '' : 's'} no posting may carry not refused with 400`,
      };
}
