import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { pairByName } from '@waas/spec/pairs';
import { pairs } from '../test/pairs.js';

const answerOf = (operationId: string, name: string) => {
  const pair = pairByName(pairs, operationId, name);
  return { status: pair.status, body: pair.response.body };
};
const transaction = pairByName(pairs, 'postWalletTransaction', 'transactionPosted').request.body as Record<
  string,
  unknown
>;
const firstInvalidName = (operationId: string) =>
  pairs.find((p) => p.operationId === operationId && p.status === 400)!.name;
const inflow = pairByName(pairs, 'simulateInflow', 'funded').request.body as Record<string, unknown>;
const INFLOW = '/api/v1/staging/simulate-inflow';
const ROUTE_NOT_FOUND = {
  status: 404,
  body: { code: '404', success: false, message: 'Resource not found', data: null },
};
const TRANSACTIONS = '/api/v1/wallets/account-number/transactions';
/** The history of the examples' wallet over May 2024. */
const MAY_HISTORY =
  '/api/v1/wallets/account-number/history?accountNumber=9900012345&startDate=2024-05-01&endDate=2024-05-31';
const WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const GLOBEX_WALLET = '/api/v1/wallets/get/wallet/0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e';
const json = { 'content-type': 'application/json', 'x-api-key': DEFAULT_DEMO_KEYS.admin };

describe('the wallet API beyond the example pairs', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running.close());

  it.each([
    [
      'a path the spec does not have',
      { method: 'GET', url: '/api/v1/wallets', headers: json, payload: undefined, want: ROUTE_NOT_FOUND },
    ],
    [
      'a method the path does not take',
      {
        method: 'DELETE',
        url: WALLET,
        headers: json,
        payload: undefined,
        want: {
          status: 405,
          body: { code: '405', success: false, message: 'Method DELETE not allowed; use GET, HEAD', data: null },
        },
      },
    ],
    [
      'a method a shape B path does not take',
      {
        method: 'POST',
        url: '/api/v1/checkout-wallet',
        headers: json,
        payload: undefined,
        want: { status: 405, body: { statusCode: 405, message: 'Method POST not allowed; use GET, HEAD', data: null } },
      },
    ],
    [
      'a method batch processing does not take (shape B)',
      {
        method: 'GET',
        url: '/api/v1/admin/batch/process-due',
        headers: json,
        payload: undefined,
        want: { status: 405, body: { statusCode: 405, message: 'Method GET not allowed; use POST', data: null } },
      },
    ],
    [
      'a method the enquiry does not take (its own shape)',
      {
        method: 'POST',
        url: '/api/Payout/inter-bank-enquiry',
        headers: json,
        payload: undefined,
        want: {
          status: 405,
          body: { data: null, statusCode: 405, message: 'Method POST not allowed; use GET, HEAD', succeeded: false },
        },
      },
    ],
    [
      'HEAD on a GET operation',
      { method: 'HEAD', url: WALLET, headers: json, payload: undefined, want: { status: 200, body: undefined } },
    ],
    [
      'a URL that does not decode',
      {
        method: 'GET',
        url: '/api/v1/wallets/get/wallet/%E0%A4%A',
        headers: json,
        payload: undefined,
        want: answerOf('getWalletById', 'walletDoesNotExist'),
      },
    ],
    [
      'a body past the 1 MiB limit',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: JSON.stringify({ ...transaction, narration: 'x'.repeat(1024 * 1024) }),
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'a body that is not JSON',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: '{"amount":',
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'a body of another media type',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: { ...json, 'content-type': 'text/plain' },
        payload: 'amount=5',
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'no body where one is required',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: undefined,
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'an amount with three decimals',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: { ...transaction, amount: 10.005, transactionReference: 'T-3DP' },
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'a currency the wallet does not hold',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: { ...transaction, currency: 'USD', transactionReference: 'T-USD' },
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'an unknown field in the body',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: { ...transaction, colour: 'red' },
        want: answerOf('postWalletTransaction', 'invalidRequest'),
      },
    ],
    [
      'another organization in the body',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: json,
        payload: {
          ...transaction,
          organizationId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          transactionReference: 'T-ORG',
        },
        want: answerOf('postWalletTransaction', 'invalidAccount'),
      },
    ],
    [
      'another organization’s wallet',
      {
        method: 'GET',
        url: WALLET,
        headers: { 'x-api-key': DEFAULT_DEMO_KEYS.other },
        payload: undefined,
        want: answerOf('getWalletById', 'accountNotFound'),
      },
    ],
    [
      'another organization’s account',
      {
        method: 'POST',
        url: TRANSACTIONS,
        headers: { ...json, 'x-api-key': DEFAULT_DEMO_KEYS.other },
        payload: { ...transaction, transactionReference: 'T-OTHER' },
        want: answerOf('postWalletTransaction', 'invalidAccount'),
      },
    ],
    [
      'a malformed body where none is taken',
      {
        method: 'POST',
        url: '/api/v1/admin/batch/process-due',
        headers: json,
        payload: '{"oops":',
        want: answerOf('processDueBatches', 'dueProcessed'),
      },
    ],
    [
      'a body on a GET',
      {
        method: 'GET',
        url: WALLET,
        headers: json,
        payload: '{"walletId":',
        want: answerOf('getWalletById', 'walletRetrieved'),
      },
    ],
    [
      'an empty key',
      {
        method: 'GET',
        url: WALLET,
        headers: { 'x-api-key': '' },
        payload: undefined,
        want: answerOf('getWalletById', 'missingApiKey'),
      },
    ],
    [
      'a page past the last',
      {
        method: 'GET',
        url: `${MAY_HISTORY}&pageNumber=2`,
        headers: json,
        payload: undefined,
        want: {
          status: 200,
          body: {
            code: '00',
            success: true,
            message: 'Fetched Successfully',
            data: { walletHistories: [], totalCount: 1, totalPages: 1, currentPage: 2, pageSize: 10 },
          },
        },
      },
    ],
    [
      'a range that ends before it starts',
      {
        method: 'GET',
        url: '/api/v1/wallets/account-number/history?accountNumber=9900012345&startDate=2024-05-31&endDate=2024-05-01',
        headers: json,
        payload: undefined,
        want: answerOf('getWalletHistory', 'badRequest'),
      },
    ],
    [
      'a page number that is not a number',
      {
        method: 'GET',
        url: `${MAY_HISTORY}&pageNumber=two`,
        headers: json,
        payload: undefined,
        want: answerOf('getWalletHistory', 'badRequest'),
      },
    ],
  ])('%s', async (_, { method, url, headers, payload, want }) => {
    const response = await running.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    const body = response.body === '' ? undefined : JSON.parse(response.body);
    expect({ status: response.statusCode, body }).toEqual(want);
  });

  it('says which method a path takes', async () => {
    const response = await running.app.inject({ method: 'PUT', url: TRANSACTIONS, headers: json });
    expect(response.headers.allow).toBe('POST');
  });

  it.each([
    [
      'a field of the wrong type',
      TRANSACTIONS,
      { ...transaction, amount: '100' },
      [{ in: 'body', pointer: '/amount', message: 'must be number' }],
    ],
    [
      'a required field left out',
      TRANSACTIONS,
      { ...transaction, currency: undefined },
      [{ in: 'body', pointer: '/currency', message: "must have required property 'currency'" }],
    ],
    [
      'an unknown field',
      TRANSACTIONS,
      { ...transaction, colour: 'red' },
      [{ in: 'body', pointer: '/colour', message: 'must NOT have additional properties' }],
    ],
    [
      'a field named outside ASCII',
      TRANSACTIONS,
      { ...transaction, 'café\u0000': 1 },
      [{ in: 'body', pointer: '/café\u0000', message: 'must NOT have additional properties' }],
    ],
    [
      "the inflow's amount as a number",
      INFLOW,
      { ...inflow, amount: 100 },
      [{ in: 'body', pointer: '/amount', message: 'must be string' }],
    ],
    [
      'a NUL in a narration',
      INFLOW,
      { ...inflow, narration: 'pay\u0000ment' },
      [{ in: 'body', pointer: '/narration', message: 'must not contain NUL or an unpaired surrogate' }],
    ],
    [
      'a lone surrogate in remarks',
      TRANSACTIONS,
      { ...transaction, remarks: 'x\ud800' },
      [{ in: 'body', pointer: '/remarks', message: 'must not contain NUL or an unpaired surrogate' }],
    ],
    [
      'a lone low surrogate in a name',
      INFLOW,
      { ...inflow, beneficiaryAccountName: '\udc00Ada' },
      [{ in: 'body', pointer: '/beneficiaryAccountName', message: 'must not contain NUL or an unpaired surrogate' }],
    ],
    [
      'a body that is not JSON',
      TRANSACTIONS,
      '{"amount":',
      [{ in: 'body', pointer: '', message: 'is not JSON (send application/json)' }],
    ],
  ])('says why it refused %s in x-sandbox-violations', async (_, url, payload, want) => {
    const response = await running.app.inject({
      method: 'POST',
      url,
      headers: json,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.headers['x-sandbox-violations'] as string)).toEqual(want);
  });

  it.each([
    [
      'a NUL in a path parameter',
      '/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/T%00X',
      'getWalletToWalletTransferStatus',
      { in: 'params', pointer: '/transactionReference' },
    ],
    [
      'a NUL in a query parameter',
      '/api/v1/wallets/search/mobile?mobNum=0803%00',
      'searchWalletByMobileNumber',
      { in: 'query', pointer: '/mobNum' },
    ],
  ])('refuses %s as invalid, not a 500', async (_, url, operationId, where) => {
    const response = await running.app.inject({ method: 'GET', url, headers: json });
    expect(response.statusCode).toBeLessThan(500);
    expect({ status: response.statusCode, body: response.json() }).toEqual(
      answerOf(operationId, firstInvalidName(operationId)),
    );
    expect(JSON.parse(response.headers['x-sandbox-violations'] as string)[0]).toMatchObject(where);
  });

  it('names the query parameter a request got wrong', async () => {
    const response = await running.app.inject({
      method: 'GET',
      url: `${MAY_HISTORY}&pageNumber=two`,
      headers: json,
    });
    expect(JSON.parse(response.headers['x-sandbox-violations'] as string)).toEqual([
      { in: 'query', pointer: '/pageNumber', message: 'must be integer' },
    ]);
  });

  it('lets the second organization read its own wallet', async () => {
    const response = await running.app.inject({
      method: 'GET',
      url: GLOBEX_WALLET,
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.other },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '00', data: { name: 'Chidi Eze', availableBalance: 75000 } });
  });
});
