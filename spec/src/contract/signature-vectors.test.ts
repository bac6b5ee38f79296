import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { pointer, type OpenApiDocument } from '../bundle.js';
import { signatureVectors, signatureVectorsMatch } from './signature-vectors.js';

const webhooks = () => parse(readFileSync(new URL('fixtures/signature-webhooks.yaml', import.meta.url), 'utf8')) as any;

// Wanted values computed apart from this code:
// printf '%s' '1715682151.<compact JSON>' | openssl dgst -sha256 -hmac example-webhook-secret
const PAID = 't=1715682151,v1=06b735afe9bc8ae2d673b0c1abc0d5844aa27c7eab3225c7e18e165daf4b3937';
const REFUNDED = 't=1715682151,v1=1bccdedff51dd04175524d44c88fc36a6a1df4d6c5980193d3df6ad7a7ddffea';

describe('signature vectors', () => {
  const cases: [string, { given: (document: any) => void; want: [string, string][] }][] = [
    [
      'each body example signed as compact JSON, through $refs',
      {
        given: () => {},
        want: [
          ['paid', PAID],
          ['refunded', REFUNDED],
        ],
      },
    ],
    [
      'a changed body example changes its vector',
      {
        given: (document) => (document.components.examples.Refunded.value.amount = 4),
        want: [
          ['paid', PAID],
          ['refunded', expect.not.stringMatching(REFUNDED) as string],
        ],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const document = webhooks();
    given(document);
    expect([...signatureVectors(document as OpenApiDocument)]).toEqual(want);
  });

  test('two webhooks with an example of the same name are refused: their vectors would share one entry', () => {
    const document = webhooks();
    document.components.requestBodies.Refund.content['application/json'].examples = {
      paid: { $ref: '#/components/examples/Refunded' },
    };
    expect(() => signatureVectors(document as OpenApiDocument)).toThrow(
      'webhook refunded: example paid is also another webhook',
    );
  });
});

describe('the signature vectors rule', () => {
  const withExamples = (examples: Record<string, string>) => {
    const document = webhooks();
    document.components.parameters.Signature.examples = Object.fromEntries(
      Object.entries(examples).map(([name, value]) => [name, { value }]),
    );
    return document as OpenApiDocument;
  };
  const cases: [string, { given: Record<string, string>; want: string[] }][] = [
    ['every vector current', { given: { paid: PAID, refunded: REFUNDED }, want: [] }],
    [
      'a stale vector, at its value',
      {
        given: { paid: PAID, refunded: PAID },
        want: [
          '#/webhooks/refunded/post/parameters/0/examples/refunded/value: webhook refunded: X-Auth-Signature example ' +
            'refunded is not the signature of the body example refunded; run `pnpm --filter @waas/spec vectors`',
        ],
      },
    ],
    [
      'a missing vector, at the examples',
      {
        given: { refunded: REFUNDED },
        want: [
          '#/webhooks/paid/post/parameters/0/examples: webhook paid: X-Auth-Signature has no example paid, the test ' +
            'vector of its body example; run `pnpm --filter @waas/spec vectors`',
        ],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    expect(
      signatureVectorsMatch(withExamples(given)).map(({ path, message }) => `${pointer(...path)}: ${message}`),
    ).toEqual(want);
  });
});
