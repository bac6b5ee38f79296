import type { Sql } from './engine.js';

/** Empties every table of the schema (not the migration record), for a reset to the seed. */
export async function truncateAll(sql: Sql): Promise<void> {
  await sql.query(
    `TRUNCATE outbox, entries, postings, wallets, wallet_groups, products, checkout_wallets, prefix_mappings, bank_directory,
       api_keys, organizations, sandbox_settings RESTART IDENTITY CASCADE`,
  );
}
