import type { Leg } from '../ledger/ledger.js';

/**
 * How a checkout payment of amount A is split (split type Fixed). For each split configuration i with splitValue
 * vᵢ, feeValue fᵢ and feeBearer bᵢ:
 *
 * - the beneficiary's share goes to the organization's settlement wallet (what is owed to beneficiaries until the
 *   inter-bank payout settles it): vᵢ − fᵢ when the beneficiary bears the fee (bᵢ true), vᵢ when it does not;
 * - the fee fᵢ goes to the organization's fee wallet either way; when the beneficiary does not bear it, the
 *   organization does, out of its own remainder;
 * - the organization's collection wallet receives A from outside (the external wallet) and keeps the remainder
 *   A − Σvᵢ − Σ{fᵢ : not bᵢ} (what the payment.succeeded event calls `retained`).
 *
 * Invariants, kept by `splitProblems` at creation and asserted by `Book.post`: debits equal credits (money is
 * conserved: A = Σshares + Σfees + remainder); no share, fee or remainder is negative; all amounts are integer
 * minor units, so nothing is lost to rounding.
 */
export interface Split {
  /** The split configuration and its beneficiary, as the checkout wallet lists them: the event names both. */
  splitConfigurationId: string;
  beneficiaryId: string;
  splitValueMinor: number;
  feeValueMinor: number;
  feeBearer: boolean;
  /** For the entries' remarks: who the share is for. */
  beneficiary: string;
}

export const shareOf = (s: Split) => (s.feeBearer ? s.splitValueMinor - s.feeValueMinor : s.splitValueMinor);

export const remainderOf = (amountMinor: number, splits: readonly Split[]) =>
  splits.reduce((left, s) => left - s.splitValueMinor - (s.feeBearer ? 0 : s.feeValueMinor), amountMinor);

/** What makes a fixed split impossible to pay out of the expected amount; empty when it can be paid. */
export function splitProblems(expectedMinor: number, splits: readonly Split[]): string[] {
  const problems: string[] = [];
  if (expectedMinor <= 0) problems.push('expectedAmount must be more than zero');
  splits.forEach((s, i) => {
    if (s.splitValueMinor <= 0) problems.push(`splitConfigurations[${i}]: splitValue must be more than zero`);
    if (s.feeValueMinor < 0) problems.push(`splitConfigurations[${i}]: feeValue must not be negative`);
    if (s.feeBearer && s.feeValueMinor > s.splitValueMinor)
      problems.push(`splitConfigurations[${i}]: a fee borne by the beneficiary cannot exceed its split`);
  });
  if (problems.length === 0 && remainderOf(expectedMinor, splits) < 0) {
    problems.push('the splits and the fees the organization bears exceed expectedAmount');
  }
  return problems;
}

export interface SplitWallets {
  external: string;
  collection: string;
  settlement: string;
  fees: string;
}

/** One split as a payment pays it: `paidMinor` to the beneficiary (its share), the whole fee to the fee wallet. */
export interface PaidSplit extends Split {
  paidMinor: number;
}

/**
 * How one payment of `amountMinor` is split: what each split pays and what the organization retains in its
 * collection wallet. The one decision both the ledger legs (`checkoutLegs`) and the payment.succeeded event are made
 * from, so the event says what was posted.
 */
export interface PaymentSplit {
  amountMinor: number;
  splits: PaidSplit[];
  /** What the legs leave in the collection wallet: the amount less every share and every fee. */
  retainedMinor: number;
}

export function splitPayment(amountMinor: number, splits: readonly Split[]): PaymentSplit {
  const paid = splits.map((s) => ({ ...s, paidMinor: shareOf(s) }));
  return {
    amountMinor,
    splits: paid,
    retainedMinor: paid.reduce((left, s) => left - s.paidMinor - s.feeValueMinor, amountMinor),
  };
}

/** The legs of one checkout payment: in from outside, then each share and fee out of the collection wallet. */
export function checkoutLegs(payment: { checkoutRef: string; split: PaymentSplit; wallets: SplitWallets }): Leg[] {
  const { checkoutRef, split, wallets } = payment;
  const leg = (walletId: string, dc: 'D' | 'C', minor: number, remarks: string): Leg => ({
    walletId,
    dc,
    amountMinor: minor,
    remarks,
    productId: null,
  });
  const legs = [
    leg(wallets.external, 'D', split.amountMinor, `Checkout ${checkoutRef}`),
    leg(wallets.collection, 'C', split.amountMinor, `Checkout ${checkoutRef}`),
  ];
  for (const s of split.splits) {
    // A fee borne in full leaves no share: a zero leg is no entry.
    if (s.paidMinor > 0)
      legs.push(
        leg(wallets.collection, 'D', s.paidMinor, `Split to ${s.beneficiary}`),
        leg(wallets.settlement, 'C', s.paidMinor, `Split to ${s.beneficiary}`),
      );
    if (s.feeValueMinor > 0)
      legs.push(
        leg(wallets.collection, 'D', s.feeValueMinor, `Fee on split to ${s.beneficiary}`),
        leg(wallets.fees, 'C', s.feeValueMinor, `Fee on split to ${s.beneficiary}`),
      );
  }
  return legs;
}
