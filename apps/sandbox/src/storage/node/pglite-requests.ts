import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteSettings } from '../pglite-settings.js';
import type { Statement } from '../statement.js';
import { ImageFS } from './image-fs.js';
import { keepCodeCache, pglite } from './pglite-compiled.js';
import { preparedStatements } from './pglite-prepared.js';
import { cutWal, unpackImage } from './pglite-image.js';
import { makeDataDirectory } from './data-directory.js';

/** Where PGlite's database lives. */
export interface PgliteLocation {
  /** A directory that keeps the database across restarts; in memory when absent. */
  dataDir?: string | undefined;
  /**
   * The file of a `dumpDataDir()` tarball to start from instead of a new database (only where there is no database
   * yet).
   */
  image?: string | undefined;
}

/** What the PGlite engine (storage/pglite.ts) asks of PGlite, one request at a time, wherever PGlite runs. */
export type PgliteRequest =
  | { kind: 'open'; location: PgliteLocation }
  /** `prepare: false` plans the statement on every call (pglite-prepared.ts). */
  | { kind: 'query'; text: string; params: readonly unknown[]; prepare?: boolean | undefined }
  | { kind: 'exec'; text: string }
  /** Statements in one transaction of their own, in order: one request however many there are. */
  | { kind: 'write'; statements: readonly Statement[] }
  | { kind: 'dump' }
  | { kind: 'close' };

export interface PgliteAnswer {
  result: unknown;
  /** Buffers the answer may hand over to another thread rather than copy. */
  transfer?: ArrayBuffer[];
}

async function open(options: PgliteLocation): Promise<PGlite> {
  // The file's own bytes, not a copy of them: a copy is the whole dump written once more before PostgreSQL can start.
  const image = options.image === undefined ? undefined : await readFile(options.image);
  if (options.dataDir) await makeDataDirectory(options.dataDir);
  if (options.dataDir && image) await unpackImage(image, options.dataDir);
  return pglite.PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : image ? { fs: new ImageFS(image) } : {}),
    ...pgliteSettings(pglite),
  });
}

/**
 * Answers requests against one PGlite, opened by the first request, one at a time in the order they are asked: the
 * engine sends a request without waiting for the answer to the one before (storage/pglite.ts), and PGlite would let a
 * query asked meanwhile run inside another request's transaction.
 */
export function pgliteRequests(): (request: PgliteRequest) => Promise<PgliteAnswer> {
  let db: PGlite | undefined;
  let statement: ReturnType<typeof preparedStatements> | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  return (request) => {
    const answered = tail.then(() => answer(request));
    tail = answered.catch(() => undefined);
    return answered;
  };

  async function answer(request: PgliteRequest): Promise<PgliteAnswer> {
    if (request.kind === 'open') {
      db = await open(request.location);
      statement = preparedStatements(db);
      // After the answer: a cache written now holds every function the start compiled.
      setImmediate(keepCodeCache);
      return { result: undefined };
    }
    if (!db || !statement) throw new Error('PGlite is not open');
    switch (request.kind) {
      case 'query':
        return { result: await statement(request.text, request.params, request.prepare) };
      case 'exec':
        await db.exec(request.text);
        return { result: undefined };
      case 'write':
        await db.exec('BEGIN');
        try {
          for (const { text, params } of request.statements) await statement(text, params);
          await db.exec('COMMIT');
        } catch (error) {
          await db.exec('ROLLBACK');
          throw error;
        }
        return { result: undefined };
      case 'dump': {
        // A checkpoint at the start of a new WAL segment, so that the dump's log is one page: every start from the
        // dump then has far less to read.
        await db.query('SELECT pg_switch_wal()');
        await db.exec('CHECKPOINT');
        const [end] = (
          await db.query<{ file: string; offset: number }>(
            'SELECT file_name AS file, file_offset AS offset FROM pg_walfile_name_offset(pg_current_wal_insert_lsn())',
          )
        ).rows;
        // Uncompressed: a gzipped dump is smaller but slower to load, and loading is its point.
        const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
        const cut = cutWal(tar, `pg_wal/${end!.file}`, end!.offset);
        return { result: cut, transfer: [cut.buffer] };
      }
      case 'close':
        await db.close();
        return { result: undefined };
    }
  }
}
