import type { Sql } from './engine.js';
import type { OrganizationRow } from '../domain/organizations/store.js';

/** Empties every table of the schema (not the migration record), for a reset to the seed. */
export async function truncateAll(sql: Sql): Promise<void> {
  await sql.query(
    `TRUNCATE outbox, entries, postings, wallets, wallet_groups, products, checkout_wallets, prefix_mappings,
       bank_directory, api_keys, organizations, sandbox_settings RESTART IDENTITY CASCADE`,
  );
}

/**
 * Deletes every row of one organization except the organization itself and its API keys, and clears its clock, for a
 * reset of that organization alone; other organizations' rows are not touched. The organization's row is locked
 * first: postings, wallets and the rest reference it, so a write of the organization in flight finishes before the
 * reset, and one that comes later waits for it. Undefined, deleting nothing, when no organization has the id. The
 * bank directory is shared by every organization and stays.
 */
export async function clearOrganization(sql: Sql, organizationId: string): Promise<OrganizationRow | undefined> {
  const [organization] = await sql.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1 FOR UPDATE', [
    organizationId,
  ]);
  if (!organization) return undefined;
  // Children first (delivery_attempts go with their outbox rows, ON DELETE CASCADE).
  for (const table of [
    'outbox',
    'entries',
    'postings',
    'checkout_wallets',
    'prefix_mappings',
    'wallets',
    'wallet_groups',
    'products',
    'webhook_endpoints',
  ]) {
    await sql.query(`DELETE FROM ${table} WHERE organization_id = $1`, [organizationId]);
  }
  await sql.query('UPDATE organizations SET clock_offset_us = NULL WHERE id = $1', [organizationId]);
  return { ...organization, created_at_us: Number(organization.created_at_us) };
}
