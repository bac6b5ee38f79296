/** A wallet as the sandbox keeps it: the document's fields in minor units, and which kind of wallet it is. */
// collection, fees and settlement: an organization's checkout wallets (migrations/002, domain/checkout/splits.ts).
export type WalletKind = 'customer' | 'internal' | 'external' | 'collection' | 'fees' | 'settlement';

export interface WalletRecord {
  id: string;
  organization_id: string;
  wallet_group_id: string;
  kind: WalletKind;
  customer_id: string;
  wallet_restriction_id: string | null;
  wallet_classification_id: string;
  currency_id: string;
  currency_code: string;
  customer_type_id: string;
  is_default: boolean;
  name: string;
  overdraft_minor: number | null;
  account_number: string;
  bank_code: string;
  bank_name: string;
  mob_num: string | null;
  available_minor: number;
  ledger_minor: number;
  created_at_us: number;
}

export type NewWallet = Omit<WalletRecord, 'available_minor' | 'ledger_minor'>;
