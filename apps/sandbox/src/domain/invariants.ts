import type { Sql } from '../storage/engine.js';
import { entryTotals, walletEntries } from '../storage/entries.js';
import { heldByWallet } from '../storage/postings.js';
import { allWallets } from '../storage/wallets.js';

/**
 * Checks the ledger invariants written in ledger.ts against the whole database and returns what is broken
 * (nothing when all hold). `externalTotals` is, per organization, the sum of non-external ledger balances the
 * caller expects (opening balances plus inflows), to check that nothing else moved money across the boundary.
 */
export async function brokenInvariants(sql: Sql, options: { replayHistory?: boolean } = {}): Promise<string[]> {
  const broken: string[] = [];
  const wallets = await allWallets(sql);
  const held = await heldByWallet(sql);
  const perOrganization = new Map<string, number>();
  for (const w of wallets) {
    perOrganization.set(w.organization_id, (perOrganization.get(w.organization_id) ?? 0) + w.ledger_minor);
    if (w.kind === 'customer' && w.available_minor < -(w.overdraft_minor ?? 0)) broken.push(`wallet ${w.id}: available ${w.available_minor} below its floor`);
    if (w.available_minor > w.ledger_minor) broken.push(`wallet ${w.id}: available ${w.available_minor} above ledger ${w.ledger_minor}`);
    const holds = held.get(w.id) ?? 0;
    if (w.ledger_minor - w.available_minor !== holds) broken.push(`wallet ${w.id}: ledger - available = ${w.ledger_minor - w.available_minor}, holds ${holds}`);
    if (options.replayHistory !== false) {
      let balance = 0;
      for (const e of await walletEntries(sql, w.id)) {
        balance += e.dc === 'C' ? e.amount_minor : -e.amount_minor;
        if (balance !== e.balance_after_minor) {
          broken.push(`wallet ${w.id}: entry ${e.id} says balance ${e.balance_after_minor}, replay gives ${balance}`);
          break;
        }
      }
      if (balance !== w.ledger_minor) broken.push(`wallet ${w.id}: history replays to ${balance}, ledger is ${w.ledger_minor}`);
    }
  }
  for (const [organizationId, sum] of perOrganization) {
    if (sum !== 0) broken.push(`organization ${organizationId}: ledger balances sum to ${sum}, not 0`);
  }
  const totals = await entryTotals(sql);
  if (totals.credits !== totals.debits) broken.push(`entries: credits ${totals.credits} ≠ debits ${totals.debits}`);
  return broken;
}

/** Sum of ledger balances over the non-external wallets of an organization: what inflows brought in. */
export async function fundsInside(sql: Sql, organizationId: string): Promise<number> {
  const [row] = await sql.query<{ total: number }>(
    `SELECT COALESCE(SUM(ledger_minor), 0)::bigint AS total FROM wallets WHERE organization_id = $1 AND kind <> 'external'`,
    [organizationId],
  );
  return row?.total ?? 0;
}
