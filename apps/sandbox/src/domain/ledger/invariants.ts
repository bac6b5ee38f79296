import type { Sql } from '../../storage/engine.js';
import { entriesImbalance, historyMismatches } from '../../storage/entries.js';
import { heldByWallet } from '../../storage/postings.js';
import { allWallets, unbalancedOrganizations } from '../../storage/wallets.js';
import { floorOf } from './ledger.js';

/**
 * Checks the ledger invariants written in ledger.ts against the whole database and returns what is broken (nothing
 * when all hold). Conservation across the organization's boundary is checked by the caller with `fundsInside`
 * (storage/wallets.ts).
 */
export async function brokenInvariants(sql: Sql, options: { replayHistory?: boolean } = {}): Promise<string[]> {
  const broken: string[] = [];
  const wallets = await allWallets(sql);
  const held = await heldByWallet(sql);
  for (const w of wallets) {
    if (w.available_minor < floorOf(w)) broken.push(`wallet ${w.id}: available ${w.available_minor} below its floor`);
    if (w.available_minor > w.ledger_minor)
      broken.push(`wallet ${w.id}: available ${w.available_minor} above ledger ${w.ledger_minor}`);
    const holds = held.get(w.id) ?? 0;
    if (w.ledger_minor - w.available_minor !== holds)
      broken.push(`wallet ${w.id}: ledger - available = ${w.ledger_minor - w.available_minor}, holds ${holds}`);
  }
  if (options.replayHistory !== false) broken.push(...(await historyMismatches(sql)));
  for (const { organization_id, total } of await unbalancedOrganizations(sql))
    broken.push(`organization ${organization_id}: ledger balances sum to ${total}, not 0`);
  const imbalance = await entriesImbalance(sql);
  if (imbalance !== '0') broken.push(`entries: credits − debits = ${imbalance}, not 0`);
  return broken;
}
