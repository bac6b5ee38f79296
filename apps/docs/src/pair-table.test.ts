import { loadBundle, operationPairs, pairByName, readOperations, readPairs } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';

import { describePairs, pairTable, requestLine } from './pair-table.js';
import { follow } from './refs.js';

const bundle = loadBundle();
const pairs = readPairs(bundle);

describe('requestLine', () => {
  const cases: [string, { given: [string, string]; want: string }][] = [
    [
      'fills in path parameters',
      {
        given: ['getWalletById', 'accountNotFound'],
        want: 'GET /api/v1/wallets/get/wallet/6b1f0c9e-2d3a-4e5f-8a7b-9c0d1e2f3a4b',
      },
    ],
    [
      'encodes a path parameter that is invalid on purpose',
      {
        given: ['getWalletToWalletTransferStatus', 'invalidRequest'],
        want: 'GET /api/v1/wallets/wallet/transaction/wallet-to-wallet/status/not%20a%20reference!',
      },
    ],
    [
      'adds the query',
      {
        given: ['searchWalletByMobileNumber', 'walletFound'],
        want: 'GET /api/v1/wallets/search/mobile?mobNum=08031234567',
      },
    ],
  ];
  it.each(cases)('%s', (_, { given: [operationId, name], want }) => {
    expect(requestLine(pairByName(pairs, operationId, name))).toBe(want);
  });
});

describe('pairTable', () => {
  it('has one row per pair with its name, inputs, key and status', () => {
    const operation = readOperations(bundle).find(({ operationId }) => operationId === 'getWalletById')!;
    const rows = pairTable(operationPairs(bundle, operation))
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows).toEqual([
      "| `walletRetrieved` | `walletId` = `3fa85f64-5717-4562-b3fc-2c963f66afa6` | the organization's key | 200 |",
      '| `walletDoesNotExist` | `walletId` = `not-a-wallet-id`<br>*path parameter walletId invalid on purpose* ' +
        "| the organization's key | 400 |",
      '| `missingApiKey` | `walletId` = `3fa85f64-5717-4562-b3fc-2c963f66afa6` | no `x-api-key` header | 401 |',
      '| `unauthorizedAccess` | `walletId` = `3fa85f64-5717-4562-b3fc-2c963f66afa6` | a key nobody issued | 401 |',
      "| `accountNotFound` | `walletId` = `6b1f0c9e-2d3a-4e5f-8a7b-9c0d1e2f3a4b` | the organization's key | 404 |",
      '| `unexpectedError` | `walletId` = `3fa85f64-5717-4562-b3fc-2c963f66afa6` ' +
        "| the organization's key; the mock answers a fault | 500 |",
    ]);
  });

  it('says which input is left out and which body example goes with the pair', () => {
    const operation = readOperations(bundle).find(({ operationId }) => operationId === 'updateProduct')!;
    const table = pairTable(operationPairs(bundle, operation));
    expect(table).toContain('| `invalidRequest` | body `invalidRequest`<br>*body invalid on purpose* |');
  });
});

describe('describePairs', () => {
  it('ends every operation description with its table and leaves the bundle alone', () => {
    const described = describePairs(bundle);
    for (const operation of readOperations(bundle)) {
      const node = described.paths?.[operation.path]?.[operation.method] as { description: string };
      expect
        .soft(node.description, operation.operationId)
        .toMatch(/\| Pair \| Inputs \| API key \| Status \|[\s\S]*\|$/);
    }
    expect(bundle).toEqual(loadBundle());
  });

  it('names each example that has a summary, since Redoc shows the summary alone', () => {
    const described = describePairs(bundle);
    type Media = { examples: Record<string, { summary?: string; $ref?: string }> };
    const operation = described.paths?.['/api/v1/wallets/account-number/transactions']?.post as {
      requestBody: { content: Record<string, Media> };
    };
    const examples = operation.requestBody.content['application/json']!.examples;
    const original = (bundle.paths?.['/api/v1/wallets/account-number/transactions']?.post as typeof operation)
      .requestBody.content['application/json']!.examples;
    const { summary } = follow(bundle, original.transactionPosted) as { summary?: string };
    expect(summary).toBeDefined();
    expect(examples.transactionPosted?.summary).toBe(`transactionPosted: ${summary}`);
  });

  it('lists the examples invalid on purpose with the others, saying so', () => {
    const described = describePairs(bundle);
    type Holder = { examples: Record<string, { summary?: string; value?: unknown }>; 'x-invalid-examples'?: unknown };
    const post = described.paths?.['/api/v1/wallets/account-number/transactions']?.post as {
      requestBody: { content: Record<string, Holder> };
    };
    const media = post.requestBody.content['application/json']!;
    expect(media).not.toHaveProperty('x-invalid-examples');
    expect(media.examples.invalidRequest?.summary).toBe(
      'invalidRequest: invalid on purpose; The direction is neither CREDIT nor DEBIT',
    );
    const get = described.paths?.['/api/v1/wallets/get/wallet/{walletId}']?.get as { parameters: Holder[] };
    expect(get.parameters[0]!.examples.walletDoesNotExist).toEqual({
      value: 'not-a-wallet-id',
      summary: 'walletDoesNotExist: invalid on purpose',
    });
  });
});
