// Writes src/hosts.gen.ts and src/operations.gen.ts from the spec bundle; `pnpm --filter @waas/client generate`.
import { writeGenerated } from '@waas/generated';
import { GENERATED } from './generated-files.js';

await writeGenerated(GENERATED);
