import { floorOf } from './ledger.js';
import type { LedgerAudit } from './store.js';

/**
 * Checks the ledger invariants written in ledger.ts against the whole database and returns what is broken (nothing
 * when all hold). Conservation across the organization's boundary is checked by the caller with storage's
 * `fundsInside`, in tests.
 */
export async function brokenInvariants(
  audit: LedgerAudit,
  options: { replayHistory?: boolean } = {},
): Promise<string[]> {
  const broken: string[] = [];
  const wallets = await audit.allWallets();
  const held = await audit.heldByWallet();
  for (const w of wallets) {
    if (w.available_minor < floorOf(w)) broken.push(`wallet ${w.id}: available ${w.available_minor} below its floor`);
    if (w.available_minor > w.ledger_minor)
      broken.push(`wallet ${w.id}: available ${w.available_minor} above ledger ${w.ledger_minor}`);
    const holds = held.get(w.id) ?? 0;
    if (w.ledger_minor - w.available_minor !== holds)
      broken.push(`wallet ${w.id}: ledger - available = ${w.ledger_minor - w.available_minor}, holds ${holds}`);
  }
  if (options.replayHistory !== false) broken.push(...(await audit.historyMismatches()));
  for (const { organization_id, total } of await audit.unbalancedOrganizations())
    broken.push(`organization ${organization_id}: ledger balances sum to ${total}, not 0`);
  const imbalance = await audit.entriesImbalance();
  if (imbalance !== '0') broken.push(`entries: credits − debits = ${imbalance}, not 0`);
  return broken;
}
