// Rewrites the generated tables of README.md (`pnpm --filter @waas/mock readme`): the options and exit codes, from
// the command's own tables, and the documented responses, from the bundle. With --check it only fails when one is
// stale, which is how `lint` keeps them honest.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadBundle } from '@waas/spec/pairs';
import { exitCodeTable, optionTable } from './cli/options.js';
import { withTable } from './readme-table.js';
import { documentedResponses, responseTable } from './responses.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const readmeUrl = new URL('../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const rows = documentedResponses(loadBundle());
const next = [
  ['options', optionTable()],
  ['exit-codes', exitCodeTable()],
  ['responses', responseTable(rows)],
].reduce((readme, [name, table]) => withTable(readme, name!, table!), current);
if (values.check) {
  if (next !== current) {
    console.error('apps/mock/README.md: a generated table is stale; run `pnpm --filter @waas/mock readme`');
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
  console.log(`README.md: the options and ${rows.length} documented responses`);
}
