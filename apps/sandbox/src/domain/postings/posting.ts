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
