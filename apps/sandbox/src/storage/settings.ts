import type { Sql } from './engine.js';

/** The sandbox's own settings (its clock's offset), kept across restarts and resets. */
export async function readSetting(sql: Sql, key: string): Promise<string | undefined> {
  const [row] = await sql.query<{ value: string }>('SELECT value FROM sandbox_settings WHERE key = $1', [key]);
  return row?.value;
}

export async function writeSetting(sql: Sql, key: string, value: string): Promise<void> {
  await sql.query(
    'INSERT INTO sandbox_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}
