import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { pairByName, pairUrl, readPairs, type ExamplePair, type OpenApiDocument } from './pairs.js';

const fixture = (file: string) =>
  parse(readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8')) as OpenApiDocument;
const pairs = readPairs(fixture('pairs.yaml'));

describe('readPairs', () => {
  const cases: [string, { operationId: string; name: string; want: Partial<ExamplePair> }][] = [
    [
      'path parameter from a path-level $ref, wallet host from top-level servers',
      {
        operationId: 'getWallet',
        name: 'found',
        want: {
          method: 'get',
          path: '/wallets/get/wallet/{walletId}',
          host: 'wallet',
          status: 200,
          request: { pathParams: { walletId: 'w/1' }, query: {}, headers: {}, invalidInputs: [] },
          response: { contentType: 'application/json', body: { code: '00' } },
        },
      },
    ],
    [
      'invalid request omits the parameter that has no example of its name',
      {
        operationId: 'getWallet',
        name: 'invalidRequest',
        want: {
          status: 400,
          request: {
            pathParams: {},
            query: {},
            headers: {},
            invalidInputs: [{ input: 'path parameter walletId', reason: 'leftOut' }],
          },
        },
      },
    ],
    [
      'response $ref and x-scenario on the example',
      { operationId: 'getWallet', name: 'unknownApiKey', want: { status: 401, scenario: 'unknownApiKey' } },
    ],
    [
      'query and header parameters, operation-level server, +json media type',
      {
        operationId: 'listCheckoutWallets',
        name: 'listed',
        want: {
          host: 'checkout',
          request: {
            pathParams: {},
            query: { organizationId: 'org-1', pageSize: 10 },
            headers: { 'x-trace': 't-1' },
            invalidInputs: [],
          },
          response: { contentType: 'application/problem+json', body: { statusCode: 200 } },
        },
      },
    ],
    [
      'body example invalid on purpose through a $ref, x-scenario beside a $ref',
      {
        operationId: 'updateProduct',
        name: 'missingApiKey',
        want: {
          scenario: 'missingApiKey',
          request: {
            pathParams: {},
            query: {},
            headers: {},
            body: { name: 'n' },
            invalidInputs: [{ input: 'body', reason: 'invalid' }],
          },
          response: { contentType: 'application/json', body: { code: '401' } },
        },
      },
    ],
  ];

  test.each(cases)('%s', (_, { operationId, name, want }) => {
    expect(pairByName(pairs, operationId, name)).toMatchObject(want);
  });

  test('one pair per JSON response example, in document order; non-JSON media types are skipped', () => {
    expect(pairs.map((p) => `${p.operationId} ${p.status} ${p.name}`)).toEqual([
      'getWallet 200 found',
      'getWallet 400 invalidRequest',
      'getWallet 401 unknownApiKey',
      'listCheckoutWallets 200 listed',
      'updateProduct 200 updated',
      'updateProduct 401 missingApiKey',
    ]);
  });

  test('a pair without x-scenario has no scenario key', () => {
    expect(pairByName(pairs, 'updateProduct', 'updated')).not.toHaveProperty('scenario');
  });
});

describe('pairUrl', () => {
  const cases: [string, { operationId: string; name: string; want: string }][] = [
    [
      'path parameters are encoded',
      { operationId: 'getWallet', name: 'found', want: 'http://127.0.0.1:4010/wallets/get/wallet/w%2F1' },
    ],
    [
      'an omitted path parameter stays a visible template',
      {
        operationId: 'getWallet',
        name: 'invalidRequest',
        want: 'http://127.0.0.1:4010/wallets/get/wallet/%7BwalletId%7D',
      },
    ],
    [
      'query parameters in parameter order',
      {
        operationId: 'listCheckoutWallets',
        name: 'listed',
        want: 'http://127.0.0.1:4010/checkout-wallet?organizationId=org-1&pageSize=10',
      },
    ],
  ];

  test.each(cases)('%s', (_, { operationId, name, want }) => {
    expect(pairUrl(pairByName(pairs, operationId, name), 'http://127.0.0.1:4010/').href).toBe(want);
  });
});

describe('errors name the operation', () => {
  const broken = (patch: (doc: OpenApiDocument) => void) => {
    const doc = fixture('pairs.yaml');
    patch(doc);
    return () => readPairs(doc);
  };
  const cases: [string, { given: (doc: OpenApiDocument) => void; want: RegExp }][] = [
    [
      'unknown x-scenario',
      {
        given: (doc) =>
          ((doc.components!.responses as any).Unauthorized.content['application/json'].examples.unknownApiKey[
            'x-scenario'
          ] = 'typo'),
        want: /getWallet 401 unknownApiKey: unknown x-scenario typo/,
      },
    ],
    [
      'server without x-host',
      {
        given: (doc) => delete doc.servers![0]!['x-host'],
        want: /#\/paths\/~1wallets~1get~1wallet~1\{walletId\}\/get: its servers have x-host undefined/,
      },
    ],
    [
      'missing operationId',
      {
        given: (doc) => delete (doc.paths!['/products/update']!.patch as any).operationId,
        want: /~1products~1update\/patch: operation has no operationId/,
      },
    ],
    [
      'one name both valid and invalid on purpose',
      {
        given: (doc) =>
          ((doc.paths!['/products/update']!.patch as any).requestBody.content[
            'application/json'
          ].examples.missingApiKey = { value: {} }),
        want: /updateProduct: body has example missingApiKey both under examples and under x-invalid-examples/,
      },
    ],
    [
      'external $ref',
      {
        given: (doc) => ((doc.components!.examples as any).Product = { $ref: 'examples.yaml#/Product' }),
        want: /External \$ref examples.yaml#\/Product/,
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    expect(broken(given)).toThrow(want);
  });
});
