export interface PrefixMappingRow {
  id: string;
  organization_id: string;
  secondary_prefix: string;
  primary_prefix_id: string;
  primary_prefix_code: string;
  alias: string;
}

export interface PrefixMappingView extends PrefixMappingRow {
  organization_name: string;
  organization_is_active: boolean;
}

/** An account at a bank of the directory the payout enquiry names. */
export interface BankAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** What payouts ask of storage: the bank directory and the prefix mappings. */
export interface PayoutStore {
  /** The name of an account at another bank, or at this one through a wallet's virtual account. */
  bankAccountName(bankCode: string, accountNumber: string): Promise<string | undefined>;
  /** Adds an account to the directory; one it holds already is kept as it is. */
  insertBankAccount(account: BankAccount): Promise<void>;
  prefixMappingsPage(
    organizationId: string,
    search: string | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: PrefixMappingView[]; total: number }>;
}
