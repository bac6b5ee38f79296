// Rewrites the list of provisional choices (spec/PROVISIONAL.md) from the bundle:
// `pnpm --filter @waas/spec provisional`.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadBundle } from '../src/load-bundle.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from '../src/provisional.js';

const listUrl = new URL('../PROVISIONAL.md', import.meta.url);
const choices = collectProvisional(loadBundle());
writeFileSync(listUrl, withProvisionalTable(readFileSync(listUrl, 'utf8'), provisionalTable(choices)));
console.log(`spec/PROVISIONAL.md: ${choices.length} provisional choices`);
