import { PGlite, types } from '@electric-sql/pglite';
import { parseInt8, type Engine } from './engine.js';
import { ImageFS, unpackImage } from './pglite-image.js';

export interface PgliteOptions {
  /** A directory that keeps the database across restarts; in memory when absent. */
  dataDir?: string | undefined;
  /** A `dumpDataDir()` tarball to start from instead of a new database (only where there is no database yet). */
  image?: Uint8Array | undefined;
}

export interface PgliteEngine extends Engine {
  /** The whole data directory as an uncompressed tarball, for `image`. */
  dumpDataDir(): Promise<Blob>;
  /**
   * Drops template0 and template1, which only CREATE DATABASE reads and the sandbox never runs: a dump without them
   * holds a third of the files (26 MB against 41), and PGlite starts from it 30–40 ms sooner (2026-11-24).
   */
  dropTemplateDatabases(): Promise<void>;
}

/**
 * PGlite's start parameters, with a buffer pool of 16 MB rather than the data directory's 128: PostgreSQL clears the
 * whole pool as it starts. Opening the seed dump and reading from it took 444 ms instead of 502, and the process's
 * peak memory was 221 MiB instead of 352 (farm-bench, 15 pairs, 2026-11-24). A page the pool does not keep is a copy
 * away in PGlite's memory file system, or in the operating system's cache for a directory.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Results of single-statement reads kept until the next unit of work; bounded, then dropped whole. */
const READ_CACHE_LIMIT = 2_000;

/**
 * Embedded PostgreSQL. PGlite has one connection, so two callers that each issue their own BEGIN would interleave
 * inside one transaction and lose updates: every unit of work is queued and runs alone.
 *
 * The process owns the database and every write goes through a unit of work, so a single-statement read gives the
 * same rows until the next unit of work or write: those results are kept and served again, and any unit of work or
 * write drops them all. Reads run in the same queue, so none can see a half-written state.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteEngine> {
  if (options.dataDir && options.image) await unpackImage(options.image, options.dataDir);
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : options.image ? { fs: new ImageFS(options.image) } : {}),
    parsers: { [types.INT8]: parseInt8 },
    startParams: START_PARAMS,
  });
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  const reads = new Map<string, readonly unknown[]>();
  const unitOfWork: Engine['unitOfWork'] = (work) =>
    serial(() => {
      reads.clear();
      return db.transaction((tx) =>
        work({ query: async <Row>(text: string, params: readonly unknown[] = []) => (await tx.query<Row>(text, [...params])).rows }),
      );
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
        const rows = (await db.query<Row>(text, [...params])).rows;
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
        await db.query(statements[0]!.text, [...statements[0]!.params]);
      });
    },
    // Uncompressed: a gzipped dump (4.7 MB against 41, templates still in) measured 0.3–0.5 s slower to load, and loading is its point.
    dumpDataDir: () => serial(() => db.dumpDataDir('none')),
    dropTemplateDatabases: () =>
      serial(async () => {
        reads.clear();
        await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
        for (const name of ['template0', 'template1']) await db.exec(`DROP DATABASE ${name}`);
      }),
    close: () => serial(() => db.close()),
  };
}
