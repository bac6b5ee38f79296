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

/** One handler per operationId of the spec; the app refuses to start when the spec and this table disagree. */
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
