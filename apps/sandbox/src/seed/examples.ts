import type {
  BankAccountEnquiry,
  BatchProcessingResult,
  CheckoutWallet,
  PrefixMapping,
  Product,
  TransactionToPost,
  TransferStatus,
  Wallet,
  WalletGroup,
  WalletHistoryPage,
} from '@waas/types';
import { pairByName, readPairs, type OpenApiDocument } from '@waas/spec/pairs';

/** The spec's example values the seed is made of, read from the bundle so the seed follows the spec. */
export interface SeedExamples {
  organizationId: string;
  organizationName: string;
  wallet: Wallet;
  currency: string;
  walletGroup: WalletGroup;
  product: Product;
  historyEntry: WalletHistoryPage['walletHistories'][number];
  transfer: TransferStatus;
  dueBatches: BatchProcessingResult;
  checkoutWallets: CheckoutWallet[];
  prefixMappings: PrefixMapping[];
  bankAccount: BankAccountEnquiry['data']['data'];
}

export function seedExamples(document: OpenApiDocument): SeedExamples {
  const pairs = readPairs(document);
  const data = <T>(operationId: string, name: string) =>
    (pairByName(pairs, operationId, name).response.body as { data: T }).data;
  const request = (operationId: string, name: string) => pairByName(pairs, operationId, name).request;
  const walletGroup = data<WalletGroup>('getWalletGroup', 'walletGroupRetrieved');
  const prefixMappings = data<PrefixMapping[]>('listPrefixMappings', 'prefixMappingsListed');
  const history = data<WalletHistoryPage>('getWalletHistory', 'historyFetched');
  const [historyEntry] = history.walletHistories;
  if (!historyEntry) throw new Error('getWalletHistory historyFetched has no entry to seed');
  return {
    organizationId: walletGroup.organizationId,
    organizationName: prefixMappings[0]?.organizationName ?? 'Acme Retail Ltd',
    wallet: data<Wallet>('getWalletById', 'walletRetrieved'),
    currency: (request('postWalletTransaction', 'transactionPosted').body as TransactionToPost).currency,
    walletGroup,
    product: data<Product>('updateProduct', 'updated'),
    historyEntry,
    transfer: data<TransferStatus>('getWalletToWalletTransferStatus', 'statusRetrieved'),
    dueBatches: data<BatchProcessingResult>('processDueBatches', 'dueProcessed'),
    checkoutWallets: data<CheckoutWallet[]>('listCheckoutWallets', 'walletsListed'),
    prefixMappings,
    bankAccount: (pairByName(pairs, 'interBankEnquiry', 'accountResolved').response.body as BankAccountEnquiry).data
      .data,
  };
}
