import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { resolve } from '../src/bundle.js';
import { loadBundle } from '../src/load-bundle.js';
import { signatureVectors, VECTOR_SECRET, VECTOR_TIMESTAMP } from '../src/contract/signature-vectors.js';
import { SIGNATURE_PARAMETER, withSignatureVectors } from './signature-vectors.js';

const fixture = (file: string) => readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8');
const vectors = new Map([
  ['paid', 't=1715682151,v1=06b735afe9bc8ae2d673b0c1abc0d5844aa27c7eab3225c7e18e165daf4b3937'],
  ['refunded', 't=1715682151,v1=1bccdedff51dd04175524d44c88fc36a6a1df4d6c5980193d3df6ad7a7ddffea'],
]);

test('the writer sets exactly the vectors as examples and keeps the rest of the file as written', () => {
  const written = withSignatureVectors(fixture('signature-parameter.yaml'), vectors);
  const [before, after] = [fixture('signature-parameter.yaml').split('examples:\n')[0], written.split('examples:\n')];
  expect(after[0]).toBe(before);
  expect(after[1]).toBe(
    `  paid:\n    value: ${vectors.get('paid')}\n  refunded:\n    value: ${vectors.get('refunded')}\n`,
  );
});

// Else run `pnpm --filter @waas/spec vectors`.
test('AuthSignature.yaml holds the vectors of the current webhook examples', () => {
  const committed = readFileSync(SIGNATURE_PARAMETER, 'utf8');
  expect(
    withSignatureVectors(committed, signatureVectors(loadBundle())) === committed,
    'components/parameters/AuthSignature.yaml is out of date: run `pnpm --filter @waas/spec vectors` and commit it',
  ).toBe(true);
});

test('the parameter states the secret and timestamp the vectors are made with', () => {
  const parameter = resolve<{ description: string }>(loadBundle(), { $ref: '#/components/parameters/AuthSignature' });
  expect(parameter.description).toContain(`secret\n\`${VECTOR_SECRET}\``);
  expect(parameter.description).toContain(`timestamp ${VECTOR_TIMESTAMP}`);
});
