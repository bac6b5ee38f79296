import type { Engine } from './engine.js';
import { connect } from './pglite-connection.js';
import type { PgliteLocation } from './pglite-requests.js';

export interface PgliteOptions extends PgliteLocation {
  /**
   * False runs PGlite on the calling thread rather than its own (pglite-connection.ts): answers then come within the
   * caller's turn of the event loop, which the seeded simulation needs to be deterministic.
   */
  thread?: boolean | undefined;
}

export interface PgliteEngine extends Engine {
  /** The whole data directory as an uncompressed tarball, for `image`. */
  dumpDataDir(): Promise<Uint8Array>;
  /**
   * Drops template0 and template1, which only CREATE DATABASE reads and the sandbox never runs: a dump without them
   * holds a third of the files (26 MB against 41), and PGlite starts from it 30–40 ms sooner (2026-11-24).
   */
  dropTemplateDatabases(): Promise<void>;
}

/** Results of single-statement reads kept until the next unit of work; bounded, then dropped whole. */
const READ_CACHE_LIMIT = 2_000;

/**
 * Embedded PostgreSQL, on a thread of its own (storage/pglite-thread.ts) unless asked otherwise. PGlite has one connection, so two callers
 * that each issue their own BEGIN would interleave inside one transaction and lose updates: every unit of work is
 * queued and runs alone.
 *
 * The process owns the database and every write goes through a unit of work, so a single-statement read gives the
 * same rows until the next unit of work or write: those results are kept and served again, and any unit of work or
 * write drops them all. Reads run in the same queue, so none can see a half-written state.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteEngine> {
  const { thread, ...location } = options;
  const db = await connect(location, { thread });
  const query = <Row>(text: string, params: readonly unknown[] = []) => db.request<Row[]>({ kind: 'query', text, params });
  const exec = (text: string) => db.request<void>({ kind: 'exec', text });
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  const reads = new Map<string, readonly unknown[]>();
  const unitOfWork: Engine['unitOfWork'] = (work) =>
    serial(async () => {
      reads.clear();
      await exec('BEGIN');
      try {
        const result = await work({ query });
        await exec('COMMIT');
        return result;
      } catch (error) {
        await exec('ROLLBACK');
        throw error;
      }
    });
  return {
    name: 'pglite',
    unitOfWork,
    read: <Row>(text: string, params: readonly unknown[] = []) =>
      serial(async () => {
        const key = `${text}\u0000${JSON.stringify(params)}`;
        const known = reads.get(key);
        // Callers get copies, so one caller changing its rows cannot change another's answer.
        if (known) return structuredClone(known) as Row[];
        const rows = await query<Row>(text, params);
        if (reads.size >= READ_CACHE_LIMIT) reads.clear();
        reads.set(key, structuredClone(rows));
        return rows;
      }),
    write: async (statements) => {
      if (statements.length > 1) {
        await unitOfWork(async (sql) => {
          for (const { text, params } of statements) await sql.query(text, params);
        });
        return;
      }
      await serial(async () => {
        reads.clear();
        await query(statements[0]!.text, statements[0]!.params);
      });
    },
    dumpDataDir: () => serial(() => db.request<Uint8Array>({ kind: 'dump' })),
    dropTemplateDatabases: () =>
      serial(async () => {
        reads.clear();
        await exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
        for (const name of ['template0', 'template1']) await exec(`DROP DATABASE ${name}`);
      }),
    close: () =>
      serial(async () => {
        await db.request<void>({ kind: 'close' });
        await db.terminate();
      }),
  };
}
