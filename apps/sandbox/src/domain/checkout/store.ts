import type { CheckoutWallet } from '@waas/types';

/** A checkout wallet as it is kept: its document (the answer), with what lists filter and search on. */
export interface CheckoutWalletRow {
  id: string;
  organization_id: string;
  wallet_number: string;
  status: string;
  created_at_us: number;
  search_text: string;
  document: unknown;
}

export interface CheckoutWalletFilter {
  status?: string | undefined;
  fromUs?: number | undefined;
  toUs?: number | undefined;
  search?: string | undefined;
  walletNumber?: string | undefined;
}

/**
 * What checkout wallets ask of storage: locked, read and written back whole, so a payment and an expiry or a
 * reactivation never interleave.
 */
export interface CheckoutStore {
  checkoutWalletForUpdate(organizationId: string, id: string): Promise<CheckoutWallet | undefined>;
  checkoutWalletByNumberForUpdate(organizationId: string, walletNumber: string): Promise<CheckoutWallet | undefined>;
  /** Active wallets of the organization whose expiry is at or before `nowUs`, locked. */
  checkoutWalletsDueToExpire(organizationId: string, nowUs: number): Promise<CheckoutWallet[]>;
  saveCheckoutWallet(wallet: CheckoutWallet): Promise<void>;
  /** A ten-digit wallet number used by no checkout wallet and no wallet. */
  freeWalletNumber(): Promise<string>;
  insertCheckoutWallet(wallet: CheckoutWalletRow): Promise<void>;
  /** One page of the organization's checkout wallets, newest first, with the total the filter matches. */
  checkoutWalletsPage(
    organizationId: string,
    filter: CheckoutWalletFilter,
    page: { offset: number; limit: number },
  ): Promise<{ documents: unknown[]; total: number }>;
}
