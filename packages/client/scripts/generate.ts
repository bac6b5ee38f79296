// Writes src/hosts.gen.ts and src/operations.gen.ts from the spec bundle; `pnpm --filter @waas/client generate`.
import { writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { GENERATED } from './generated-files.js';

const document = loadBundle();
for (const { file, render } of GENERATED) {
  writeFileSync(file, render(document));
  console.log(`wrote ${file.pathname}`);
}
