// Writes the generated files from the schemas in schema/; `pnpm --filter @waas/conformance generate`.
import { writeFileSync } from 'node:fs';
import { GENERATED } from './generated-files.js';

for (const { file, render } of GENERATED) {
  writeFileSync(file, await render());
  console.log(`wrote ${file.pathname}`);
}
