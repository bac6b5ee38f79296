// Rewrites the response table of README.md from the bundle (`pnpm --filter @waas/mock readme`);
// with --check it only fails when the table is stale, which is how `lint` keeps it honest.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadBundle } from '@waas/spec/pairs';
import { documentedResponses, responseTable, withResponseTable } from './responses.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const readmeUrl = new URL('../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const rows = documentedResponses(loadBundle());
const next = withResponseTable(current, responseTable(rows));
if (values.check) {
  if (next !== current) {
    console.error('apps/mock/README.md: the response table is stale; run `pnpm --filter @waas/mock readme`');
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
  console.log(`README.md: ${rows.length} documented responses`);
}
