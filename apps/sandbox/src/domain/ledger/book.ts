import { checkBalanced, floorOf, signed, type Leg, type Refused } from './ledger.js';
import { withinBalanceLimit } from './money.js';
import type { Balances, Entry, LedgerWallet, WalletMove } from './ledger.js';

/**
 * Wallets as a unit of work read them, posted to in memory one posting after another and written once at the end:
 * every movement of money (postings, inflows, checkout payments, due batches, the seed) is decided on a Book. Each
 * posting is checked against what the postings before it left. The write (`writeLedger`, store.ts) moves each
 * wallet only from the balances the Book started with, so a Book built on balances that moved since (read without a
 * lock) writes nothing, and the unit of work reads again.
 */
export class Book {
  readonly #wallets = new Map<string, LedgerWallet>();
  readonly #moves = new Map<string, WalletMove>();
  readonly #entries: Entry[] = [];

  constructor(locked: readonly LedgerWallet[]) {
    for (const wallet of locked) this.#wallets.set(wallet.id, { ...wallet });
  }

  balances(walletId: string): Balances {
    const wallet = this.#wallet(walletId);
    return { available_minor: wallet.available_minor, ledger_minor: wallet.ledger_minor };
  }

  /**
   * Posts balanced legs, an entry per leg carrying the wallet's ledger balance right after it. Refused, and nothing
   * moved, when a balance would pass what minor units hold exactly (money.ts), or a customer wallet's available
   * balance would go below its floor (ledger.ts): each checked on the net of the posting's legs per wallet.
   */
  post(
    posting: { id: string; organizationId: string; atUs: number },
    legs: readonly Leg[],
  ): Map<string, Balances> | Refused {
    checkBalanced(posting.id, legs);
    const deltas = netDeltas(legs);
    if (!this.#fits(deltas)) return { refused: 'beyondLimit' };
    for (const [walletId, delta] of deltas)
      if (!this.#allows(walletId, delta.available)) return { refused: 'belowFloor' };

    const after = new Map<string, Balances>();
    for (const leg of legs) {
      const wallet = this.#wallet(leg.walletId);
      this.#move(wallet, leg.held ? 0 : signed(leg), signed(leg));
      this.#entries.push({
        id: leg.entryId ?? crypto.randomUUID(),
        posting_id: posting.id,
        wallet_id: wallet.id,
        organization_id: posting.organizationId,
        dc: leg.dc,
        amount_minor: leg.amountMinor,
        balance_after_minor: wallet.ledger_minor,
        product_id: leg.productId,
        remarks: leg.remarks,
        created_at_us: posting.atUs,
      });
      after.set(wallet.id, this.balances(wallet.id));
    }
    return after;
  }

  /** Whether posting the legs would leave every balance they move within what minor units hold exactly (money.ts). */
  fits(legs: readonly Leg[]): boolean {
    return this.#fits(netDeltas(legs));
  }

  /** Holds a future debit: the available balance drops now, the ledger balance when the debit posts. */
  hold(walletId: string, amountMinor: number): Balances | undefined {
    if (
      !this.#allows(walletId, -amountMinor) ||
      !withinBalanceLimit(this.#wallet(walletId).available_minor - amountMinor)
    )
      return undefined;
    this.#move(this.#wallet(walletId), -amountMinor, 0);
    return this.balances(walletId);
  }

  /**
   * Records that a refusal rested on these wallets' balances: they join the write with a change of zero, so the write
   * checks they have not moved since (an inflow committed meanwhile), and a refusal is never stored on a stale view.
   */
  rely(walletIds: readonly string[]): void {
    for (const walletId of walletIds) this.#move(this.#wallet(walletId), 0, 0);
  }

  /**
   * What to write: the net change of each wallet posted to, and the entries in the order they were posted. A wallet
   * moved there and back is kept, with a change of zero: its entries carry balances decided on what was read, so the
   * write must check that it has not moved since as much as any other.
   */
  changes(): { moves: WalletMove[]; entries: Entry[] } {
    return { moves: [...this.#moves.values()], entries: this.#entries };
  }

  #fits(deltas: Map<string, { available: number; ledger: number }>): boolean {
    return [...deltas].every(([walletId, delta]) => {
      const wallet = this.#wallet(walletId);
      return (
        withinBalanceLimit(wallet.available_minor + delta.available) &&
        withinBalanceLimit(wallet.ledger_minor + delta.ledger)
      );
    });
  }

  #allows(walletId: string, availableDelta: number): boolean {
    const wallet = this.#wallet(walletId);
    return availableDelta >= 0 || wallet.available_minor + availableDelta >= floorOf(wallet);
  }

  #move(wallet: LedgerWallet, availableDelta: number, ledgerDelta: number): void {
    const move = this.#moves.get(wallet.id) ?? {
      walletId: wallet.id,
      availableDelta: 0,
      ledgerDelta: 0,
      from: this.balances(wallet.id),
      overdraftMinor: wallet.overdraft_minor,
    };
    move.availableDelta += availableDelta;
    move.ledgerDelta += ledgerDelta;
    this.#moves.set(wallet.id, move);
    wallet.available_minor += availableDelta;
    wallet.ledger_minor += ledgerDelta;
  }

  #wallet(walletId: string): LedgerWallet {
    const wallet = this.#wallets.get(walletId);
    if (!wallet) throw new Error(`wallet ${walletId} was not read by this unit of work`);
    return wallet;
  }
}

/** The net change of each wallet a posting's legs move; a held leg moves the ledger balance only. */
function netDeltas(legs: readonly Leg[]): Map<string, { available: number; ledger: number }> {
  const deltas = new Map<string, { available: number; ledger: number }>();
  for (const leg of legs) {
    const delta = deltas.get(leg.walletId) ?? { available: 0, ledger: 0 };
    delta.ledger += signed(leg);
    if (!leg.held) delta.available += signed(leg);
    deltas.set(leg.walletId, delta);
  }
  return deltas;
}
