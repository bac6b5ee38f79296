import type { Sql } from './engine.js';
import { pageWithTotal } from './page.js';
import type { CheckoutWalletFilter, CheckoutWalletRow } from '../domain/checkout/store.js';
import type { PrefixMappingRow, PrefixMappingView } from '../domain/payouts/store.js';

/** Checkout wallets, prefix mappings and the bank directory of the payout enquiry. */

export async function insertCheckoutWallet(sql: Sql, c: CheckoutWalletRow): Promise<void> {
  await sql.query(
    `INSERT INTO checkout_wallets (id, organization_id, wallet_number, status, created_at_us, search_text, document)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [c.id, c.organization_id, c.wallet_number, c.status, c.created_at_us, c.search_text, JSON.stringify(c.document)],
  );
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function checkoutWalletsPage(
  sql: Sql,
  organizationId: string,
  filter: CheckoutWalletFilter,
  page: { offset: number; limit: number },
): Promise<{ documents: unknown[]; total: number }> {
  const where = `organization_id = $1
    AND ($2::text IS NULL OR status = $2)
    AND ($3::bigint IS NULL OR created_at_us >= $3) AND ($4::bigint IS NULL OR created_at_us < $4)
    AND ($5::text IS NULL OR search_text LIKE $5) AND ($6::text IS NULL OR wallet_number = $6)`;
  const params = [
    organizationId,
    filter.status ?? null,
    filter.fromUs ?? null,
    filter.toUs ?? null,
    filter.search === undefined ? null : likePattern(filter.search),
    filter.walletNumber ?? null,
  ];
  const { rows, total } = await pageWithTotal<{ document: unknown }>(
    sql,
    { select: 'document', from: `FROM checkout_wallets WHERE ${where}`, order: 'created_at_us DESC, id' },
    params,
    page,
  );
  return { documents: rows.map((r) => r.document), total };
}

export async function insertPrefixMapping(sql: Sql, m: PrefixMappingRow): Promise<void> {
  await sql.query(
    `INSERT INTO prefix_mappings (id, organization_id, secondary_prefix, primary_prefix_id, primary_prefix_code, alias)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.id, m.organization_id, m.secondary_prefix, m.primary_prefix_id, m.primary_prefix_code, m.alias],
  );
}

export async function prefixMappingsPage(
  sql: Sql,
  organizationId: string,
  search: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: PrefixMappingView[]; total: number }> {
  const where = `m.organization_id = $1
    AND ($2::text IS NULL OR lower(m.secondary_prefix) LIKE $2 OR lower(m.alias) LIKE $2
    OR lower(o.name) LIKE $2 OR lower(m.primary_prefix_code) LIKE $2)`;
  const params = [organizationId, search === undefined ? null : likePattern(search)];
  return pageWithTotal<PrefixMappingView>(
    sql,
    {
      select: 'm.*, o.name AS organization_name, o.is_active AS organization_is_active',
      from: `FROM prefix_mappings m JOIN organizations o ON o.id = m.organization_id WHERE ${where}`,
      order: 'm.secondary_prefix, m.id',
    },
    params,
    page,
  );
}

export async function insertBankAccount(
  sql: Sql,
  a: { bankCode: string; accountNumber: string; accountName: string },
): Promise<void> {
  await sql.query(
    'INSERT INTO bank_directory (bank_code, account_number, account_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [a.bankCode, a.accountNumber, a.accountName],
  );
}

/** The name of an account at another bank, or at this one through a wallet's virtual account. */
export async function bankAccountName(sql: Sql, bankCode: string, accountNumber: string): Promise<string | undefined> {
  const [row] = await sql.query<{ account_name: string }>(
    `SELECT account_name FROM bank_directory WHERE bank_code = $1 AND account_number = $2
     UNION ALL
     SELECT name FROM wallets WHERE bank_code = $1 AND account_number = $2 AND kind = 'customer'
     LIMIT 1`,
    [bankCode, accountNumber],
  );
  return row?.account_name;
}
