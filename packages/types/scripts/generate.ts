// Writes src/openapi.gen.ts from the spec bundle; `pnpm --filter @waas/types generate` (builds the spec first).
import { writeFileSync } from 'node:fs';
import { GENERATED_FILE, renderTypes } from './render-types.js';

writeFileSync(GENERATED_FILE, await renderTypes());
console.log(`wrote ${GENERATED_FILE.pathname}`);
