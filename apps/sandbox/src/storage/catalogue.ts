import type { Sql } from './engine.js';
import type { ProductRow, WalletGroupRow } from '../domain/organizations/store.js';

/** Products and wallet groups: reference data of an organization, outside the ledger. */

export async function insertProduct(sql: Sql, p: ProductRow): Promise<void> {
  await sql.query(
    `INSERT INTO products (id, organization_id, name, description, direction, is_active, date_updated_us)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [p.id, p.organization_id, p.name, p.description, p.direction, p.is_active, p.date_updated_us],
  );
}

/** Replaces a product of the organization; undefined when the organization has no product with the id. */
export async function updateProduct(sql: Sql, p: ProductRow): Promise<ProductRow | undefined> {
  const [row] = await sql.query<ProductRow>(
    `UPDATE products SET name = $3, description = $4, direction = $5, is_active = $6, date_updated_us = $7
     WHERE organization_id = $1 AND id = $2 RETURNING *`,
    [p.organization_id, p.id, p.name, p.description, p.direction, p.is_active, p.date_updated_us],
  );
  return row;
}

export async function insertWalletGroup(sql: Sql, g: WalletGroupRow): Promise<void> {
  await sql.query(
    `INSERT INTO wallet_groups (id, organization_id, name, description, is_active, date_created_us)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [g.id, g.organization_id, g.name, g.description, g.is_active, g.date_created_us],
  );
}

export async function walletGroupById(
  sql: Sql,
  organizationId: string,
  id: string,
): Promise<WalletGroupRow | undefined> {
  const [row] = await sql.query<WalletGroupRow>('SELECT * FROM wallet_groups WHERE organization_id = $1 AND id = $2', [
    organizationId,
    id,
  ]);
  return row;
}

export async function defaultWalletGroup(sql: Sql, organizationId: string): Promise<WalletGroupRow | undefined> {
  const [row] = await sql.query<WalletGroupRow>(
    'SELECT * FROM wallet_groups WHERE organization_id = $1 ORDER BY date_created_us, id LIMIT 1',
    [organizationId],
  );
  return row;
}
