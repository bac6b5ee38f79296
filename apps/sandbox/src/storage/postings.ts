import type { Sql } from './engine.js';
import { withEvent, type OutboxEvent } from './outbox.js';
import type { WalletRow } from './wallets.js';

export type PostingStatus = 'posted' | 'scheduled' | 'failed';
export type PostingKind = 'transaction' | 'inflow' | 'transfer' | 'opening' | 'checkout';

export interface PostingRow {
  id: string;
  organization_id: string;
  reference: string;
  fingerprint: string;
  kind: PostingKind;
  status: PostingStatus;
  wallet_id: string | null;
  counter_wallet_id: string | null;
  direction: 'CREDIT' | 'DEBIT' | null;
  amount_minor: number;
  fee_minor: number;
  currency: string;
  product_id: string | null;
  remarks: string;
  batch_reference: string | null;
  value_date_us: number;
  created_at_us: number;
  posted_at_us: number | null;
  outcome: string;
  result: unknown;
}

const COLUMNS = `id, organization_id, reference, fingerprint, kind, status, wallet_id, counter_wallet_id, direction,
  amount_minor, fee_minor, currency, product_id, remarks, batch_reference, value_date_us, created_at_us, posted_at_us, outcome, result`;
const values = (p: PostingRow) => [
  p.id, p.organization_id, p.reference, p.fingerprint, p.kind, p.status, p.wallet_id, p.counter_wallet_id, p.direction,
  p.amount_minor, p.fee_minor, p.currency, p.product_id, p.remarks, p.batch_reference, p.value_date_us, p.created_at_us,
  p.posted_at_us, p.outcome, p.result === undefined ? null : JSON.stringify(p.result),
];

/**
 * Claims a reference for a new posting. The unique constraint on (organization, reference) decides: a concurrent
 * claim of the same reference waits for the first to commit, then inserts nothing. True when this call claimed it.
 */
export async function claimPosting(sql: Sql, p: PostingRow): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO postings (${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (organization_id, reference) DO NOTHING RETURNING id`,
    values(p),
  );
  return rows.length === 1;
}

/**
 * `claimPosting` for a transaction on a customer wallet, and that wallet (by account number, else by id) and the
 * organization's internal wallet, in one statement. The posting's wallet and counter wallet are the ones found, not
 * the row's: the caller refuses (and so rolls the claim back) when the wallet is missing or not the one the body means.
 */
export async function claimTransaction(
  sql: Sql,
  p: PostingRow,
  key: { accountNumber?: string | undefined; walletId?: string | undefined },
): Promise<{ claimed: boolean; wallet: WalletRow | undefined; internal: WalletRow | undefined }> {
  const row = values(p);
  const rows = await sql.query<WalletRow & { claimed: boolean }>(
    `WITH found AS (
       SELECT * FROM wallets WHERE organization_id = $2
         AND (kind = 'internal' OR ($19::text IS NOT NULL AND account_number = $19) OR ($19::text IS NULL AND id = $20::uuid))
     ), claimed AS (
       INSERT INTO postings (${COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6,
         (SELECT id FROM found WHERE CASE WHEN $19::text IS NOT NULL THEN account_number = $19 ELSE id = $20::uuid END),
         (SELECT id FROM found WHERE kind = 'internal'), $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (organization_id, reference) DO NOTHING RETURNING id
     )
     SELECT found.*, EXISTS (SELECT 1 FROM claimed) AS claimed FROM found`,
    [...row.slice(0, 6), ...row.slice(8), key.accountNumber ?? null, key.walletId ?? null],
  );
  const matches = (w: WalletRow) => (key.accountNumber !== undefined ? w.account_number === key.accountNumber : w.id === key.walletId);
  // No row means no internal wallet either, which the caller refuses as a fault before it looks at the claim.
  const claimed = rows[0]?.claimed ?? false;
  const wallets = rows.map(({ claimed: _, ...wallet }) => wallet);
  return { claimed, wallet: wallets.find(matches), internal: wallets.find((w) => w.kind === 'internal') };
}

export async function postingByReference(sql: Sql, organizationId: string, reference: string): Promise<PostingRow | undefined> {
  const [row] = await sql.query<PostingRow>('SELECT * FROM postings WHERE organization_id = $1 AND reference = $2', [organizationId, reference]);
  return row;
}

export interface Settlement {
  status: PostingStatus;
  postedAtUs: number | null;
  outcome: string;
  result: unknown;
}

const settlement = (id: string, change: Settlement, first: number) => ({
  text: `UPDATE postings SET status = $${first + 1}, posted_at_us = $${first + 2}, outcome = $${first + 3}, result = $${first + 4} WHERE id = $${first}`,
  params: [id, change.status, change.postedAtUs, change.outcome, change.result === undefined ? null : JSON.stringify(change.result)],
});

export async function settlePosting(sql: Sql, id: string, change: Settlement): Promise<void> {
  const { text, params } = settlement(id, change, 1);
  await sql.query(text, params);
}

/** Settles a posting and writes the event that reports it, in one statement. */
export async function settlePostingWithEvent(sql: Sql, id: string, change: Settlement, event: OutboxEvent): Promise<void> {
  await withEvent(sql, settlement(id, change, 7), event);
}

/** Marks a scheduled posting posted without touching the answer its reference replays. */
export async function markPosted(sql: Sql, id: string, postedAtUs: number, status: PostingStatus = 'posted'): Promise<void> {
  await sql.query('UPDATE postings SET status = $2, posted_at_us = $3 WHERE id = $1', [id, status, postedAtUs]);
}

/** Scheduled postings of an organization whose value date has come, oldest first; locked so two runs never post one twice. */
export async function duePostings(sql: Sql, organizationId: string, nowUs: number): Promise<PostingRow[]> {
  return sql.query<PostingRow>(
    `SELECT * FROM postings WHERE organization_id = $1 AND status = 'scheduled' AND value_date_us <= $2
     ORDER BY value_date_us, created_at_us, id FOR UPDATE SKIP LOCKED`,
    [organizationId, nowUs],
  );
}

/** Sum of the amounts held by scheduled debits, per wallet. */
export async function heldByWallet(sql: Sql): Promise<Map<string, number>> {
  const rows = await sql.query<{ wallet_id: string; held: number }>(
    `SELECT wallet_id, SUM(amount_minor + fee_minor)::bigint AS held FROM postings
     WHERE status = 'scheduled' AND direction = 'DEBIT' GROUP BY wallet_id`,
  );
  return new Map(rows.map((r) => [r.wallet_id, r.held]));
}
