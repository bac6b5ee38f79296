// Writes the generated files of src/responses.gen.ts from the spec bundle; `pnpm --filter @waas/msw generate`.
import { writeGenerated } from '@waas/generated';
import { GENERATED } from './generated-files.js';

await writeGenerated(GENERATED);
