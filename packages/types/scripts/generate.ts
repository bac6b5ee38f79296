// Writes the generated files of src/openapi.gen.ts from the spec bundle; `pnpm --filter @waas/types generate` (builds
// the spec first).
import { writeGenerated } from '@waas/generated';
import { GENERATED } from './generated-files.js';

await writeGenerated(GENERATED);
