import type { Posting } from '../postings/posting.js';
import type { OutboxEvent } from '../webhooks/outbox-event.js';
import type { WalletRecord } from '../wallets/wallet.js';
/**
 * The ledger's invariants, asserted after every step of the seeded random run (invariants.ts):
 *
 * 1. Double entry: every posting's legs debit exactly what they credit, so within each organization the sum of
 *    ledger balances over all its wallets (customer, internal and external) is zero, always. Money enters an
 *    organization's customer and internal wallets only through an inflow, whose other leg is the external wallet
 *    (the world outside), so the sum over the non-external wallets changes by inflows and nothing else.
 * 2. A customer wallet's available balance never goes below minus its overdraft (zero when none); internal and
 *    external wallets have no floor (`floorOf`). Kept by `Book`, which checks each posting against the balances it
 *    read, and by the one statement that writes a Book (`writeLedger`, store.ts), which proves them unmoved; backed
 *    by the database's CHECK.
 * 3. available ≤ ledger for every wallet: the difference is exactly the sum held by its scheduled debits.
 * 4. Each entry carries the wallet's ledger balance after it, so replaying a wallet's entries gives its balance.
 */

export interface Leg {
  walletId: string;
  dc: 'D' | 'C';
  amountMinor: number;
  /** The available balance already moved when the debit was held; posting it moves the ledger balance only. */
  held?: boolean;
  remarks: string;
  productId: string | null;
  /** Seeds give entries the ids the spec's examples show; otherwise a new id. */
  entryId?: string;
}

/**
 * Why a posting moved nothing: a customer wallet would go below its floor, or a balance past what minor units hold
 * exactly (money.ts).
 */
export interface Refused {
  refused: 'belowFloor' | 'beyondLimit';
}

/** A leg's amount as it moves its wallet's balance: up for a credit, down for a debit. */
export const signed = (leg: Leg) => (leg.dc === 'C' ? leg.amountMinor : -leg.amountMinor);

/** A posting's answer told apart from a refusal. */
export const isRefused = (result: object): result is Refused => 'refused' in result;

/**
 * Invariant 2, the floor rule, the one place it is written in code (the database's CHECK backs it): the lowest
 * available balance a wallet may have. Only customer wallets have one.
 */
export function floorOf(wallet: { kind: string; overdraft_minor: number | null }): number {
  return wallet.kind === 'customer' ? -(wallet.overdraft_minor ?? 0) : Number.NEGATIVE_INFINITY;
}

/** Throws unless the legs debit exactly what they credit, each a positive integer amount: a bug, never a refusal. */
export function checkBalanced(postingId: string, legs: readonly Leg[]): void {
  const debits = legs.filter((l) => l.dc === 'D').reduce((sum, l) => sum + l.amountMinor, 0);
  const credits = legs.filter((l) => l.dc === 'C').reduce((sum, l) => sum + l.amountMinor, 0);
  if (debits !== credits) throw new Error(`posting ${postingId} is unbalanced: debits ${debits}, credits ${credits}`);
  if (legs.some((l) => !Number.isSafeInteger(l.amountMinor) || l.amountMinor <= 0))
    throw new Error(`posting ${postingId} has a leg that is not a positive amount`);
}

/**
 * The legs of a transaction on a customer wallet, balanced on the organization's internal wallet. A fee is charged
 * on top of a debit and taken from a credit, as its own pair of legs, so history shows it apart.
 */
export function transactionLegs(t: {
  walletId: string;
  internalWalletId: string;
  direction: 'CREDIT' | 'DEBIT';
  amountMinor: number;
  feeMinor: number;
  remarks: string;
  productId: string | null;
  held: boolean;
}): Leg[] {
  const customer = t.direction === 'CREDIT' ? 'C' : 'D';
  const internal = t.direction === 'CREDIT' ? 'D' : 'C';
  const base = { remarks: t.remarks, productId: t.productId };
  const legs: Leg[] = [{ ...base, walletId: t.walletId, dc: customer, amountMinor: t.amountMinor, held: t.held }];
  if (t.feeMinor > 0)
    legs.push({
      ...base,
      walletId: t.walletId,
      dc: 'D',
      amountMinor: t.feeMinor,
      held: t.held,
      remarks: `Fee: ${t.remarks}`.trim(),
    });
  legs.push({ ...base, walletId: t.internalWalletId, dc: internal, amountMinor: t.amountMinor });
  if (t.feeMinor > 0)
    legs.push({
      ...base,
      walletId: t.internalWalletId,
      dc: 'C',
      amountMinor: t.feeMinor,
      remarks: `Fee: ${t.remarks}`.trim(),
    });
  return legs;
}

export interface Balances {
  available_minor: number;
  ledger_minor: number;
}

/**
 * How much a wallet's balances moved in one unit of work, from the balances and the overdraft it had when the unit
 * of work read it (the floor its decisions were made on).
 */
export interface WalletMove {
  walletId: string;
  availableDelta: number;
  ledgerDelta: number;
  from: Balances;
  overdraftMinor: number | null;
}

/** What deciding a posting needs of a wallet. */
export type LedgerWallet = Pick<
  WalletRecord,
  | 'id'
  | 'kind'
  | 'account_number'
  | 'customer_id'
  | 'currency_code'
  | 'overdraft_minor'
  | 'available_minor'
  | 'ledger_minor'
>;

export interface Entry {
  id: string;
  posting_id: string;
  wallet_id: string;
  organization_id: string;
  dc: 'D' | 'C';
  amount_minor: number;
  balance_after_minor: number;
  product_id: string | null;
  remarks: string;
  created_at_us: number;
}

/** An entry of a wallet's history with its posting's reference. */
export interface HistoryEntry extends Entry {
  reference: string;
}

/**
 * What a Book decided (book.ts), for storage to write in one statement (`writeLedger`, store.ts): postings claimed,
 * wallets moved, entries, and the events that report them.
 */
export interface LedgerWrite {
  claims: readonly Posting[];
  moves: readonly WalletMove[];
  entries: readonly Entry[];
  events: readonly OutboxEvent[];
}
