import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { pointer, type OpenApiDocument } from '../bundle.js';
import { examplesMatchSchemas, invalidExamplesFail } from './examples.js';
import type { Finding } from './finding.js';

// The fixture (src/fixtures/examples.yaml) has examples in each place they sit: a parameter, a response through
// components/examples, a webhook's lone `example`, and one under x-invalid-examples.
const fixture = () => parse(readFileSync(new URL('../fixtures/examples.yaml', import.meta.url), 'utf8')) as any;
const shown = (findings: Finding[]) => findings.map(({ path, message }) => `${pointer(...path)}: ${message}`);

describe('examples match their schemas', () => {
  const cases: [string, { given: (document: any) => void; want: string[] }][] = [
    [
      'as the fixture is: at the field that breaks, in an `examples` entry and in a lone `example`',
      {
        given: () => {},
        want: [
          '#/paths/~1wallets~1{walletId}/get/responses/200/content/application~1json/examples/wrongCode/value/code: ' +
            'example wrongCode: /code must be string',
          '#/webhooks/inflow/post/requestBody/content/application~1json/example/amount: example example: /amount ' +
            'must be number',
        ],
      },
    ],
    [
      'an amount that is a multiple of 0.01 in decimal, not in floating point',
      {
        given: (document) => {
          document.webhooks.inflow.post.requestBody.content['application/json'].schema.properties.amount.multipleOf =
            0.01;
          document.webhooks.inflow.post.requestBody.content['application/json'].example.amount = 0.07;
          document.paths['/wallets/{walletId}'].get.responses['200'].content[
            'application/json'
          ].examples.wrongCode.value.code = '0';
        },
        want: [],
      },
    ],
    [
      'a parameter example of the wrong format',
      {
        given: (document) => (document.paths['/wallets/{walletId}'].get.parameters[0].examples.known.value = 'w-1'),
        want: [
          '#/paths/~1wallets~1{walletId}/get/parameters/0/examples/known/value: example known: (root) must match ' +
            'format "uuid"',
          '#/paths/~1wallets~1{walletId}/get/responses/200/content/application~1json/examples/wrongCode/value/code: ' +
            'example wrongCode: /code must be string',
          '#/webhooks/inflow/post/requestBody/content/application~1json/example/amount: example example: /amount ' +
            'must be number',
        ],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const document = fixture();
    given(document);
    expect(shown(examplesMatchSchemas(document as OpenApiDocument))).toEqual(want);
  });
});

describe('examples under x-invalid-examples fail their schemas', () => {
  const cases: [string, { given: (document: any) => void; want: string[] }][] = [
    ['as the fixture is', { given: () => {}, want: [] }],
    [
      'one its schema accepts',
      {
        given: (document) =>
          (document.paths['/wallets/{walletId}'].get.parameters[0]['x-invalid-examples'].notUuid.value =
            '3fa85f64-5717-4562-b3fc-2c963f66afa6'),
        want: [
          '#/paths/~1wallets~1{walletId}/get/parameters/0/x-invalid-examples/notUuid/value: example notUuid is under ' +
            'x-invalid-examples, yet its schema accepts it',
        ],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const document = fixture();
    given(document);
    expect(shown(invalidExamplesFail(document as OpenApiDocument))).toEqual(want);
  });
});
