// Rewrites the option and exit-code tables of README.md from options.ts (`pnpm --filter @waas/conformance readme`);
// with --check it only fails when one is stale, which is how `lint` keeps them honest. Not part of the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseCommandLine, withTables } from '@waas/command-line';
import { TABLES } from './readme-table.js';

const { values } = parseCommandLine(
  { check: { type: 'boolean', description: 'only fail when a table is stale' } },
  process.argv.slice(2),
);
const readmeUrl = new URL('../../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const next = withTables(current, TABLES);
if (values.check) {
  if (next !== current) {
    console.error(
      'packages/conformance/README.md: the option or exit-code table is stale; run `pnpm --filter @waas/conformance readme`',
    );
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
  console.log('README.md: the option and exit-code tables');
}
