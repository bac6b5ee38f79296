// Writes src/responses.gen.ts from the spec bundle; `pnpm --filter @waas/msw generate`.
import { writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { GENERATED_FILE, renderResponses } from './render-responses.js';

writeFileSync(GENERATED_FILE, renderResponses(loadBundle()));
console.log(`wrote ${GENERATED_FILE.pathname}`);
