import { createThrowawayDatabase, findPostgres, type ThrowawayDatabase } from '@waas/postgres';
import pg from 'pg';

/** A throwaway database on the server the tests use, or undefined when none is reachable. */
export async function benchDatabase(): Promise<ThrowawayDatabase | undefined> {
  const { adminUrl } = await findPostgres();
  return adminUrl ? createThrowawayDatabase(adminUrl, 'waas_sandbox_bench') : undefined;
}

/**
 * PostgreSQL's own counts for the database: deadlocks, and transactions rolled back — a group write that finds a
 * wallet moved since it was read rolls back, so rollbacks per posting show how often writes were decided again.
 */
export async function statsOf(url: string): Promise<{ deadlocks: number; rollbacks: number }> {
  const [row] = await queryOnce<{ deadlocks: string; rollbacks: string }>(
    url,
    `SELECT pg_stat_force_next_flush(), deadlocks, xact_rollback AS rollbacks FROM pg_stat_database
     WHERE datname = current_database()`,
  );
  return { deadlocks: Number(row?.deadlocks ?? 0), rollbacks: Number(row?.rollbacks ?? 0) };
}

/**
 * The most internal wallets any organization of these accounts has: one, until the posting lines of several
 * processes moved off each other's.
 */
export async function mostInternalWallets(url: string, accountNumbers: readonly string[]): Promise<number> {
  const [row] = await queryOnce<{ n: string | null }>(
    url,
    `SELECT max(n) AS n FROM (
       SELECT count(*) AS n FROM wallets
       WHERE kind = 'internal'
         AND organization_id IN (SELECT organization_id FROM wallets WHERE account_number = ANY($1::text[]))
       GROUP BY organization_id) AS per_organization`,
    [accountNumbers],
  );
  return Number(row?.n ?? 0);
}

/** One query on a connection of its own, closed after: the bench reads the database between runs, not under load. */
async function queryOnce<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}
