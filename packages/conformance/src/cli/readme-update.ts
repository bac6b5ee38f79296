// Rewrites the command, option and exit-code lists of README.md from options.ts
// (`pnpm --filter @waas/conformance readme`); with --check it only fails when one is stale, which is how `lint` keeps
// them honest. Not part of the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseCommandLine, withTables } from '@waas/command-line';
import { GENERATED } from './readme-table.js';

const { values } = parseCommandLine(
  { check: { type: 'boolean', description: 'only fail when a list is stale' } },
  process.argv.slice(2),
);
const readmeUrl = new URL('../../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const next = withTables(current, GENERATED);
if (values.check) {
  if (next !== current) {
    console.error(
      'packages/conformance/README.md: the command, option or exit-code list is stale; ' +
        'run `pnpm --filter @waas/conformance readme`',
    );
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
  console.log('README.md: the command, option and exit-code lists');
}
