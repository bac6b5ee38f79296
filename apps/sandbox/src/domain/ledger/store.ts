import type { HistoryEntry, LedgerWallet, LedgerWrite } from './ledger.js';
import type { WalletRecord } from '../wallets/wallet.js';

/**
 * What the ledger asks of storage inside a unit of work: the wallets a Book is opened on, locked in the one order
 * every write takes (so what the Book decides on them stays true until it is written), and the one verified statement
 * that writes what a Book decided (invariant 2, ledger.ts).
 */
export interface LedgerStore {
  lockedWallets(
    organizationId: string,
    named: { ids?: readonly string[]; kinds?: readonly WalletRecord['kind'][] },
  ): Promise<LedgerWallet[]>;
  writeLedger(write: LedgerWrite): Promise<void>;
  /** One page of a wallet's entries in a time range, newest first (last committed), with the range's total count. */
  entriesPage(
    walletId: string,
    range: { fromUs: number; toUs: number },
    page: { offset: number; limit: number },
  ): Promise<{ rows: HistoryEntry[]; total: number }>;
}

/** What checking the invariants (invariants.ts) reads of the whole database. */
export interface LedgerAudit {
  allWallets(): Promise<WalletRecord[]>;
  /** Sum of the amounts held by scheduled debits, per wallet. */
  heldByWallet(): Promise<Map<string, number>>;
  /** Where a wallet's entries, replayed in the order written, disagree with the balances they carry (invariant 4). */
  historyMismatches(): Promise<string[]>;
  /** Organizations whose ledger balances do not sum to zero, with the sum as text (it may pass 2^53). */
  unbalancedOrganizations(): Promise<{ organization_id: string; total: string }[]>;
  /** Credits minus debits over all entries, as text: "0" when every posting balanced. */
  entriesImbalance(): Promise<string>;
}
