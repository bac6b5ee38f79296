import { randomUUID } from 'node:crypto';
import { utcMillis } from './clock.js';
import type { CheckoutWallet } from './checkout-seed.js';
import { toMajor, toMinor } from './money.js';

interface SplitConfiguration {
  id: string;
  beneficiaryId: string;
  splitValue: number;
  feeValue: number;
  feeBearer: boolean;
}

/** The data of a payment.succeeded event: the wallet paid, the posting, and how the payment was split. */
export type PaymentSucceeded = Record<string, unknown>;

/**
 * An inflow to an Active checkout wallet's number, of exactly its expected amount, pays it: it turns Used, its
 * current history entry records the payment, and the organization is told how it was split. Anything else (another
 * amount, a Used or Expired wallet) pays nothing. `chargeEveryFee` is the splitPaidWrong deviation.
 */
export function payCheckoutWallet(
  wallets: CheckoutWallet[],
  organizationId: string,
  payment: { walletNumber: string; amountMinor: number; narration: string },
  atMs: number,
  chargeEveryFee: boolean,
): PaymentSucceeded | undefined {
  const wallet = wallets.find((w) => w.organizationId === organizationId && w.walletNumber === payment.walletNumber);
  if (!wallet || wallet.status !== 'Active' || toMinor(String(wallet.expectedAmount)) !== payment.amountMinor)
    return undefined;
  const usedAt = utcMillis(atMs);
  const transactionId = randomUUID();
  Object.assign(wallet, { status: 'Used', usedAt });
  const current = wallet.walletHistories.at(-1) as Record<string, unknown>;
  Object.assign(current, { status: 'Used', usedAt, transactionId });
  return {
    checkoutWalletId: wallet.id,
    walletNumber: wallet.walletNumber,
    walletName: wallet.walletName,
    checkoutRef: current.checkoutRef,
    transactionId,
    amount: toMajor(payment.amountMinor),
    currency: wallet.currencyCode,
    narration: payment.narration,
    status: 'Used',
    ...splitOf(payment.amountMinor, wallet.splitConfigurations as SplitConfiguration[], chargeEveryFee),
  };
}

/**
 * Each beneficiary is paid its split, less its fee when it bears it; the organization keeps the amount less every
 * split and the fees it bears.
 */
function splitOf(amountMinor: number, configurations: SplitConfiguration[], chargeEveryFee: boolean) {
  const minor = (major: number) => toMinor(String(major))!;
  const splits = configurations.map((c) => ({
    splitConfigurationId: c.id,
    beneficiaryId: c.beneficiaryId,
    splitValue: c.splitValue,
    feeValue: c.feeValue,
    feeBearer: c.feeBearer,
    paid: toMajor(minor(c.splitValue) - (c.feeBearer || chargeEveryFee ? minor(c.feeValue) : 0)),
  }));
  const keptMinor = configurations.reduce(
    (left, c) => left - minor(c.splitValue) - (c.feeBearer ? 0 : minor(c.feeValue)),
    amountMinor,
  );
  return { splits, retained: toMajor(keptMinor) };
}
