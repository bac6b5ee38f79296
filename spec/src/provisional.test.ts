import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from './bundle.js';
import { loadBundle } from './load-bundle.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from './provisional.js';

describe('provisional table', () => {
  const cases: [string, { given: unknown; want: string }][] = [
    ['nothing provisional', { given: { openapi: '3.1.0' }, want: 'Nothing in the spec is provisional.' }],
    [
      'text folded to one line, each choice under its operation or component, the rest of its pointer nested',
      {
        given: {
          servers: [{ 'x-provisional': 'Host | unknown.' }],
          paths: {
            '/a/{id}': { get: { 'x-provisional': 'Name\n  not shown.', responses: { 404: { 'x-provisional': 'B' } } } },
          },
          components: { schemas: { S: { properties: { a: { 'x-provisional': 'C' } } } } },
        },
        want: [
          '- `#/servers`',
          '  - `/0`: Host | unknown.',
          '- `#/paths/~1a~1{id}/get`: Name not shown.',
          '  - `/responses/404`: B',
          '- `#/components/schemas/S`',
          '  - `/properties/a`: C',
        ].join('\n'),
      },
    ],
    [
      'wrapped at 120 columns, further lines indented to the text',
      {
        given: { servers: [{ 'x-provisional': 'word '.repeat(30) }] },
        want: ['- `#/servers`', `  - \`/0\`: ${'word '.repeat(22).trim()}`, `    ${'word '.repeat(8).trim()}`].join(
          '\n',
        ),
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

// Else run `pnpm --filter @waas/spec provisional`.
test('spec/PROVISIONAL.md lists the provisional choices of the current spec', () => {
  const list = readFileSync(new URL('../PROVISIONAL.md', import.meta.url), 'utf8');
  expect(list).toBe(withProvisionalTable(list, provisionalTable(collectProvisional(loadBundle()))));
});
