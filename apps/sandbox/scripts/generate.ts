// Writes src/storage/migrations.gen.ts from migrations/*.sql; `pnpm --filter @waas/sandbox generate`. The drift test
// (src/storage/migrations.test.ts) fails while it is out of date.
import { writeFileSync } from 'node:fs';
import { MIGRATIONS_MODULE, renderMigrations } from './migrations-module.js';

writeFileSync(MIGRATIONS_MODULE, renderMigrations());
console.log(`wrote ${MIGRATIONS_MODULE.pathname}`);
