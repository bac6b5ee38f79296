// Writes the option table of README.md from `pnpm spec`'s own (`pnpm --filter @waas/spec readme`); a test fails while
// it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { withOptionTable } from './command-line.js';

const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, withOptionTable(readFileSync(readme, 'utf8')));
