import type { Sql } from './engine.js';
import type { ApiKeyRow } from '../domain/auth/store.js';
import type { OrganizationRow } from '../domain/organizations/store.js';

export async function insertOrganization(sql: Sql, o: OrganizationRow): Promise<void> {
  await sql.query('INSERT INTO organizations (id, name, is_active, created_at_us) VALUES ($1, $2, $3, $4)', [
    o.id,
    o.name,
    o.is_active,
    o.created_at_us,
  ]);
}

export async function organizationById(sql: Sql, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await sql.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1', [id]);
  return row;
}

export async function organizationIds(sql: Sql): Promise<string[]> {
  return (await sql.query<{ id: string }>('SELECT id FROM organizations ORDER BY created_at_us, id')).map((r) => r.id);
}

export async function insertApiKey(sql: Sql, k: ApiKeyRow): Promise<void> {
  await sql.query(
    'INSERT INTO api_keys (key_hash, organization_id, is_admin, label, created_at_us) VALUES ($1, $2, $3, $4, $5)',
    [k.key_hash, k.organization_id, k.is_admin, k.label, k.created_at_us],
  );
}

export async function apiKeyByHash(sql: Sql, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await sql.query<ApiKeyRow>(
    'SELECT k.* FROM api_keys k JOIN organizations o ON o.id = k.organization_id WHERE k.key_hash = $1 AND o.is_active',
    [keyHash],
  );
  return row;
}
