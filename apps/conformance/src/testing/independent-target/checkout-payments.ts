import { randomUUID } from 'node:crypto';
import { utcMillis } from './clock.js';
import type { CheckoutWallet } from './checkout-seed.js';
import { toMinor } from './money.js';

/**
 * An inflow to an Active checkout wallet's number, of exactly its expected amount, pays it: it turns Used, and its
 * current history entry records the payment. Anything else (another amount, a Used or Expired wallet) pays nothing.
 */
export function payCheckoutWallet(wallets: CheckoutWallet[], organizationId: string, walletNumber: string, amountMinor: number, atMs: number): boolean {
  const wallet = wallets.find((w) => w.organizationId === organizationId && w.walletNumber === walletNumber);
  if (!wallet || wallet.status !== 'Active' || toMinor(String(wallet.expectedAmount)) !== amountMinor) return false;
  const usedAt = utcMillis(atMs);
  Object.assign(wallet, { status: 'Used', usedAt });
  const current = wallet.walletHistories.at(-1) as Record<string, unknown> | undefined;
  if (current) Object.assign(current, { status: 'Used', usedAt, transactionId: randomUUID() });
  return true;
}
