import { describe, expect, test } from 'vitest';
import { describeResult, jsonDocuments, redoclyCheck, spectralResults } from './checks.js';

// The contract rules as an editor and `pnpm spec check` run them: Spectral's CLI with .spectral.yaml on a fixture
// that breaks each rule once, some in a file the fixture references.
describe('the contract rules under Spectral', () => {
  test('each shows its break at the file and line where it is written, and nothing else is reported', async () => {
    const results = await spectralResults('scripts/fixtures/contract/openapi.yaml');
    expect(results.map((result) => describeResult(result).split(' ').slice(0, 3).join(' '))).toEqual([
      'spec/scripts/fixtures/contract/openapi.yaml:23:17 error waas-sunset-date',
      'spec/scripts/fixtures/contract/openapi.yaml:31:22 error waas-pairing-rule',
      'spec/scripts/fixtures/contract/openapi.yaml:33:39 error waas-invalid-examples-fail',
      'spec/scripts/fixtures/contract/openapi.yaml:62:28 error waas-signature-vectors',
      'spec/scripts/fixtures/contract/openapi.yaml:75:22 error waas-provisional-text',
      'spec/scripts/fixtures/contract/openapi.yaml:80:14 error waas-schema-shapes',
      'spec/scripts/fixtures/contract/paths/wallet.yaml:25:26 error waas-examples-match-schemas',
    ]);
  });

  test('an unreadable document is an error, not a clean result', async () => {
    await expect(spectralResults('scripts/fixtures/no-such-file.yaml')).rejects.toThrow(
      /spectral lint scripts\/fixtures\/no-such-file.yaml/,
    );
  });
});

test('Redocly reports each problem at its file and line, and leaves examples to the contract rules', async () => {
  const bundle = () => Promise.reject(new Error('a linter reads the sources, not the bundle'));
  const problems = await redoclyCheck(['scripts/fixtures/contract/openapi.yaml']).problems(bundle);
  expect(problems.map((p) => p.split(' ').slice(0, 3).join(' '))).toEqual([
    'spec/scripts/fixtures/contract/openapi.yaml:4:1 error info-license',
    'spec/scripts/fixtures/contract/paths/wallet.yaml:13:3 error operation-4xx-response',
    'spec/scripts/fixtures/contract/paths/wallet.yaml:1:1 error security-defined',
    'spec/scripts/fixtures/contract/openapi.yaml:17:5 error security-defined',
    'spec/scripts/fixtures/contract/openapi.yaml:51:5 error security-defined',
  ]);
});

describe('Redocly prints one JSON report per file, one after another', () => {
  test.each([
    ['one report', '{"a":1}', [{ a: 1 }]],
    ['two reports', '{"a":1}{\n"b":{"c":"}{"}}', [{ a: 1 }, { b: { c: '}{' } }]],
    ['braces and escaped quotes in strings', '{"m":"a \\"{\\" b"}\n{"n":2}', [{ m: 'a "{" b' }, { n: 2 }]],
    ['nothing', '', []],
  ] as const)('%s', (_, given, want) => {
    expect(jsonDocuments(given)).toEqual(want);
  });
});
