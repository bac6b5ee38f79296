// Writes src/storage/migrations.gen.ts from migrations/*.sql and src/control/control-document.gen.ts from
// control/openapi.yaml; `pnpm --filter @waas/sandbox generate`. The drift tests (src/storage/migrations.test.ts,
// src/control/control-document.test.ts) fail while either is out of date.
import { writeFileSync } from 'node:fs';
import { CONTROL_DOCUMENT_MODULE, renderControlDocument } from './control-document-module.js';
import { MIGRATIONS_MODULE, renderMigrations } from './migrations-module.js';

for (const [module, render] of [
  [MIGRATIONS_MODULE, renderMigrations],
  [CONTROL_DOCUMENT_MODULE, renderControlDocument],
] as const) {
  writeFileSync(module, render());
  console.log(`wrote ${module.pathname}`);
}
