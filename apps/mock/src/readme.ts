// Rewrites the generated tables of README.md (`pnpm --filter @waas/mock readme`): the options and exit codes, from
// the command's own tables, and the documented responses, from the bundle. With --check it only fails when one is
// stale, which is how `lint` keeps them honest.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { exitCodeTable, optionTable, parseCommandLine, withTables } from '@waas/command-line';
import { EXIT_CODES, OPTIONS } from './cli/options.js';
import { documentedResponses, responseTable } from './responses.js';

const { values } = parseCommandLine(
  { check: { type: 'boolean', description: 'only fail when a table is stale' } },
  process.argv.slice(2),
);
const readmeUrl = new URL('../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const rows = documentedResponses(loadBundle());
const next = withTables(current, {
  options: optionTable(OPTIONS, { columns: ['option', 'environment', 'default', 'description'] }),
  'exit-codes': exitCodeTable(EXIT_CODES),
  responses: responseTable(rows),
});
if (values.check) {
  if (next !== current) {
    console.error('apps/mock/README.md: a generated table is stale; run `pnpm --filter @waas/mock readme`');
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
  console.log(`README.md: the options and ${rows.length} documented responses`);
}
