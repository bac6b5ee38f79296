import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from './bundle.js';
import { pairingRuleViolations } from './pairing-rule.js';
import { readOperations } from './pairs.js';

// The spec itself is held to the rule by lint (src/contract/pairing.ts in .spectral.yaml), with file and line.
const violationsOf = (document: OpenApiDocument) =>
  readOperations(document).flatMap((operation) =>
    pairingRuleViolations(document, operation).map(({ message, at }) => `${message} @ ${at}`),
  );

describe('pairing rule on the fixture', () => {
  const fixture = () => parse(readFileSync(new URL('fixtures/pairs.yaml', import.meta.url), 'utf8'));
  const cases: [string, { given: (doc: any) => void; want: string[] }][] = [
    ['holds as written', { given: () => {}, want: [] }],
    [
      'a name used under two statuses',
      {
        given: (doc) =>
          (doc.paths['/products/update'].patch.responses['401'].content['application/json'].examples.updated = {
            value: {},
          }),
        want: [
          'updateProduct 401 updated: name already used under 200 @ ' +
            '#/paths/~1products~1update/patch/responses/401/content/application~1json/examples/updated',
        ],
      },
    ],
    [
      'a request example without a response',
      {
        given: (doc) =>
          (doc.paths['/products/update'].patch.requestBody.content['application/json'].examples.orphan = { value: {} }),
        want: [
          'updateProduct: body has example orphan, which no response example pairs with @ ' +
            '#/paths/~1products~1update/patch/requestBody/content/application~1json/examples/orphan',
        ],
      },
    ],
    [
      'an example invalid on purpose without a response',
      {
        given: (doc) =>
          (doc.paths['/products/update'].patch.requestBody.content['application/json']['x-invalid-examples'].orphan = {
            value: {},
          }),
        want: [
          'updateProduct: body has example orphan, which no response example pairs with @ ' +
            '#/paths/~1products~1update/patch/requestBody/content/application~1json/x-invalid-examples/orphan',
        ],
      },
    ],
    [
      'a response example without its request',
      {
        given: (doc) =>
          delete doc.paths['/products/update'].patch.requestBody.content['application/json'].examples.updated,
        want: [
          'updateProduct 200 updated: request has no example for required body @ ' +
            '#/paths/~1products~1update/patch/responses/200/content/application~1json/examples/updated',
        ],
      },
    ],
    [
      'a complete request first under 400',
      {
        given: (doc) => (doc.components.parameters.WalletId.examples.invalidRequest = { value: 'w/3' }),
        want: [
          'getWallet 400 invalidRequest: first example under 400 must be the generic invalid request, but its ' +
            'request is well-formed @ #/paths/~1wallets~1get~1wallet~1{walletId}/get/responses/400/content/' +
            'application~1json/examples/invalidRequest',
        ],
      },
    ],
    [
      'a parameter example without a response, at the path item that declares the parameter',
      {
        given: (doc) => (doc.components.parameters.WalletId.examples.orphan = { value: 'w/9' }),
        want: [
          'getWallet: path parameter walletId has example orphan, which no response example pairs with @ ' +
            '#/paths/~1wallets~1get~1wallet~1{walletId}/parameters/0/examples/orphan',
        ],
      },
    ],
    [
      'a query parameter example without a response, at the operation that declares it',
      {
        given: (doc) => (doc.paths['/checkout-wallet'].get.parameters[1].examples.orphan = { value: 5 }),
        want: [
          'listCheckoutWallets: query parameter pageSize has example orphan, which no response example pairs with @ ' +
            '#/paths/~1checkout-wallet/get/parameters/1/examples/orphan',
        ],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const doc = fixture();
    given(doc);
    expect(violationsOf(doc)).toEqual(want);
  });
});
