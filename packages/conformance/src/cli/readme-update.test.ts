// The README's lists of commands, options and exit codes are generated from options.ts: these fail when they drift
// apart.
import { readFileSync } from 'node:fs';
import { withTables } from '@waas/command-line';
import { expect, test } from 'vitest';
import { OPTIONS } from './options.js';
import { GENERATED } from './readme-table.js';

const [LIST_START, LIST_END] = ['<!-- options:start -->', '<!-- options:end -->'];
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('the README holds the lists options.ts makes (`pnpm readme` rewrites them)', () =>
  expect(withTables(readme, GENERATED)).toBe(readme));

test.each(Object.keys(OPTIONS))('the README names --%s in its option list', (name) => {
  const list = readme.slice(readme.indexOf(LIST_START), readme.indexOf(LIST_END));
  expect(list).toMatch(new RegExp(`^- \`(-\\w, )?--${name}\\b`, 'm'));
});
