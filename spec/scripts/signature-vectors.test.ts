import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { loadBundle, resolve, type OpenApiDocument } from '../src/bundle.js';
import { SIGNATURE_PARAMETER, signatureVectors, VECTOR_SECRET, VECTOR_TIMESTAMP, withSignatureVectors } from './signature-vectors.js';

const fixture = (file: string) => readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8');
const webhooks = () => parse(fixture('signature-webhooks.yaml')) as OpenApiDocument;

// Wanted values computed apart from this code: printf '%s' '1715682151.<compact JSON>' | openssl dgst -sha256 -hmac example-webhook-secret
const PAID = 't=1715682151,v1=06b735afe9bc8ae2d673b0c1abc0d5844aa27c7eab3225c7e18e165daf4b3937';
const REFUNDED = 't=1715682151,v1=1bccdedff51dd04175524d44c88fc36a6a1df4d6c5980193d3df6ad7a7ddffea';

describe('signature vectors', () => {
  const cases: [string, { given: (document: any) => void; want: [string, string][] }][] = [
    ['each body example signed as compact JSON, through $refs', { given: () => {}, want: [['paid', PAID], ['refunded', REFUNDED]] }],
    [
      'a changed body example changes its vector',
      { given: (document) => (document.components.examples.Refunded.value.amount = 4), want: [['paid', PAID], ['refunded', expect.not.stringMatching(REFUNDED) as string]] },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    const document = webhooks();
    given(document);
    expect([...signatureVectors(document)]).toEqual(want);
  });

  test('two webhooks with an example of the same name are refused: their vectors would share one entry', () => {
    const document = webhooks() as any;
    document.components.examples.Refunded = document.webhooks.paid.post.requestBody.content['application/json'].examples.paid;
    document.components.requestBodies.Refund.content['application/json'].examples = { paid: { $ref: '#/components/examples/Refunded' } };
    expect(() => signatureVectors(document)).toThrow('webhook refunded: example paid is also another webhook');
  });
});

test('the writer sets exactly the vectors as examples and keeps the rest of the file as written', () => {
  const written = withSignatureVectors(fixture('signature-parameter.yaml'), signatureVectors(webhooks()));
  const [before, after] = [fixture('signature-parameter.yaml').split('examples:\n')[0], written.split('examples:\n')];
  expect(after[0]).toBe(before);
  expect(after[1]).toBe(`  paid:\n    value: ${PAID}\n  refunded:\n    value: ${REFUNDED}\n`);
});

test('AuthSignature.yaml holds the vectors of the current webhook examples (else run `pnpm --filter @waas/spec vectors`)', () => {
  const committed = readFileSync(SIGNATURE_PARAMETER, 'utf8');
  expect(withSignatureVectors(committed, signatureVectors(loadBundle())) === committed, 'components/parameters/AuthSignature.yaml is out of date: run `pnpm --filter @waas/spec vectors` and commit it').toBe(true);
});

test('the parameter states the secret and timestamp the vectors are made with', () => {
  const parameter = resolve<{ description: string }>(loadBundle(), { $ref: '#/components/parameters/AuthSignature' });
  expect(parameter.description).toContain(`secret\n\`${VECTOR_SECRET}\``);
  expect(parameter.description).toContain(`timestamp ${VECTOR_TIMESTAMP}`);
});
