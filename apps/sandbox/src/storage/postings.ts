import type { Sql } from './engine.js';
import type { Statement } from './statement.js';
import { WALLET_LOCK, WALLET_LOCK_ORDER } from './wallets.js';
import type { LedgerWallet } from '../domain/ledger/ledger.js';
import type { Posting, PostingStatus } from '../domain/postings/posting.js';
import type { WalletRecord } from '../domain/wallets/wallet.js';

const COLUMNS = `id, organization_id, reference, fingerprint, kind, status, wallet_id, counter_wallet_id, direction,
  amount_minor, fee_minor, currency, product_id, remarks, batch_reference, value_date_us, created_at_us, posted_at_us,
  outcome, result`;

/** The unique constraint that makes a reference post once per organization (migrations/009). */
export const CLAIM_CONSTRAINT = 'postings_reference_organization_id_key';

/** The posting columns with their types, for reading rows from a JSON document. */
const RECORD = `id uuid, organization_id uuid, reference text, fingerprint text, kind text, status text, wallet_id uuid,
  counter_wallet_id uuid, direction text, amount_minor bigint, fee_minor bigint, currency text, product_id uuid,
  remarks text, batch_reference text, value_date_us bigint, created_at_us bigint, posted_at_us bigint, outcome text,
  result jsonb`;

/**
 * Claims references for new postings, in their order: a Statement to run together with the writes they cause, once
 * lockWallets holds their wallets (a claim waits on another's uncommitted claim of the same reference, so it comes
 * after the locks). The unique constraint on (reference, organization) decides: a reference claimed since the caller
 * looked (`readForPostings`) fails the statement with a unique violation (23505, `CLAIM_CONSTRAINT`), and nothing is
 * written.
 */
export function claimPostings(postings: readonly Posting[]): Statement {
  // One JSON document rather than an array per column: the answers in `result` are JSON already, and JSON.stringify
  // writes them far faster than the driver escapes array elements.
  return {
    text: `INSERT INTO postings (${COLUMNS})
     SELECT ${COLUMNS} FROM jsonb_to_recordset($1::jsonb) AS u(${RECORD}) RETURNING id`,
    params: [JSON.stringify(postings)],
  };
}

/**
 * What a group of postings needs to be decided in memory (domain/ledger/book.ts): the organization's internal wallets
 * and the wallets named by account number or id, and the postings that already use any of the references, in one
 * round trip.
 *
 * With `lock`, inside a unit of work, the wallets are locked in WALLET_LOCK_ORDER, the order every write takes, and of
 * the internal wallets only the one the group balances on (`internal`, else, as decideGroup, the first by id). The
 * postings are read on the snapshot the statement started with, which may be older than the locks it waited for.
 * Either way, what changed since is caught by the write: a wallet by the balances its move expects (`applyMoves`), a
 * reference by its claim (`claimPostings`).
 */
export async function readForPostings(
  sql: Sql,
  organizationId: string,
  named: { accountNumbers: readonly string[]; walletIds: readonly string[]; references: readonly string[] },
  options: { lock: false } | { lock: true; internal: string | undefined },
): Promise<{ wallets: LedgerWallet[]; postings: Posting[] }> {
  const internal = options.lock
    ? `id = (SELECT id FROM wallets WHERE organization_id = $1 AND kind = 'internal'
         ORDER BY (id = $5::uuid) IS TRUE DESC, id LIMIT 1)`
    : 'true';
  const [row] = await sql.query<{ wallets: LedgerWallet[]; postings: Posting[] }>(
    `WITH named AS (
       SELECT id, kind, account_number, customer_id, currency_code, overdraft_minor, available_minor, ledger_minor
       FROM wallets
       WHERE organization_id = $1
         AND ((kind = 'internal' AND ${internal}) OR account_number = ANY($2::text[]) OR id = ANY($3::uuid[]))
       ORDER BY ${WALLET_LOCK_ORDER}${options.lock ? ` ${WALLET_LOCK}` : ''})
     SELECT (SELECT COALESCE(json_agg(named), '[]') FROM named) AS wallets,
            (SELECT COALESCE(json_agg(p), '[]') FROM postings p
             WHERE p.organization_id = $1 AND p.reference = ANY($4::text[])) AS postings`,
    [
      organizationId,
      named.accountNumbers,
      named.walletIds,
      named.references,
      ...(options.lock ? [options.internal ?? null] : []),
    ],
  );
  return row!;
}

/**
 * The wallets a Book is opened on inside a unit of work (domain/ledger/book.ts), by id or by kind, locked in
 * WALLET_LOCK_ORDER, the order every write takes: whatever the Book decides on them stays true until it is written.
 */
export async function lockedBookWallets(
  sql: Sql,
  organizationId: string,
  named: { ids?: readonly string[]; kinds?: readonly WalletRecord['kind'][] },
): Promise<LedgerWallet[]> {
  return sql.query<LedgerWallet>(
    `SELECT id, kind, account_number, customer_id, currency_code, overdraft_minor, available_minor, ledger_minor
     FROM wallets WHERE organization_id = $1 AND (id = ANY($2::uuid[]) OR kind = ANY($3::text[]))
     ORDER BY ${WALLET_LOCK_ORDER} ${WALLET_LOCK}`,
    [organizationId, named.ids ?? [], named.kinds ?? []],
  );
}

export async function postingByReference(
  sql: Sql,
  organizationId: string,
  reference: string,
): Promise<Posting | undefined> {
  const [row] = await sql.query<Posting>('SELECT * FROM postings WHERE organization_id = $1 AND reference = $2', [
    organizationId,
    reference,
  ]);
  return row;
}

/** Marks a scheduled posting posted without touching the answer its reference replays. */
export async function markPosted(
  sql: Sql,
  id: string,
  postedAtUs: number,
  status: PostingStatus = 'posted',
): Promise<void> {
  await sql.query('UPDATE postings SET status = $2, posted_at_us = $3 WHERE id = $1', [id, status, postedAtUs]);
}

/**
 * Scheduled postings of an organization whose value date has come, oldest first; locked so two runs never post one
 * twice.
 */
export async function duePostings(sql: Sql, organizationId: string, nowUs: number): Promise<Posting[]> {
  return sql.query<Posting>(
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
