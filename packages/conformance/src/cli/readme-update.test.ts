// The README's option and exit-code tables are generated from options.ts: these fail when they drift apart.
import { readFileSync } from 'node:fs';
import { withTables } from '@waas/command-line';
import { expect, test } from 'vitest';
import { OPTIONS } from './options.js';
import { TABLES } from './readme-table.js';

const [TABLE_START, TABLE_END] = ['<!-- options:start -->', '<!-- options:end -->'];
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('the README holds the tables options.ts makes (`pnpm readme` rewrites them)', () =>
  expect(withTables(readme, TABLES)).toBe(readme));

test.each(Object.keys(OPTIONS))('the README names --%s in its option table', (name) => {
  const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
  expect(table).toMatch(new RegExp(`^\\| \`(-\\w, )?--${name}\\b`, 'm'));
});
