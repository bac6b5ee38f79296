import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from './bundle.js';
import { collectExamples, exampleValidator, type ExampleSite } from './examples.js';

const problemsOf = (validate: (site: ExampleSite) => { instancePath: string; message?: string }[], site: ExampleSite) =>
  validate(site).map((e) => `${e.instancePath || '(root)'} ${e.message}`);

describe('examples of the fixture', () => {
  const fixture = parse(readFileSync(new URL('fixtures/examples.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
  const validate = exampleValidator(fixture);
  const sites = new Map(collectExamples(fixture).map((site) => [site.at, site]));
  const cases: [string, { at: string; want: { invalid: boolean; problems: string[] } }][] = [
    [
      'parameter example',
      { at: '#/paths/~1wallets~1{walletId}/get/parameters/0/examples/known', want: { invalid: false, problems: [] } },
    ],
    [
      'parameter example invalid on purpose',
      {
        at: '#/paths/~1wallets~1{walletId}/get/parameters/0/x-invalid-examples/notUuid',
        want: { invalid: true, problems: ['(root) must match format "uuid"'] },
      },
    ],
    [
      'response example through components/examples',
      {
        at: '#/paths/~1wallets~1{walletId}/get/responses/200/content/application~1json/examples/found',
        want: { invalid: false, problems: [] },
      },
    ],
    [
      'response example of the wrong type',
      {
        at: '#/paths/~1wallets~1{walletId}/get/responses/200/content/application~1json/examples/wrongCode',
        want: { invalid: false, problems: ['/code must be string'] },
      },
    ],
    [
      'webhook example',
      {
        at: '#/webhooks/inflow/post/requestBody/content/application~1json/example',
        want: { invalid: false, problems: ['/amount must be number'] },
      },
    ],
  ];

  test('finds every example and nothing else', () => {
    expect([...sites.keys()].sort()).toEqual(cases.map(([, { at }]) => at).sort());
  });

  test.each(cases)('%s', (_, { at, want }) => {
    const site = sites.get(at)!;
    expect({ invalid: site.invalid, problems: problemsOf(validate, site) }).toEqual(want);
  });

  test('names the components example a site refers to', () => {
    expect(sites.get(cases[2]![1].at)?.via).toBe('#/components/examples/Found');
  });
});
