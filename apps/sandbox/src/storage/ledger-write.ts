import type { LedgerWrite } from '../domain/ledger/ledger.js';
import type { Sql } from './engine.js';
import { insertEntries } from './entries.js';
import { insertEvents } from './outbox.js';
import { claimPostings } from './postings.js';
import { together, type Statement } from './statement.js';
import { applyMoves, lockWallets } from './wallets.js';

/**
 * The statements every movement of money is written by, in one transaction: the wallets locked in the global order
 * first (the internal one without waiting), then in one statement the claims, the moves (a customer wallet only from
 * the balances the Book read, else the whole statement fails and writes nothing), the entries and the outbox events.
 */
export function ledgerWrite(write: LedgerWrite): Statement[] {
  const changes = together([
    claimPostings(write.claims),
    applyMoves(write.moves),
    insertEntries(write.entries),
    insertEvents(write.events),
  ]);
  return write.moves.length > 0 ? [...lockWallets(write.moves.map((m) => m.walletId)), changes] : [changes];
}

/** `ledgerWrite` inside the caller's unit of work. */
export async function writeLedger(sql: Sql, write: LedgerWrite): Promise<void> {
  for (const { text, params } of ledgerWrite(write)) await sql.query(text, params);
}
