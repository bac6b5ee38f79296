import { listCheckoutWallets, listPrefixMappings } from './checkout-operations.js';
import { enquiryError, errorA, invalidRequestA, invalidRequestB, type Answer } from './envelopes.js';
import { interBankEnquiry } from './payout-operations.js';
import { updateProduct } from './product-operations.js';
import type { Handler } from './service.js';
import { simulateInflow } from './staging-operations.js';
import { getWalletToWalletTransferStatus, postWalletTransaction, processDueBatches } from './transaction-operations.js';
import { getWalletHistory } from './wallet-history.js';
import { getWalletById, getWalletGroup, searchWalletByMobileNumber } from './wallet-operations.js';

export interface Route {
  method: string;
  /** Segments in braces are path parameters. */
  path: string;
  operationId: string;
  handler: Handler;
  /** The operation's answer to a request its parameters or body schema refuses. */
  invalid: Answer;
  adminOnly?: boolean;
}

/**
 * The operations this target implements by hand, of all three hosts, served on one port: the paths are distinct, so
 * the host is not needed to route. An operation of the spec missing here is answered from its examples
 * (example-routes.ts) until it is written.
 */
export const ROUTES: readonly Route[] = [
  {
    method: 'PATCH',
    path: '/api/v1/products/update',
    operationId: 'updateProduct',
    handler: updateProduct,
    invalid: invalidRequestA,
  },
  {
    method: 'GET',
    path: '/api/v1/wallets/search/mobile',
    operationId: 'searchWalletByMobileNumber',
    handler: searchWalletByMobileNumber,
    invalid: invalidRequestA,
  },
  {
    method: 'GET',
    path: '/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/{transactionReference}',
    operationId: 'getWalletToWalletTransferStatus',
    handler: getWalletToWalletTransferStatus,
    invalid: invalidRequestA,
  },
  {
    method: 'GET',
    path: '/api/v1/checkout-wallet',
    operationId: 'listCheckoutWallets',
    handler: listCheckoutWallets,
    invalid: invalidRequestB,
  },
  {
    method: 'GET',
    path: '/api/v1/prefix-map/me',
    operationId: 'listPrefixMappings',
    handler: listPrefixMappings,
    invalid: invalidRequestB,
    adminOnly: true,
  },
  {
    method: 'POST',
    path: '/api/v1/staging/simulate-inflow',
    operationId: 'simulateInflow',
    handler: simulateInflow,
    invalid: invalidRequestA,
  },
  {
    method: 'GET',
    path: '/api/v1/walletgroups/get/{id}',
    operationId: 'getWalletGroup',
    handler: getWalletGroup,
    invalid: errorA(400, '400', 'Invalid Wallet Group ID specified'),
  },
  {
    method: 'GET',
    path: '/api/v1/wallets/get/wallet/{walletId}',
    operationId: 'getWalletById',
    handler: getWalletById,
    invalid: errorA(400, '400', 'Wallet does not exist'),
  },
  {
    method: 'GET',
    path: '/api/v1/wallets/account-number/history',
    operationId: 'getWalletHistory',
    handler: getWalletHistory,
    invalid: errorA(400, '400', 'Bad Request'),
  },
  {
    method: 'POST',
    path: '/api/v1/wallets/account-number/transactions',
    operationId: 'postWalletTransaction',
    handler: postWalletTransaction,
    invalid: invalidRequestA,
  },
  {
    method: 'GET',
    path: '/api/Payout/inter-bank-enquiry',
    operationId: 'interBankEnquiry',
    handler: interBankEnquiry,
    invalid: enquiryError(400, 'Invalid request data'),
  },
  // Takes neither parameters nor body, so nothing is ever refused; were it, shape B like its other answers.
  {
    method: 'POST',
    path: '/api/v1/admin/batch/process-due',
    operationId: 'processDueBatches',
    handler: processDueBatches,
    invalid: invalidRequestB,
    adminOnly: true,
  },
];

/** The route of a request and its path parameters, decoded; undefined when no route has the method and path. */
export function findRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): { route: Route; path: Record<string, string> } | undefined {
  const segments = pathname.split('/');
  for (const route of routes) {
    const template = route.path.split('/');
    if (route.method !== method || template.length !== segments.length) continue;
    const path: Record<string, string> = {};
    const matches = template.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith('{')) return part === segment;
      path[part.slice(1, -1)] = decode(segment);
      return segment !== '';
    });
    if (matches) return { route, path };
  }
  return undefined;
}

/** A segment that is not valid percent-encoding is kept as sent: its `%` fails every parameter pattern. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
