import { readdirSync, readFileSync } from 'node:fs';

/** The schema's source: one SQL file per migration, applied in file name order. */
export const MIGRATIONS_FOLDER = new URL('../migrations/', import.meta.url);
/** What the sandbox reads them from, so its storage needs no file system (a browser has none). */
export const MIGRATIONS_MODULE = new URL('../src/storage/migrations.gen.ts', import.meta.url);

/** The migrations in the folder, in the order they are applied. */
export function migrationFiles(): { name: string; text: string }[] {
  return readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, MIGRATIONS_FOLDER), 'utf8') }));
}

/** A template literal that reads back as `text` exactly, so the SQL stays readable in the module and in its diffs. */
const literal = (text: string) => `\`${text.replace(/[\\`]|\$\{|\r/g, (s) => (s === '\r' ? '\\r' : `\\${s}`))}\``;

/** The module of the migrations in the folder. */
export function renderMigrations(): string {
  return [
    '/**',
    ' * Generated from migrations/*.sql by `pnpm --filter @waas/sandbox generate`.',
    ' * Do not edit by hand: change or add a migration, then run it.',
    ' */',
    '',
    '/** A file of migrations/. */',
    'export interface Migration {',
    '  name: string;',
    '  text: string;',
    '}',
    '',
    '/** The migrations, in the order they are applied. */',
    'export const MIGRATIONS: readonly Migration[] = [',
    ...migrationFiles().map(
      ({ name, text }) => `  {\n    name: ${JSON.stringify(name)},\n    text: ${literal(text)},\n  },`,
    ),
    '];',
    '',
  ].join('\n');
}
