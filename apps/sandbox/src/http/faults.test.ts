import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOperations } from '@waas/spec/pairs';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { document } from '../test/pairs.js';
import { sharedAnswers } from './wallet-bindings.js';

/**
 * A fault answers in the envelope of the operation it hit: the spec's 500 where the operation documents one (the
 * shared UnexpectedError, shape A), else the operation's own error envelope with status 500: shape B on the checkout
 * host and for batch processing (interface.md §7.1), the enquiry's shape on the payout host (§2.11).
 */
const MESSAGE = 'An unexpected error occurred';
const DOCUMENTED = sharedAnswers(document).unexpectedError.body;
const SHAPE_A = { code: '500', success: false, message: MESSAGE, data: null };
const SHAPE_B = { statusCode: 500, message: MESSAGE, data: null };
const ENQUIRY = { data: null, statusCode: 500, message: MESSAGE, succeeded: false };

const cases = [
  { operationId: 'updateProduct', method: 'PATCH', url: '/api/v1/products/update', want: SHAPE_A },
  {
    operationId: 'searchWalletByMobileNumber',
    method: 'GET',
    url: '/api/v1/wallets/search/mobile?mobNum=2348012345678',
    want: DOCUMENTED,
  },
  {
    operationId: 'getWalletToWalletTransferStatus',
    method: 'GET',
    url: '/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/W2W-1',
    want: DOCUMENTED,
  },
  {
    operationId: 'listCheckoutWallets',
    method: 'GET',
    url: '/api/v1/checkout-wallet?organizationId=5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f',
    want: SHAPE_B,
  },
  {
    operationId: 'listPrefixMappings',
    method: 'GET',
    url: '/api/v1/prefix-map/me?organizationId=5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f',
    want: SHAPE_B,
  },
  { operationId: 'simulateInflow', method: 'POST', url: '/api/v1/staging/simulate-inflow', want: DOCUMENTED },
  {
    operationId: 'getWalletGroup',
    method: 'GET',
    url: '/api/v1/walletgroups/get/8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b',
    want: DOCUMENTED,
  },
  {
    operationId: 'getWalletById',
    method: 'GET',
    url: '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6',
    want: DOCUMENTED,
  },
  {
    operationId: 'getWalletHistory',
    method: 'GET',
    url: '/api/v1/wallets/account-number/history?accountNumber=9900012345&startDate=2024-01-01&endDate=2024-12-31',
    want: SHAPE_A,
  },
  {
    operationId: 'postWalletTransaction',
    method: 'POST',
    url: '/api/v1/wallets/account-number/transactions',
    want: DOCUMENTED,
  },
  {
    operationId: 'interBankEnquiry',
    method: 'GET',
    url: '/api/Payout/inter-bank-enquiry?BankCode=058&AccountNumber=0123456789',
    want: ENQUIRY,
  },
  { operationId: 'processDueBatches', method: 'POST', url: '/api/v1/admin/batch/process-due', want: SHAPE_B },
] as const;

describe('an injected fault (x-sandbox-fault: 500)', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running.close());

  it('has a case for every operation of the spec', () => {
    expect(cases.map((c) => c.operationId)).toEqual(readOperations(document).map((operation) => operation.operationId));
  });

  it.for(cases)('$operationId answers 500 in its own envelope', async ({ method, url, want }) => {
    const response = await fetch(running.baseUrl + url, {
      method,
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'x-sandbox-fault': '500' },
    });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 500, body: want });
  });
});
