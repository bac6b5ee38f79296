// Writes the generated files of src/schemas.gen.ts and src/events.gen.ts from the spec bundle:
// `pnpm --filter @waas/webhooks generate`.
import { writeGenerated } from '@waas/generated';
import { GENERATED } from './generated-files.js';

await writeGenerated(GENERATED);
