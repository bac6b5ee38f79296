import type { Sql } from './engine.js';

/**
 * One page of rows and the count of everything they are paged from, read by one statement. Under READ COMMITTED each
 * statement sees its own snapshot, so a count and a page read by two statements, even in one transaction, disagree
 * whenever a write commits between them: a history page of 12 entries said 11 in all while a posting landed.
 *
 * `from` is the FROM and WHERE both share; `select` and `order` shape the page; the offset and limit follow `params`.
 */
export async function pageWithTotal<Row>(
  sql: Sql,
  query: { select: string; from: string; order: string },
  params: readonly unknown[],
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const offset = params.length + 1;
  // The LEFT JOIN keeps one row, the count's, when the page is empty; page_row tells a page row from that one.
  const found = await sql.query<Row & { page_total: number; page_row: boolean | null }>(
    `SELECT counted.page_total, paged.* FROM (SELECT count(*)::bigint AS page_total ${query.from}) counted
     LEFT JOIN LATERAL (SELECT ${query.select}, true AS page_row ${query.from}
       ORDER BY ${query.order} OFFSET $${offset} LIMIT $${offset + 1}) paged ON true`,
    [...params, page.offset, page.limit],
  );
  const rows = found
    .filter((row) => row.page_row === true)
    .map(({ page_total: _total, page_row: _row, ...row }) => row as unknown as Row);
  return { rows, total: Number(found[0]?.page_total ?? 0) };
}
