/** The fields of a history entry the read-back judges (2.5 of the document). */
export interface HistoryEntry {
  amount: number;
  debitCreditIndicator: string;
  balance: number;
  transactionReference: string;
  dateCreated: string;
}

const minor = (n: number) => Math.round(n * 100);

/**
 * What is wrong with a wallet's history after the run posted `reference` for `amount` (minor units): the entry must be
 * there once, and in date order each entry's balance is the one before it plus a credit or minus a debit, the last
 * being the ledger balance read back. The first entry of the window has no neighbour before it and is taken as given.
 */
export function historyProblems(entries: readonly HistoryEntry[], reference: string, amount: number, ledger: number): string[] {
  const problems: string[] = [];
  const mine = entries.filter((e) => e.transactionReference === reference);
  if (mine.length !== 1) problems.push(`the credit ${reference} appears ${mine.length} times, not once`);
  else if (minor(mine[0]!.amount) !== amount) problems.push(`the credit ${reference} shows ${mine[0]!.amount}, not ${amount / 100}`);
  // Entries of the same instant keep the order the target gave them.
  const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => Date.parse(a.e.dateCreated) - Date.parse(b.e.dateCreated) || a.i - b.i).map(({ e }) => e);
  for (let i = 1; i < ordered.length; i++) {
    const [before, entry] = [ordered[i - 1]!, ordered[i]!];
    const sign = entry.debitCreditIndicator === 'D' ? -1 : 1;
    const want = minor(before.balance) + sign * minor(entry.amount);
    if (minor(entry.balance) !== want) problems.push(`${entry.transactionReference}: balance ${entry.balance} after ${before.balance} ${sign < 0 ? '−' : '+'} ${entry.amount}, expected ${want / 100}`);
  }
  const last = ordered.at(-1);
  if (last && minor(last.balance) !== ledger) problems.push(`the last entry's balance is ${last.balance}, the ledger balance read back is ${ledger / 100}`);
  return problems;
}
