import type { OperationHandler } from '../operation.js';
import { getWalletByIdOperation } from './get-wallet-by-id.js';
import { getWalletGroupOperation } from './get-wallet-group.js';
import { getWalletHistoryOperation } from './get-wallet-history.js';
import { getWalletToWalletTransferStatusOperation } from './get-wallet-to-wallet-transfer-status.js';
import { interBankEnquiryOperation } from './inter-bank-enquiry.js';
import { listCheckoutWalletsOperation } from './list-checkout-wallets.js';
import { listPrefixMappingsOperation } from './list-prefix-mappings.js';
import { postWalletTransactionOperation } from './post-wallet-transaction.js';
import { processDueBatchesOperation } from './process-due-batches.js';
import { searchWalletByMobileNumberOperation } from './search-wallet-by-mobile-number.js';
import { simulateInflowOperation } from './simulate-inflow.js';
import { updateProductOperation } from './update-product.js';

/**
 * The handler of each operation of the spec, by operationId. An operation the spec gains before its handler is answered
 * from its first success example and named on the start line (from-examples.ts); it refuses the start only when it has
 * no example at all. The registry's test (index.test.ts) names the file to write.
 */
export const OPERATIONS: Record<string, OperationHandler> = {
  getWalletById: getWalletByIdOperation,
  getWalletGroup: getWalletGroupOperation,
  getWalletHistory: getWalletHistoryOperation,
  getWalletToWalletTransferStatus: getWalletToWalletTransferStatusOperation,
  interBankEnquiry: interBankEnquiryOperation,
  listCheckoutWallets: listCheckoutWalletsOperation,
  listPrefixMappings: listPrefixMappingsOperation,
  postWalletTransaction: postWalletTransactionOperation,
  processDueBatches: processDueBatchesOperation,
  searchWalletByMobileNumber: searchWalletByMobileNumberOperation,
  simulateInflow: simulateInflowOperation,
  updateProduct: updateProductOperation,
};
