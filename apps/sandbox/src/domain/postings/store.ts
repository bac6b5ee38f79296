import type { LedgerWrite } from '../ledger/ledger.js';
import type { WalletRecord } from '../wallets/wallet.js';
import type { Known } from './group-decision.js';
import type { Posting, PostingStatus } from './posting.js';

/** The wallets and references a group of postings names (group-decision.ts, `named`). */
export interface NamedByGroup {
  accountNumbers: readonly string[];
  walletIds: readonly string[];
  references: readonly string[];
}

/** What postings ask of storage inside a unit of work. */
export interface PostingStore {
  /**
   * A group's read with its wallets locked in the order every write takes, and of the internal wallets only the one
   * the group balances on (`internal`, else the first by id). What changed since is caught by the write.
   */
  lockForPostings(organizationId: string, named: NamedByGroup, internal: string | undefined): Promise<Known>;
  postingByReference(organizationId: string, reference: string): Promise<Posting | undefined>;
  /** Scheduled postings whose value date has come, oldest first; locked so two runs never post one twice. */
  duePostings(organizationId: string, nowUs: number): Promise<Posting[]>;
  /** Marks a scheduled posting posted (or failed) without touching the answer its reference replays. */
  markPosted(id: string, postedAtUs: number, status?: PostingStatus): Promise<void>;
  /** The organization's internal (balancing) wallets, by id: the first is the same one everywhere. */
  internalWallets(organizationId: string): Promise<WalletRecord[]>;
  /** One more internal wallet like the first, for a line that found the others held by other writers; its id. */
  addInternalWallet(organizationId: string, nowUs: number): Promise<string>;
}

/**
 * Why a group's write failed, as storage classifies its errors: its internal wallet was held by another writer; or
 * deciding again from the database gives the right answer (something it read moved, or the write may have committed
 * and its references replay); undefined for anything else.
 */
export type WriteFailure = 'internalWalletBusy' | 'decideAgain' | undefined;

/** What the posting line asks of storage outside a unit of work: its first, unlocked, try at a group. */
export interface PostingLineStore {
  /** A group's read without locks, planned on every call. */
  readForPostings(organizationId: string, named: NamedByGroup): Promise<Known>;
  /**
   * What a Book decided, written in one transaction of its own that proves nothing it read has moved since: a
   * failure means it must be decided again (`writeFailure`).
   */
  writeUnlocked(write: LedgerWrite): Promise<void>;
  writeFailure(error: unknown): WriteFailure;
}
