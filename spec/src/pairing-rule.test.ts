import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { loadBundle, type OpenApiDocument } from './bundle.js';
import { pairingRuleViolations } from './pairing-rule.js';
import { readOperations } from './pairs.js';

const violationsOf = (document: OpenApiDocument) =>
  readOperations(document).flatMap((operation) => pairingRuleViolations(document, operation));

describe('pairing rule on the fixture', () => {
  const fixture = () => parse(readFileSync(new URL('fixtures/pairs.yaml', import.meta.url), 'utf8'));
  const cases: [string, { given: (doc: any) => void; want: string[] }][] = [
    ['holds as written', { given: () => {}, want: [] }],
    [
      'a name used under two statuses',
      {
        given: (doc) => (doc.paths['/products/update'].patch.responses['401'].content['application/json'].examples.updated = { value: {} }),
        want: ['updateProduct 401 updated: name already used under 200'],
      },
    ],
    [
      'a request example without a response',
      {
        given: (doc) => (doc.paths['/products/update'].patch.requestBody.content['application/json'].examples.orphan = { value: {} }),
        want: ['updateProduct: body has example orphan, which no response example pairs with'],
      },
    ],
    [
      'an example invalid on purpose without a response',
      {
        given: (doc) => (doc.paths['/products/update'].patch.requestBody.content['application/json']['x-invalid-examples'].orphan = { value: {} }),
        want: ['updateProduct: body has example orphan, which no response example pairs with'],
      },
    ],
    [
      'a response example without its request',
      {
        given: (doc) => delete doc.paths['/products/update'].patch.requestBody.content['application/json'].examples.updated,
        want: ['updateProduct 200 updated: request has no example for required body'],
      },
    ],
    [
      'a complete request first under 400',
      {
        given: (doc) => (doc.components.parameters.WalletId.examples.invalidRequest = { value: 'w/3' }),
        want: ['getWallet 400 invalidRequest: first example under 400 must be the generic invalid request, but its request is well-formed'],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const doc = fixture();
    given(doc);
    expect(violationsOf(doc)).toEqual(want);
  });
});

describe('pairing rule on the bundle', () => {
  const bundle = loadBundle();
  test.each(readOperations(bundle).map((operation) => [operation.operationId, operation] as const))('%s', (_, operation) => {
    expect(pairingRuleViolations(bundle, operation)).toEqual([]);
  });
});
