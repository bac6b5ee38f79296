import { Book } from './book.js';
import type { LedgerWallet } from './ledger.js';
import type { LedgerStore } from './store.js';
import type { Posting } from '../postings/posting.js';
import type { OutboxEvent } from '../webhooks/outbox-event.js';

/**
 * A Book for a unit of work that moves money outside the posting line (an inflow, a checkout payment, a due batch,
 * the seed): opened on its wallets locked in the global order, so its decisions stay true until `write`, which goes
 * through the same verified statement as a posting group's.
 */
export class LockedBook {
  private constructor(
    readonly book: Book,
    private readonly read: readonly LedgerWallet[],
  ) {}

  static async open(
    tx: LedgerStore,
    organizationId: string,
    named: Parameters<LedgerStore['lockedWallets']>[1],
  ): Promise<LockedBook> {
    const wallets = await tx.lockedWallets(organizationId, named);
    return new LockedBook(new Book(wallets), wallets);
  }

  /** A wallet the book was opened on, by id. */
  wallet(id: string): LedgerWallet {
    const wallet = this.read.find((w) => w.id === id);
    if (!wallet) throw new Error(`wallet ${id} was not locked for this book`);
    return wallet;
  }

  /**
   * The wallet of a kind an organization has one of (its internal, external, collection, fees or settlement wallet).
   */
  walletOf(kind: LedgerWallet['kind']): LedgerWallet {
    const wallet = this.read.find((w) => w.kind === kind);
    if (!wallet) throw new Error(`no ${kind} wallet was locked for this book`);
    return wallet;
  }

  /** Writes what was posted, with the postings it claims and the events that report it. */
  async write(
    tx: LedgerStore,
    also: { claims?: readonly Posting[]; events?: readonly OutboxEvent[] } = {},
  ): Promise<void> {
    const write = { ...this.book.changes(), claims: also.claims ?? [], events: also.events ?? [] };
    if (write.moves.length + write.claims.length + write.events.length > 0) await tx.writeLedger(write);
  }
}
