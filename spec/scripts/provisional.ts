// Rewrites the provisional table of the root README from the bundle; `pnpm --filter @waas/spec provisional`.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadBundle } from '../src/load-bundle.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from '../src/provisional.js';

const readmeUrl = new URL('../../README.md', import.meta.url);
const choices = collectProvisional(loadBundle());
writeFileSync(readmeUrl, withProvisionalTable(readFileSync(readmeUrl, 'utf8'), provisionalTable(choices)));
console.log(`README.md: ${choices.length} provisional choices`);
