import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from './bundle.js';
import { loadBundle } from './load-bundle.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from './provisional.js';

describe('provisional table', () => {
  const cases: [string, { given: unknown; want: string }][] = [
    ['nothing provisional', { given: { openapi: '3.1.0' }, want: 'Nothing in the spec is provisional.' }],
    [
      'text folded to one line, pipes escaped, pointer encoded',
      {
        given: { paths: { '/a/{id}': { get: { 'x-provisional': 'Name\n  not | shown.' } } } },
        want: '| Where (JSON pointer in the bundle) | Provisional choice |\n| --- | --- |\n| `#/paths/~1a~1{id}/get` | Name not \\| shown. |',
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    expect(provisionalTable(collectProvisional(given as OpenApiDocument))).toBe(want);
  });

  test('replaces only what is between the markers', () => {
    const readme = 'intro\n<!-- provisional:start -->\nold\n<!-- provisional:end -->\noutro\n';
    expect(withProvisionalTable(readme, 'new')).toBe(
      'intro\n<!-- provisional:start -->\nnew\n<!-- provisional:end -->\noutro\n',
    );
  });
});

test('README.md lists the provisional choices of the current spec (else run `pnpm --filter @waas/spec provisional`)', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(withProvisionalTable(readme, provisionalTable(collectProvisional(loadBundle()))));
});
