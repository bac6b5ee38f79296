import type { Engine } from '../storage/engine.js';

/**
 * Every table of the schema, rows in a fixed order, for comparing two databases. The migration record's
 * `applied_at` is left out: it says when each database was migrated, not what it holds.
 */
export async function tableContents(engine: Engine): Promise<Record<string, string[]>> {
  return engine.unitOfWork(async (sql) => {
    const tables = await sql.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await sql.query(
        name === 'schema_migrations' ? 'SELECT name FROM schema_migrations' : `SELECT * FROM "${name}"`,
      );
      contents[name] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return contents;
  });
}
