import type { NewWallet, WalletRecord } from './wallet.js';

/** What the control API may change on a wallet: the fields a wallet.updated event names. */
export type WalletProfile = Pick<WalletRecord, 'name' | 'overdraft_minor' | 'wallet_restriction_id'>;

/** An organization's own wallets of checkout payments, made on first use (domain/checkout/splits.ts). */
export type CheckoutWalletKind = 'collection' | 'fees' | 'settlement';

/** What wallets ask of storage. */
export interface WalletStore {
  walletById(organizationId: string, id: string): Promise<WalletRecord | undefined>;
  walletByAccountNumber(organizationId: string, accountNumber: string): Promise<WalletRecord | undefined>;
  /** The default wallet first when a customer has several wallets on one mobile number. */
  walletByMobileNumber(organizationId: string, mobNum: string): Promise<WalletRecord | undefined>;
  /**
   * A customer wallet of the organization, locked until the unit of work ends: against postings for a change, and
   * against any new reference to it for a removal, so nothing can name it between the history check and the delete.
   */
  customerWalletForChange(
    organizationId: string,
    walletId: string,
    lock: 'change' | 'removal',
  ): Promise<WalletRecord | undefined>;
  saveWalletProfile(walletId: string, profile: WalletProfile): Promise<WalletRecord>;
  /** Whether any posting (posted, scheduled, failed) or entry names the wallet: then the ledger needs it to stay. */
  walletHasHistory(walletId: string): Promise<boolean>;
  removeWallet(walletId: string): Promise<void>;
  /** The organization's collection, fee or settlement wallet, made on first use like its external wallet. */
  organizationWallet(organizationId: string, kind: CheckoutWalletKind, nowUs: number): Promise<WalletRecord>;
  /** A ten-digit account number no wallet uses yet. */
  freeAccountNumber(): Promise<string>;
  insertWallet(wallet: NewWallet): Promise<void>;
}
