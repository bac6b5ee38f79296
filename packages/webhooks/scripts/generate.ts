// Writes the generated files of src/schemas.gen.ts and src/events.gen.ts from the spec bundle:
// `pnpm --filter @waas/webhooks generate`.
import { writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { GENERATED } from './generated-files.js';

const document = loadBundle();
for (const { file, render } of GENERATED) {
  writeFileSync(file, await render(document));
  console.log(`wrote ${file.pathname}`);
}
