import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { MIGRATIONS_MODULE, migrationFiles, renderMigrations } from '../../scripts/migrations-module.js';
import { MIGRATIONS } from './migrations.gen.js';

const STALE = 'src/storage/migrations.gen.ts is out of date: run `pnpm --filter @waas/sandbox generate` and commit it';

test(
  'src/storage/migrations.gen.ts is generated from ' + 'migrations/ (else run `pnpm --filter @waas/sandbox generate`)',
  () => {
    expect(readFileSync(MIGRATIONS_MODULE, 'utf8') === renderMigrations(), STALE).toBe(true);
  },
);

// The seed dump's key digests each migration's name and text: what the sandbox applies must be the files, byte for
// byte.
test('holds every migration file, named and written as in migrations/', () => {
  expect(MIGRATIONS).toEqual(migrationFiles());
});
