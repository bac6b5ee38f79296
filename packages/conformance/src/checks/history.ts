import { minorUnits } from '../core/money.js';
import type { CheckResult } from '../core/model.js';
import { inexactMoney } from './balance.js';
import { failedWithProblems } from './problems.js';

/** The fields of a history entry the read-back judges (2.5 of the document). */
export interface HistoryEntry {
  amount: number;
  debitCreditIndicator: string;
  balance: number;
  transactionReference: string;
  dateCreated: string;
}

/** Exact minor units; the entries are checked whole (inexactEntries) before any sum is made of them. */
const minor = (n: number) => minorUnits(n) ?? Number.NaN;

/** The amounts and balances of a history that are not whole numbers of minor units. */
function inexactEntries(entries: readonly HistoryEntry[]): string {
  return entries
    .flatMap((e) =>
      (['amount', 'balance'] as const)
        .filter((field) => minorUnits(e[field]) === undefined)
        .map((field) => `${e.transactionReference} ${field} ${JSON.stringify(e[field])}`),
    )
    .slice(0, 5)
    .join(', ');
}

/**
 * What is wrong with a wallet's history after the run posted `reference` for `amount` (minor units): the entry must be
 * there once, and in date order each entry's balance is the one before it plus a credit or minus a debit, the last
 * being the ledger balance read back. The first entry of the window has no neighbour before it and is taken as given.
 */
export function historyProblems(
  entries: readonly HistoryEntry[],
  reference: string,
  amount: number,
  ledger: number,
): string[] {
  const problems: string[] = [];
  const mine = entries.filter((e) => e.transactionReference === reference);
  if (mine.length !== 1) problems.push(`the credit ${reference} appears ${mine.length} times, not once`);
  else if (minor(mine[0]!.amount) !== amount)
    problems.push(`the credit ${reference} shows ${mine[0]!.amount}, not ${amount / 100}`);
  const ordered = chained(entries, problems);
  const last = ordered.at(-1);
  if (last && minor(last.balance) !== ledger)
    problems.push(`the last entry's balance is ${last.balance}, the ledger balance read back is ${ledger / 100}`);
  return problems;
}

/**
 * The entries oldest first. The order the target lists them in comes first: a target may stamp an entry when its
 * request arrived and commit concurrent postings the other way, so its dates need not follow its balances, but the
 * list it gives a user must. Only a list that chains in neither direction is judged in date order.
 */
function chained(entries: readonly HistoryEntry[], problems: string[]): readonly HistoryEntry[] {
  for (const listed of [[...entries].reverse(), entries] as const) {
    if (listed.every((entry, i) => i === 0 || minor(entry.balance) === after(listed[i - 1]!, entry))) return listed;
  }
  return inDateOrder(entries, problems);
}

/**
 * The entries in date order. Entries of the same instant (a target that keeps seconds only) may be listed either way,
 * so within an instant each next entry is the one that chains on; an entry that chains on nothing is a problem.
 */
function inDateOrder(entries: readonly HistoryEntry[], problems: string[]): HistoryEntry[] {
  const byInstant = new Map<number, HistoryEntry[]>();
  for (const entry of entries) {
    const at = Date.parse(entry.dateCreated);
    byInstant.set(at, [...(byInstant.get(at) ?? []), entry]);
  }
  const out: HistoryEntry[] = [];
  for (const at of [...byInstant.keys()].sort((a, b) => a - b)) {
    const group = [...byInstant.get(at)!];
    while (group.length > 0) {
      const before = out.at(-1);
      const next = Math.max(
        0,
        before === undefined
          ? group.findIndex((e) => !group.some((f) => f !== e && after(f, e) === minor(e.balance)))
          : group.findIndex((e) => minor(e.balance) === after(before, e)),
      );
      const [entry] = group.splice(next, 1);
      if (before && minor(entry!.balance) !== after(before, entry!)) {
        const sign = entry!.debitCreditIndicator === 'D' ? '−' : '+';
        problems.push(
          `${entry!.transactionReference}: balance ${entry!.balance} ` +
            `after ${before.balance} ${sign} ${entry!.amount}, expected ${after(before, entry!) / 100}`,
        );
      }
      out.push(entry!);
    }
  }
  return out;
}

/** The balance an entry should show after the one before it, in minor units. */
const after = (before: HistoryEntry, entry: HistoryEntry) =>
  minor(before.balance) + (entry.debitCreditIndicator === 'D' ? -1 : 1) * minor(entry.amount);

/** The history check of a read-back: every page read, then `historyProblems` of what it holds. */
export function historyCheck(
  entries: readonly HistoryEntry[],
  reference: string,
  amount: number,
  ledger: number,
): CheckResult {
  const inexact = inexactEntries(entries);
  if (inexact) return inexactMoney('the history', inexact, 'history');
  const problems = historyProblems(entries, reference, amount, ledger);
  return problems.length === 0
    ? { name: 'history', outcome: 'passed', message: `${entries.length} entries chain` }
    : failedWithProblems(
        'history',
        'the credit once, and balances that chain to the ledger balance',
        problems,
        `${problems.length} history problem${problems.length === 1 ? '' : 's'}`,
      );
}

/** A page of the history window did not come back. */
export function historyUnread(status: number): CheckResult {
  return {
    name: 'history',
    outcome: 'failed',
    expected: 'the history of the window',
    actual: `HTTP ${status}`,
    message: 'the history could not be read',
  };
}

/** One page of a history as it was read: in date order, each entry's balance follows from the one beside it. */
export function historyChains(entries: readonly HistoryEntry[]): CheckResult {
  const inexact = inexactEntries(entries);
  if (inexact) return inexactMoney('the history page', inexact, 'history');
  const problems: string[] = [];
  chained(entries, problems);
  if (problems.length > 0) {
    return failedWithProblems(
      'history',
      'balances that chain from entry to entry',
      problems,
      `${problems.length} entr${problems.length === 1 ? 'y does' : 'ies do'} not chain`,
    );
  }
  return entries.length < 2
    ? { name: 'history', outcome: 'unexercised', message: 'fewer than two entries: nothing to chain' }
    : { name: 'history', outcome: 'passed', message: `${entries.length} entries chain` };
}
