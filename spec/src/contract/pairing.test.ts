import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { pointer, type OpenApiDocument } from '../bundle.js';
import { pairingRule } from './pairing.js';

// The pairing rule's own cases are in src/pairing-rule.test.ts; these are about the rule as lint runs it.
const fixture = () => parse(readFileSync(new URL('../fixtures/pairs.yaml', import.meta.url), 'utf8')) as any;

describe('the pairing rule over a document', () => {
  const cases: [string, { given: (document: any) => void; want: string[] }][] = [
    ['holds as written', { given: () => {}, want: [] }],
    [
      'a half-written operation (no operationId) is shown at the operation, and hides nothing else',
      {
        given: (document) => {
          document.paths['/checkout-wallet'].post = { responses: { '200': { description: 'ok' } } };
          document.paths['/products/update'].patch.requestBody.content['application/json'].examples.orphan = {
            value: {},
          };
        },
        want: [
          '#/paths/~1checkout-wallet/post: #/paths/~1checkout-wallet/post: operation has no operationId',
          '#/paths/~1products~1update/patch/requestBody/content/application~1json/examples/orphan: updateProduct: ' +
            'body has example orphan, which no response example pairs with',
        ],
      },
    ],
    [
      'an operation whose servers name no host',
      {
        given: (document) => (document.paths['/checkout-wallet'].get.servers = [{ url: 'https://x.test' }]),
        want: [
          '#/paths/~1checkout-wallet/get: #/paths/~1checkout-wallet/get: its servers have x-host undefined, want one ' +
            'of wallet, checkout, payout',
        ],
      },
    ],
    [
      'an unknown x-scenario',
      {
        given: (document) =>
          (document.paths['/products/update'].patch.responses['401'].content['application/json'].examples.missingApiKey[
            'x-scenario'
          ] = 'noKey'),
        want: [
          '#/paths/~1products~1update/patch: updateProduct 401 missingApiKey: unknown x-scenario noKey, want one of ' +
            'missingApiKey, unknownApiKey, otherOrganization, nonAdminKey, serverFault',
        ],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const document = fixture();
    given(document);
    expect(
      pairingRule(document as OpenApiDocument).map(({ path, message }) => `${pointer(...path)}: ${message}`),
    ).toEqual(want);
  });
});
