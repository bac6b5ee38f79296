export type PostingStatus = 'posted' | 'scheduled' | 'failed';

export type PostingKind = 'transaction' | 'inflow' | 'transfer' | 'opening' | 'checkout';

export interface Posting {
  id: string;
  organization_id: string;
  reference: string;
  fingerprint: string;
  kind: PostingKind;
  status: PostingStatus;
  wallet_id: string | null;
  counter_wallet_id: string | null;
  direction: 'CREDIT' | 'DEBIT' | null;
  amount_minor: number;
  fee_minor: number;
  currency: string;
  product_id: string | null;
  remarks: string;
  batch_reference: string | null;
  value_date_us: number;
  created_at_us: number;
  posted_at_us: number | null;
  outcome: string;
  result: unknown;
}

/**
 * The posting of money received from outside (an inflow, a checkout payment): posted at once, its answer `funded`,
 * the external wallet its counter wallet.
 */
export function receivedPosting(p: {
  id: string;
  organizationId: string;
  reference: string;
  fingerprint: string;
  kind: 'inflow' | 'checkout';
  walletId: string;
  externalWalletId: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  narration: string;
  nowUs: number;
}): Posting {
  return {
    id: p.id,
    organization_id: p.organizationId,
    reference: p.reference,
    fingerprint: p.fingerprint,
    kind: p.kind,
    status: 'posted',
    wallet_id: p.walletId,
    counter_wallet_id: p.externalWalletId,
    direction: 'CREDIT',
    amount_minor: p.amountMinor,
    fee_minor: p.feeMinor,
    currency: p.currency,
    product_id: null,
    remarks: p.narration,
    batch_reference: null,
    value_date_us: p.nowUs,
    created_at_us: p.nowUs,
    posted_at_us: p.nowUs,
    outcome: 'funded',
    result: null,
  };
}
