import type { LedgerWrite } from '../domain/ledger/ledger.js';
import type { Sql } from './engine.js';
import { insertEntries } from './entries.js';
import { insertEvents } from './outbox.js';
import { claimPostings } from './postings.js';
import { together, type Statement } from './statement.js';
import { applyMoves, lockWallets } from './wallets.js';

/**
 * The one statement every movement of money is written by: the wallets locked in the global order first, then the
 * claims, the moves (each only from the balances the Book read, else the whole statement fails and writes nothing),
 * the entries and the outbox events, in one round trip and, outside a unit of work, one transaction.
 */
export function ledgerWrite(write: LedgerWrite): Statement {
  return together([
    lockWallets(write.moves.map((m) => m.walletId)),
    claimPostings(write.claims),
    applyMoves(write.moves),
    insertEntries(write.entries),
    insertEvents(write.events),
  ]);
}

/** `ledgerWrite` inside the caller's unit of work. */
export async function writeLedger(sql: Sql, write: LedgerWrite): Promise<void> {
  const { text, params } = ledgerWrite(write);
  await sql.query(text, params);
}
