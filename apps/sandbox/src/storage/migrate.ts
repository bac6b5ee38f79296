import type { Engine } from './engine.js';
import { MIGRATIONS } from './migrations.gen.js';

/** An advisory lock key of the sandbox's own: "waas" in ASCII. */
const MIGRATION_LOCK = 0x77616173;

/** Applies every migration not yet applied, in file name order, each in its own transaction. */
export async function migrate(engine: Engine): Promise<string[]> {
  const known = await engine.unitOfWork(async (sql) => {
    // CREATE TABLE IF NOT EXISTS is not safe against itself: two processes creating the table at once collide in the
    // catalog. The lock (held to the end of this transaction) makes the second wait and then find the table.
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await sql.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations
       (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    return new Set((await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
  });
  const applied: string[] = [];
  // A migration recorded already stays applied: only the others need a transaction (and its lock) each.
  for (const { name, text } of MIGRATIONS.filter((m) => !known.has(m.name))) {
    const done = await engine.unitOfWork(async (sql) => {
      // Two processes migrating one PostgreSQL database at once: the second waits here, then sees the row.
      await sql.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      if ((await sql.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])).length > 0) return false;
      for (const statement of statements(text)) await sql.query(statement);
      await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends; no function body or quoted text in them has one at a line end. */
function statements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s !== '');
}
