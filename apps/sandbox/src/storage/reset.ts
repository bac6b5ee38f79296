import type { Sql } from './engine.js';

/** Empties every table of the schema (not the migration record), for a reset to the seed. */
export async function truncateAll(sql: Sql): Promise<void> {
  await sql.query(
    `TRUNCATE outbox, entries, postings, wallets, wallet_groups, products, checkout_wallets, prefix_mappings, bank_directory,
       api_keys, organizations, sandbox_settings RESTART IDENTITY CASCADE`,
  );
}

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
