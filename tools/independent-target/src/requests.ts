// Test support: requests to a target, by operation, that the contract says how to answer.
import type { Call } from './client.js';
import { FUNDED_WALLET, LUMEN_WALLET, WALLET_GROUPS } from './data.js';
import type { IndependentTarget } from './index.js';
import { SETTLED_TRANSFER_REFERENCE } from './seed-history.js';

export type Build = (t: IndependentTarget) => Call;

export const PATHS = {
  updateProduct: '/api/v1/products/update',
  searchWalletByMobileNumber: '/api/v1/wallets/search/mobile',
  getWalletToWalletTransferStatus: '/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/',
  listCheckoutWallets: '/api/v1/checkout-wallet',
  listPrefixMappings: '/api/v1/prefix-map/me',
  simulateInflow: '/api/v1/staging/simulate-inflow',
  getWalletGroup: '/api/v1/walletgroups/get/',
  getWalletById: '/api/v1/wallets/get/wallet/',
  getWalletHistory: '/api/v1/wallets/account-number/history',
  postWalletTransaction: '/api/v1/wallets/account-number/transactions',
  interBankEnquiry: '/api/Payout/inter-bank-enquiry',
  processDueBatches: '/api/v1/admin/batch/process-due',
} as const;

const product = (t: IndependentTarget) => ({
  id: t.identifiers.productId,
  name: 'Checkout debit',
  description: 'Takes a basket total',
  direction: 'D',
  isActive: false,
});
const inflow = {
  beneficiaryAccountName: FUNDED_WALLET.name,
  beneficiaryAccountNumber: FUNDED_WALLET.accountNumber,
  amount: '1500.25',
  narration: 'Bank transfer',
};
export const credit = (t: IndependentTarget, transactionReference: string, amount = 1234.56) => ({
  productId: t.identifiers.productId,
  amount,
  direction: 'CREDIT',
  currency: 'NGN',
  accountNumber: FUNDED_WALLET.accountNumber,
  transactionReference,
});
const history = { accountNumber: FUNDED_WALLET.accountNumber, startDate: '2025-01-01T00:00:00', endDate: '2099-12-31' };
const checkout = (t: IndependentTarget) => ({ organizationId: t.identifiers.organizationId });

/** One well-formed request per operationId of the bundle, answered with success. */
export const VALID: Record<string, Build> = {
  updateProduct: (t) => ({ method: 'PATCH', path: PATHS.updateProduct, body: product(t) }),
  searchWalletByMobileNumber: () => ({
    path: PATHS.searchWalletByMobileNumber,
    query: { mobNum: FUNDED_WALLET.mobNum! },
  }),
  getWalletToWalletTransferStatus: () => ({ path: PATHS.getWalletToWalletTransferStatus + SETTLED_TRANSFER_REFERENCE }),
  listCheckoutWallets: (t) => ({
    path: PATHS.listCheckoutWallets,
    query: { ...checkout(t), pageNumber: '2', pageSize: '10' },
  }),
  listPrefixMappings: (t) => ({
    path: PATHS.listPrefixMappings,
    query: { ...checkout(t), pageNumber: 1, pageSize: 4 },
  }),
  simulateInflow: () => ({ method: 'POST', path: PATHS.simulateInflow, body: inflow }),
  getWalletGroup: () => ({ path: PATHS.getWalletGroup + WALLET_GROUPS[0].id }),
  getWalletById: (t) => ({ path: PATHS.getWalletById + t.identifiers.walletId }),
  getWalletHistory: () => ({ path: PATHS.getWalletHistory, query: { ...history, pageNumber: 1, pageSize: 3 } }),
  postWalletTransaction: (t) => ({
    method: 'POST',
    path: PATHS.postWalletTransaction,
    body: credit(t, 'KFL-TEST-VALID-1'),
  }),
  interBankEnquiry: (t) => ({
    path: PATHS.interBankEnquiry,
    query: { BankCode: t.identifiers.bankCode, AccountNumber: t.identifiers.accountNumber },
  }),
  processDueBatches: () => ({ method: 'POST', path: PATHS.processDueBatches }),
};

type Row = [operationId: string, input: string, build: Build];

const post = (t: IndependentTarget, change: Record<string, unknown>, drop?: string): Call => {
  const body: Record<string, unknown> = { ...credit(t, 'KFL-TEST-INVALID'), ...change };
  if (drop) delete body[drop];
  return { method: 'POST', path: PATHS.postWalletTransaction, body };
};

/** Requests the operation must refuse with its documented 400 envelope. */
export const INVALID: Row[] = [
  [
    'updateProduct',
    'no description',
    (t) => ({ method: 'PATCH', path: PATHS.updateProduct, body: { ...product(t), description: undefined } }),
  ],
  [
    'updateProduct',
    'isActive as text',
    (t) => ({ method: 'PATCH', path: PATHS.updateProduct, body: { ...product(t), isActive: 'yes' } }),
  ],
  [
    'updateProduct',
    'an undeclared field',
    (t) => ({ method: 'PATCH', path: PATHS.updateProduct, body: { ...product(t), colour: 'red' } }),
  ],
  ['updateProduct', 'no body', () => ({ method: 'PATCH', path: PATHS.updateProduct })],
  ['searchWalletByMobileNumber', 'no mobNum', () => ({ path: PATHS.searchWalletByMobileNumber })],
  [
    'searchWalletByMobileNumber',
    'letters for mobNum',
    () => ({ path: PATHS.searchWalletByMobileNumber, query: { mobNum: 'call-me' } }),
  ],
  [
    'getWalletToWalletTransferStatus',
    'a malformed reference',
    () => ({ path: PATHS.getWalletToWalletTransferStatus + encodeURIComponent('no such ref!') }),
  ],
  [
    'getWalletToWalletTransferStatus',
    'broken percent-encoding',
    () => ({ path: `${PATHS.getWalletToWalletTransferStatus}%E0%A4%A` }),
  ],
  ['listCheckoutWallets', 'no organizationId', () => ({ path: PATHS.listCheckoutWallets })],
  [
    'listCheckoutWallets',
    'a malformed organizationId',
    () => ({ path: PATHS.listCheckoutWallets, query: { organizationId: 'kestrel' } }),
  ],
  [
    'listCheckoutWallets',
    'pageSize 101',
    (t) => ({ path: PATHS.listCheckoutWallets, query: { ...checkout(t), pageSize: '101' } }),
  ],
  [
    'listCheckoutWallets',
    'pageNumber 0',
    (t) => ({ path: PATHS.listCheckoutWallets, query: { ...checkout(t), pageNumber: '0' } }),
  ],
  [
    'listCheckoutWallets',
    'an unknown status',
    (t) => ({ path: PATHS.listCheckoutWallets, query: { ...checkout(t), status: 'Paid' } }),
  ],
  [
    'listCheckoutWallets',
    'fromDate not a date-time',
    (t) => ({ path: PATHS.listCheckoutWallets, query: { ...checkout(t), fromDate: 'yesterday' } }),
  ],
  [
    'listCheckoutWallets',
    'a short walletNumber',
    (t) => ({ path: PATHS.listCheckoutWallets, query: { ...checkout(t), walletNumber: '77' } }),
  ],
  [
    'listPrefixMappings',
    'pageNumber as a word',
    (t) => ({ path: PATHS.listPrefixMappings, query: { ...checkout(t), pageNumber: 'one' } }),
  ],
  [
    'listPrefixMappings',
    'pageSize 0',
    (t) => ({ path: PATHS.listPrefixMappings, query: { ...checkout(t), pageSize: 0 } }),
  ],
  ['listPrefixMappings', 'no organizationId', () => ({ path: PATHS.listPrefixMappings })],
  [
    'simulateInflow',
    'an amount over 500 million',
    () => ({ method: 'POST', path: PATHS.simulateInflow, body: { ...inflow, amount: '500000000.01' } }),
  ],
  [
    'simulateInflow',
    'an amount with three decimals',
    () => ({ method: 'POST', path: PATHS.simulateInflow, body: { ...inflow, amount: '10.001' } }),
  ],
  [
    'simulateInflow',
    'the amount as a number',
    () => ({ method: 'POST', path: PATHS.simulateInflow, body: { ...inflow, amount: 100 } }),
  ],
  [
    'simulateInflow',
    'no narration',
    () => ({ method: 'POST', path: PATHS.simulateInflow, body: { ...inflow, narration: undefined } }),
  ],
  ['simulateInflow', 'invalid JSON', () => ({ method: 'POST', path: PATHS.simulateInflow, body: '{"amount": ' })],
  ['getWalletGroup', 'an id that is not a UUID', () => ({ path: `${PATHS.getWalletGroup}retail` })],
  ['getWalletById', 'an id that is not a UUID', () => ({ path: `${PATHS.getWalletById}chioma` })],
  [
    'getWalletHistory',
    'no startDate',
    () => ({ path: PATHS.getWalletHistory, query: { ...history, startDate: undefined } }),
  ],
  [
    'getWalletHistory',
    'the end before the start',
    () => ({ path: PATHS.getWalletHistory, query: { ...history, startDate: '2025-03-01', endDate: '2025-02-01' } }),
  ],
  [
    'getWalletHistory',
    'a day that does not exist',
    () => ({ path: PATHS.getWalletHistory, query: { ...history, startDate: '2025-02-30' } }),
  ],
  ['getWalletHistory', 'pageSize 500', () => ({ path: PATHS.getWalletHistory, query: { ...history, pageSize: 500 } })],
  ['postWalletTransaction', 'an amount with three decimals', (t) => post(t, { amount: 10.005 })],
  ['postWalletTransaction', 'an unknown direction', (t) => post(t, { direction: 'SIDEWAYS' })],
  ['postWalletTransaction', 'no currency', (t) => post(t, {}, 'currency')],
  ['postWalletTransaction', 'the amount as text', (t) => post(t, { amount: '100' })],
  ['postWalletTransaction', 'a negative amount', (t) => post(t, { amount: -5 })],
  ['postWalletTransaction', 'neither account number nor wallet id', (t) => post(t, {}, 'accountNumber')],
  ['postWalletTransaction', 'a currency the wallet does not hold', (t) => post(t, { currency: 'USD' })],
  [
    'postWalletTransaction',
    'invalid JSON',
    () => ({ method: 'POST', path: PATHS.postWalletTransaction, body: '{"amount": 5,' }),
  ],
  [
    'interBankEnquiry',
    'a two-digit account number',
    (t) => ({ path: PATHS.interBankEnquiry, query: { BankCode: t.identifiers.bankCode, AccountNumber: '12' } }),
  ],
  [
    'interBankEnquiry',
    'no BankCode',
    (t) => ({ path: PATHS.interBankEnquiry, query: { AccountNumber: t.identifiers.accountNumber } }),
  ],
];

/**
 * Requests the contract answers with a documented error other than invalid input: [operationId, case, status, code].
 */
export const REFUSED: [...Row, status: number, code: string | number][] = [
  [
    'updateProduct',
    'an unknown product',
    (t) => ({
      method: 'PATCH',
      path: PATHS.updateProduct,
      body: { ...product(t), id: '0b5c1d7e-3a94-4f26-8e01-d2c4b6a8f9e3' },
    }),
    400,
    '404',
  ],
  [
    'searchWalletByMobileNumber',
    'an unknown mobile number',
    () => ({ path: PATHS.searchWalletByMobileNumber, query: { mobNum: '08000000001' } }),
    404,
    '404',
  ],
  [
    'searchWalletByMobileNumber',
    "another organization's mobile number",
    () => ({ path: PATHS.searchWalletByMobileNumber, query: { mobNum: LUMEN_WALLET.mobNum! } }),
    404,
    '404',
  ],
  [
    'getWalletToWalletTransferStatus',
    'an unknown reference',
    () => ({ path: `${PATHS.getWalletToWalletTransferStatus}W2W-00000000-000000` }),
    404,
    '404',
  ],
  ['getWalletGroup', 'an unknown group', () => ({ path: `${PATHS.getWalletGroup}${WALLET_GROUPS[1].id}` }), 404, '404'],
  [
    'getWalletById',
    'an unknown wallet',
    () => ({ path: `${PATHS.getWalletById}0c6e2a8b-4d1f-4b37-9a5e-6f8d0b2c4e71` }),
    404,
    '404',
  ],
  [
    'getWalletById',
    "another organization's wallet",
    () => ({ path: PATHS.getWalletById + LUMEN_WALLET.id }),
    404,
    '404',
  ],
  [
    'getWalletHistory',
    "another organization's account",
    () => ({ path: PATHS.getWalletHistory, query: { ...history, accountNumber: LUMEN_WALLET.accountNumber } }),
    404,
    '404',
  ],
  [
    'simulateInflow',
    'an unknown account',
    () => ({ method: 'POST', path: PATHS.simulateInflow, body: { ...inflow, beneficiaryAccountNumber: '3051189999' } }),
    400,
    '03',
  ],
  [
    'simulateInflow',
    "another organization's account",
    () => ({
      method: 'POST',
      path: PATHS.simulateInflow,
      body: { ...inflow, beneficiaryAccountNumber: LUMEN_WALLET.accountNumber },
    }),
    400,
    '03',
  ],
  ['postWalletTransaction', 'an unknown account', (t) => post(t, { accountNumber: '3051189999' }), 404, '404'],
  [
    'postWalletTransaction',
    "another organization's account",
    (t) => post(t, { accountNumber: LUMEN_WALLET.accountNumber }),
    404,
    '404',
  ],
  [
    'postWalletTransaction',
    'a debit larger than the balance',
    (t) => post(t, { direction: 'DEBIT', amount: 900_000_000, transactionReference: 'KFL-TEST-TOO-MUCH' }),
    400,
    '51',
  ],
  [
    'interBankEnquiry',
    'an unknown account',
    (t) => ({ path: PATHS.interBankEnquiry, query: { BankCode: t.identifiers.bankCode, AccountNumber: '0000000000' } }),
    404,
    404,
  ],
  [
    'listCheckoutWallets',
    "another organization's list",
    () => ({ path: PATHS.listCheckoutWallets, query: { organizationId: LUMEN_WALLET.organizationId } }),
    403,
    403,
  ],
  [
    'listCheckoutWallets',
    "the organization's list with the other organization's key",
    (t) => ({ ...VALID.listCheckoutWallets!(t), key: t.keys.otherOrganization }),
    403,
    403,
  ],
  [
    'listPrefixMappings',
    "the organization's list with the other organization's key",
    (t) => ({ ...VALID.listPrefixMappings!(t), key: t.keys.otherOrganization }),
    403,
    403,
  ],
  [
    'listPrefixMappings',
    'a key without admin access',
    (t) => ({ ...VALID.listPrefixMappings!(t), key: t.keys.nonAdmin }),
    403,
    403,
  ],
  [
    'processDueBatches',
    'a key without admin access',
    (t) => ({ ...VALID.processDueBatches!(t), key: t.keys.nonAdmin }),
    403,
    403,
  ],
];
