/**
 * The ledger's invariants, asserted after every step of the seeded random run (src/domain/invariants.ts):
 *
 * 1. Double entry: every posting's legs debit exactly what they credit, so within each organization the sum of
 *    ledger balances over all its wallets (customer, internal and external) is zero, always. Money enters an
 *    organization's customer and internal wallets only through an inflow, whose other leg is the external wallet
 *    (the world outside), so the sum over the non-external wallets changes by inflows and nothing else.
 * 2. A customer wallet's available balance never goes below minus its overdraft (zero when none); internal and
 *    external wallets have no floor (`floorOf`). Kept by `Book`, which checks each posting against the balances it
 *    read, and by the one statement that writes a Book (storage/ledger-write.ts), which proves them unmoved; backed
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
  if (legs.some((l) => !Number.isSafeInteger(l.amountMinor) || l.amountMinor <= 0)) throw new Error(`posting ${postingId} has a leg that is not a positive amount`);
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
  const legs: Leg[] = [
    { ...base, walletId: t.walletId, dc: customer, amountMinor: t.amountMinor, held: t.held },
  ];
  if (t.feeMinor > 0) legs.push({ ...base, walletId: t.walletId, dc: 'D', amountMinor: t.feeMinor, held: t.held, remarks: `Fee: ${t.remarks}`.trim() });
  legs.push({ ...base, walletId: t.internalWalletId, dc: internal, amountMinor: t.amountMinor });
  if (t.feeMinor > 0) legs.push({ ...base, walletId: t.internalWalletId, dc: 'C', amountMinor: t.feeMinor, remarks: `Fee: ${t.remarks}`.trim() });
  return legs;
}
