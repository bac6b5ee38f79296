import { PGlite, types } from '@electric-sql/pglite';
import { parseInt8, type Engine, type Sql } from './engine.js';

export interface PgliteOptions {
  /** A directory that keeps the database across restarts; in memory when absent. */
  dataDir?: string | undefined;
}

/**
 * Embedded PostgreSQL. PGlite has one connection, so two callers that each issue their own BEGIN would interleave
 * inside one transaction and lose updates: every unit of work is queued and runs alone.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Engine> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [types.INT8]: parseInt8 },
  });
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    name: 'pglite',
    unitOfWork: (work) =>
      serial(() =>
        db.transaction(async (tx) => {
          const sql: Sql = {
            query: async <Row>(text: string, params: readonly unknown[] = []) =>
              (await tx.query<Row>(text, [...params])).rows,
          };
          return work(sql);
        }),
      ),
    // Queued like a unit of work, so it never runs inside another caller's open transaction.
    read: <Row>(text: string, params: readonly unknown[] = []) => serial(async () => (await db.query<Row>(text, [...params])).rows),
    close: () => serial(() => db.close()),
  };
}
