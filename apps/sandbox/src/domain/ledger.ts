import { randomUUID } from 'node:crypto';
import type { Sql } from '../storage/engine.js';
import { balancesOf, moveBalancesWithEntries, type Balances } from '../storage/wallets.js';
import { BALANCE_LIMIT_MINOR, withinBalanceLimit } from './money.js';

/**
 * The ledger's invariants, asserted after every step of the seeded random run (src/domain/invariants.ts):
 *
 * 1. Double entry: every posting's legs debit exactly what they credit, so within each organization the sum of
 *    ledger balances over all its wallets (customer, internal and external) is zero, always. Money enters an
 *    organization's customer and internal wallets only through an inflow, whose other leg is the external wallet
 *    (the world outside), so the sum over the non-external wallets changes by inflows and nothing else.
 * 2. A customer wallet's available balance never goes below minus its overdraft (zero when none); internal and
 *    external wallets have no floor. Kept by the guard in `moveBalancesWithEntries` (one statement per wallet) and by `Book`,
 *    which checks each posting against balances its write then proves unmoved (domain/posting-line.ts), or locked.
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

export interface Posted {
  /** Balances after the posting, per wallet. */
  balances: Map<string, Balances>;
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
export const isRefused = (result: Posted | Refused): result is Refused => 'refused' in result;

/** Throws unless the legs debit exactly what they credit, each a positive integer amount: a bug, never a refusal. */
export function checkBalanced(postingId: string, legs: readonly Leg[]): void {
  const debits = legs.filter((l) => l.dc === 'D').reduce((sum, l) => sum + l.amountMinor, 0);
  const credits = legs.filter((l) => l.dc === 'C').reduce((sum, l) => sum + l.amountMinor, 0);
  if (debits !== credits) throw new Error(`posting ${postingId} is unbalanced: debits ${debits}, credits ${credits}`);
  if (legs.some((l) => !Number.isSafeInteger(l.amountMinor) || l.amountMinor <= 0)) throw new Error(`posting ${postingId} has a leg that is not a positive amount`);
}

/**
 * Posts balanced legs: per wallet, one statement that makes a guarded update and writes one entry per leg. Wallets are
 * moved in the global lock order (customer wallets first), so the guarded customer wallet goes first: when its guard
 * refuses, nothing has moved and the posting is refused. Every wallet's balances are first read against the balance
 * limit (money.ts), so a balancing wallet (internal or external, unguarded) is refused there too; the guard checks
 * the limit again. A refusal after another wallet
 * moved cannot happen unless the caller broke that order (or a concurrent posting took a balancing wallet to the
 * edge in between), and throws so the unit of work rolls back.
 */
export async function postLegs(
  sql: Sql,
  posting: { id: string; organizationId: string; atUs: number },
  legs: readonly Leg[],
): Promise<Posted | Refused> {
  checkBalanced(posting.id, legs);
  const byWallet = new Map<string, Leg[]>();
  for (const leg of legs) byWallet.set(leg.walletId, [...(byWallet.get(leg.walletId) ?? []), leg]);
  const now = await balancesOf(sql, [...byWallet.keys()]);
  if (now.size !== byWallet.size) throw new Error(`posting ${posting.id} names a wallet that does not exist`);
  for (const [walletId, walletLegs] of byWallet) {
    const read = now.get(walletId);
    const ledger = walletLegs.reduce((sum, l) => sum + signed(l), 0);
    const available = walletLegs.filter((l) => !l.held).reduce((sum, l) => sum + signed(l), 0);
    if (read && !(withinBalanceLimit(read.ledger_minor + ledger) && withinBalanceLimit(read.available_minor + available))) return { refused: 'beyondLimit' };
  }

  const balances = new Map<string, Balances>();
  let moved = 0;
  // In the global lock order (storage/wallets.ts), which puts customer wallets, the guarded ones, first.
  for (const walletId of now.keys()) {
    const walletLegs = byWallet.get(walletId)!;
    const ledgerDelta = walletLegs.reduce((sum, l) => sum + signed(l), 0);
    const availableDelta = walletLegs.filter((l) => !l.held).reduce((sum, l) => sum + signed(l), 0);
    // Each entry's balance is the ledger balance once it and the legs before it are applied: the balance after the
    // posting minus what the legs after it add.
    let rest = ledgerDelta;
    const entries = walletLegs.map((leg) => {
      rest -= signed(leg);
      return { id: leg.entryId ?? randomUUID(), dc: leg.dc, amount_minor: leg.amountMinor, after_offset_minor: rest, product_id: leg.productId, remarks: leg.remarks };
    });
    const after = await moveBalancesWithEntries(sql, walletId, { availableDelta, ledgerDelta, limitMinor: BALANCE_LIMIT_MINOR }, posting, entries);
    if (!after) {
      if (moved > 0) throw new Error(`posting ${posting.id}: wallet ${walletId} refused after other wallets moved`);
      return { refused: 'belowFloor' };
    }
    balances.set(walletId, after);
    moved++;
  }
  return { balances };
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
