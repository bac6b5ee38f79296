import type { Sql } from '../storage/engine.js';
import { entryTotals, historyMismatches } from '../storage/entries.js';
import { heldByWallet } from '../storage/postings.js';
import { allWallets } from '../storage/wallets.js';

/**
 * Checks the ledger invariants written in ledger.ts against the whole database and returns what is broken (nothing
 * when all hold). Conservation across the organization's boundary is checked by the caller with `fundsInside`.
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
  }
  if (options.replayHistory !== false) broken.push(...(await historyMismatches(sql)));
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
