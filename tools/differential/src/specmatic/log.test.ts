import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSpecmaticLog, type SpecmaticTest } from './log.js';

// Ten tests cut from a real run of Specmatic 2.55.1 against the sandbox, in the order they ran.
const tests = readSpecmaticLog(readFileSync(new URL('fixtures/run.txt', import.meta.url), 'utf8'));

describe('readSpecmaticLog', () => {
  it('reads every test the log reports', () => {
    expect(tests).toHaveLength(10);
  });

  const cases: { given: number; want: Partial<SpecmaticTest> & { requestStart?: string; responseStart?: string } }[] = [
    {
      given: 0,
      want: {
        positive: true,
        method: 'PATCH',
        path: '/api/v1/products/update',
        expected: '401',
        example: 'missingApiKey',
        passed: false,
        requestStart: 'PATCH /api/v1/products/update',
        responseStart: '200 OK',
      },
    },
    {
      given: 1,
      want: {
        method: 'GET',
        path: '/api/v1/wallets/search/mobile',
        expected: '200',
        example: 'walletFound',
        requestStart: 'GET /api/v1/wallets/search/mobile?mobNum=8031234567',
        responseStart: '404 Not Found',
      },
    },
    {
      given: 3,
      want: {
        path: '/api/v1/wallets/account-number/transactions',
        expected: '200',
        example: 'transactionPosted',
        passed: true,
        responseStart: '200 OK',
      },
    },
    {
      given: 7,
      want: { path: '/api/Payout/inter-bank-enquiry', expected: '200', example: 'accountResolved', passed: false },
    },
    {
      given: 8,
      want: {
        positive: false,
        method: 'POST',
        path: '/api/v1/staging/simulate-inflow',
        expected: '4xx',
        example: 'funded',
        passed: true,
        responseStart: '400 Bad Request',
      },
    },
  ];
  it.each(cases)('test $given', ({ given, want }) => {
    const { requestStart, responseStart, ...fields } = want;
    const test = tests[given]!;
    expect(test).toMatchObject(fields);
    if (requestStart) expect(test.request?.start).toBe(requestStart);
    if (responseStart) expect(test.response?.start).toBe(responseStart);
  });

  it('reads bodies as JSON and headers by lower-case name', () => {
    const posted = tests[3]!;
    expect(posted.request?.headers['x-api-key']).toBe('sandbox-key-acme-admin');
    expect(posted.request?.body).toMatchObject({
      walletId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      direction: expect.any(String),
    });
    expect(posted.response?.body).toMatchObject({ code: '200', success: true });
    expect(tests[5]!.response?.headers['x-sandbox-violations']).toContain('/accountNumber');
    expect(tests[6]!.response?.headers['x-sandbox-violations']).toContain('/fee');
  });

  it('keeps a reason to its own test and gives no request to a test that sent none', () => {
    const refused = tests[7]!;
    expect(refused.request).toBeUndefined();
    expect(refused.reason).toContain('but example contained value "58"');
    expect(refused.reason).not.toContain('Scenario');
    expect(tests[3]!.reason).toBeUndefined();
  });

  it('writes path parameters as the spec does', () => {
    const log =
      '+ve  Scenario: GET /api/v1/wallets/get/wallet/(walletId:Uuid) -> 200 with the request from the example ' +
      "'walletFound' has SUCCEEDED\n";
    expect(readSpecmaticLog(log)[0]).toMatchObject({ path: '/api/v1/wallets/get/wallet/{walletId}', passed: true });
  });
});
