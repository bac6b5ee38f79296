// `pnpm --filter @waas/bench-results write` (and `pnpm bench`): each package's bench/RESULTS.md from its results.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { resultsPage } from './results-page.js';
import { resultsFiles, ROOT } from './results-files.js';

for (const { results, page, title } of resultsFiles()) {
  writeFileSync(page, resultsPage(title, JSON.parse(readFileSync(results, 'utf8'))));
  console.log(`wrote ${relative(ROOT, page)}`);
}
