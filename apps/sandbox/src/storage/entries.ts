import type { Sql } from './engine.js';
import { pageWithTotal } from './page.js';
import type { Statement } from './statement.js';
import { MOVED } from './wallets.js';
import type { Entry, HistoryEntry } from '../domain/ledger/ledger.js';

/**
 * One page of a wallet's entries in a time range, newest first, with the total count of the range. Newest means last
 * committed: an entry's seq is drawn after its posting took the wallet's row lock, so a wallet's seq order is its
 * commit order and each balance follows from the one before; the time a request arrived can run the other way.
 */
export async function entriesPage(
  sql: Sql,
  walletId: string,
  range: { fromUs: number; toUs: number },
  page: { offset: number; limit: number },
): Promise<{ rows: HistoryEntry[]; total: number }> {
  return pageWithTotal<HistoryEntry>(
    sql,
    // The posting's reference is read for the page's rows alone (PostgreSQL evaluates a subquery of the select list
    // after the sort and the limit), and the count reads the entries' index alone: joined to postings in the shared
    // FROM, both read every entry's posting of the range, on each page of a long history.
    {
      select: 'e.*, (SELECT p.reference FROM postings p WHERE p.id = e.posting_id) AS reference',
      from: 'FROM entries e WHERE e.wallet_id = $1 AND e.created_at_us BETWEEN $2 AND $3',
      order: 'e.seq DESC',
    },
    [walletId, range.fromUs, range.toUs],
    page,
  );
}

/**
 * Replays every wallet's entries in the order they were written and reports where the balance an entry carries, or
 * the wallet's ledger balance, differs from the running sum: one query, so it can run after every step of a test.
 */
export async function historyMismatches(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ wallet_id: string; entry_id: string | null; carried: number; replayed: number }>(
    `WITH replay AS (
       SELECT wallet_id, id, seq, balance_after_minor,
              SUM(CASE dc WHEN 'C' THEN amount_minor ELSE -amount_minor END)
                OVER (PARTITION BY wallet_id ORDER BY seq) AS running
       FROM entries)
     SELECT wallet_id, id AS entry_id, balance_after_minor AS carried, running::bigint AS replayed
     FROM replay WHERE running <> balance_after_minor
     UNION ALL
     SELECT w.id, NULL, w.ledger_minor,
       COALESCE(SUM(CASE e.dc WHEN 'C' THEN e.amount_minor ELSE -e.amount_minor END), 0)::bigint
     FROM wallets w LEFT JOIN entries e ON e.wallet_id = w.id GROUP BY w.id, w.ledger_minor
     HAVING w.ledger_minor <> COALESCE(SUM(CASE e.dc WHEN 'C' THEN e.amount_minor ELSE -e.amount_minor END), 0)
     LIMIT 20`,
  );
  return rows.map((r) =>
    r.entry_id === null
      ? `wallet ${r.wallet_id}: history replays to ${r.replayed}, ledger is ${r.carried}`
      : `wallet ${r.wallet_id}: entry ${r.entry_id} says balance ${r.carried}, replay gives ${r.replayed}`,
  );
}

/**
 * Credits minus debits over all entries of all wallets: zero when every posting balanced. Summed in the database,
 * since the totals themselves pass what a JS number holds exactly long before any balance does.
 */
export async function entriesImbalance(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ imbalance: string }>(
    `SELECT COALESCE(SUM(CASE dc WHEN 'C' THEN amount_minor ELSE -amount_minor END), 0)::text AS imbalance
     FROM entries`,
  );
  return row?.imbalance ?? '0';
}

/**
 * Writes entries in the order given, which is the order history replays them in (seq); a Statement to run together
 * with applyMoves once lockWallets holds the wallets, so each seq is drawn under its wallet's lock, and each
 * balance-after is corrected by its wallet's drift (non-zero only for an organization's own wallets, which move from
 * whatever they hold) to the balance actually reached.
 */
export function insertEntries(entries: readonly Entry[]): Statement {
  // One JSON document, not an array per column: see claimPostings.
  return {
    text: `INSERT INTO entries (id, posting_id, wallet_id, organization_id, dc, amount_minor, balance_after_minor,
       product_id, remarks, created_at_us)
     SELECT e.id, posting_id, wallet_id, organization_id, dc, amount_minor,
       balance_after_minor + COALESCE(moved.drift, 0), product_id, remarks, created_at_us
     FROM ROWS FROM (json_to_recordset($1::json) AS (id uuid, posting_id uuid, wallet_id uuid, organization_id uuid,
         dc text, amount_minor bigint, balance_after_minor bigint, product_id uuid, remarks text, created_at_us bigint))
       WITH ORDINALITY AS e(id, posting_id, wallet_id, organization_id, dc, amount_minor, balance_after_minor,
         product_id, remarks, created_at_us, position)
       LEFT JOIN ${MOVED} moved ON moved.id = e.wallet_id
     ORDER BY position RETURNING seq`,
    params: [JSON.stringify(entries)],
  };
}
