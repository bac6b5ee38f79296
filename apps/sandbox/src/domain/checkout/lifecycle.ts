import type { CheckoutWallet, CheckoutWalletHistoryEntry } from '@waas/types';
import { instant } from '../time/instants.js';

/**
 * The states of a checkout wallet (spec: CheckoutWalletStatus, provisional) and the only transitions between them:
 *
 *   Active --payment of exactly expectedAmount--> Used      (usedAt, and the generation's transactionId)
 *   Active --sandbox clock reaches expiresAt----> Expired   (expiredAt = expiresAt: the instant it expired)
 *   Expired --reactivation----------------------> Active    (reactivatedAt, a new expiresAt, a new generation)
 *
 * Invariants: each generation is one history entry, appended in order, and the last one is the current one; its
 * status is the wallet's status; a generation is paid at most once (its checkoutRef is the posting's reference, which
 * posts once). Used is final.
 */

export type CheckoutEvent =
  | { kind: 'paid'; atUs: number; transactionId: string }
  | { kind: 'expired' }
  | { kind: 'reactivated'; atUs: number; expiresAtUs: number; historyId: string; checkoutRef: string };

const ALLOWED: Record<CheckoutEvent['kind'], CheckoutWallet['status']> = {
  paid: 'Active',
  expired: 'Active',
  reactivated: 'Expired',
};

export function currentGeneration(wallet: CheckoutWallet): CheckoutWalletHistoryEntry {
  const last = wallet.walletHistories.at(-1);
  if (!last) throw new Error(`checkout wallet ${wallet.id} has no history entry`);
  return last;
}

/** The wallet after the event, or undefined when its state does not allow it (the table above). */
export function transition(wallet: CheckoutWallet, event: CheckoutEvent): CheckoutWallet | undefined {
  if (wallet.status !== ALLOWED[event.kind]) return undefined;
  const history = wallet.walletHistories.slice(0, -1);
  const current = currentGeneration(wallet);
  switch (event.kind) {
    case 'paid': {
      const usedAt = instant(event.atUs);
      return {
        ...wallet,
        status: 'Used',
        usedAt,
        walletHistories: [...history, { ...current, status: 'Used', usedAt, transactionId: event.transactionId }],
      };
    }
    case 'expired':
      return {
        ...wallet,
        status: 'Expired',
        expiredAt: wallet.expiresAt,
        walletHistories: [...history, { ...current, status: 'Expired' }],
      };
    case 'reactivated': {
      const generatedAt = instant(event.atUs);
      const next: CheckoutWalletHistoryEntry = {
        id: event.historyId,
        checkoutRef: event.checkoutRef,
        expectedAmount: wallet.expectedAmount,
        generatedAt,
        usedAt: null,
        status: 'Active',
        transactionId: null,
      };
      return {
        ...wallet,
        status: 'Active',
        reactivatedAt: generatedAt,
        expiresAt: instant(event.expiresAtUs),
        expiredAt: null,
        walletHistories: [...wallet.walletHistories, next],
      };
    }
  }
}

/** Whether the sandbox clock has passed the wallet's expiry while it was still Active. */
export const isDue = (wallet: CheckoutWallet, nowUs: number) =>
  wallet.status === 'Active' && Date.parse(wallet.expiresAt) * 1000 <= nowUs;

/** `CHK-20240510-1A2B3C4D`, as the example's checkoutRef, unique by its random part. */
export const checkoutRef = (nowUs: number, id: string) =>
  `CHK-${instant(nowUs).slice(0, 10).replaceAll('-', '')}-${id.slice(0, 8).toUpperCase()}`;
