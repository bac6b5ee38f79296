// The README's option and exit-code tables are generated from options.ts: these fail when they drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OPTIONS } from './options.js';
import { withTable, withTables } from './readme-table.js';

const [TABLE_START, TABLE_END] = ['<!-- options:start -->', '<!-- options:end -->'];
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('the README holds the tables options.ts makes (`pnpm readme` rewrites them)', () =>
  expect(withTables(readme)).toBe(readme));

test.each(Object.keys(OPTIONS))('the README names --%s in its option table', (name) => {
  const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
  expect(table).toMatch(new RegExp(`^\\| \`(-\\w, )?--${name}\\b`, 'm'));
});

describe('withTable', () => {
  test.each<[string, { given: string; want: string }]>([
    [
      'replaces what is between the markers',
      { given: `a\n${TABLE_START}\nold\n${TABLE_END}\nb`, want: `a\n${TABLE_START}\nnew\n${TABLE_END}\nb` },
    ],
    ['fills empty markers', { given: `${TABLE_START}${TABLE_END}`, want: `${TABLE_START}\nnew\n${TABLE_END}` }],
  ])('%s', (_, { given, want }) => expect(withTable(given, 'options', 'new')).toBe(want));

  test.each<[string, { given: string }]>([
    ['no markers', { given: 'no markers' }],
    ['the end before the start', { given: `${TABLE_END}\n${TABLE_START}` }],
  ])('refuses a README with %s', (_, { given }) =>
    expect(() => withTable(given, 'options', 'new')).toThrow(/needs the markers/),
  );
});
