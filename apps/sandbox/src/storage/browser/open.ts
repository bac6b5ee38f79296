import { PGlite, types } from '@electric-sql/pglite';
import type { Engine } from '../engine.js';
import { pgliteSettings } from '../pglite-settings.js';
import type { PgliteFiles } from './pglite-files.js';

/**
 * PGlite on the page's own thread, started from a seed dump's bytes (a `dumpDataDir()` tarball, migrated and seeded):
 * what MSW's handlers in a browser run on, where there is no file system to read the dump from and no worker thread
 * of Node's. PGlite's own lock runs a single statement only between transactions, never inside another's, so units
 * of work and reads need no line of their own here, unlike requests sent to a thread (storage/node/pglite.ts).
 */
export async function openPageStorage(
  seedDump: Uint8Array,
  files: PgliteFiles,
  kept?: { indexedDb: string },
): Promise<PageStorage> {
  const dump = new Blob([seedDump as Uint8Array<ArrayBuffer>]);
  const settings = { ...pgliteSettings({ PGlite, types }), ...files };
  if (!kept) return { engine: engineOver(await PGlite.create({ loadDataDir: dump, ...settings })), kept: false };
  const dataDir = `idb://${kept.indexedDb}`;
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: dump, ...settings });
    return { engine: engineOver(db, { checkpointed: true }), kept: false };
  } catch (error) {
    // PGlite loads a dump only into a database that does not exist yet; one that does is an earlier page's.
    if (!String(error).includes('already exists')) throw error;
    return { engine: engineOver(await PGlite.create({ dataDir, ...settings }), { checkpointed: true }), kept: true };
  }
}

/** The engine, and whether it holds what an earlier page left rather than the dump just loaded. */
export interface PageStorage {
  engine: Engine;
  kept: boolean;
}

/**
 * `checkpointed`: each change is written to the data files, and so to IndexedDB, before it is answered. A page closes
 * without shutting PostgreSQL down, and what only its write-ahead log holds is not replayed when the next page opens.
 */
function engineOver(db: PGlite, { checkpointed = false } = {}): Engine {
  const kept = async <T>(change: Promise<T>): Promise<T> => {
    const done = await change;
    if (checkpointed) await db.exec('CHECKPOINT');
    return done;
  };
  let unanswered = 0;
  const counted = async <T>(answer: Promise<T>): Promise<T> => {
    unanswered++;
    try {
      return await answer;
    } finally {
      unanswered--;
    }
  };
  return {
    name: 'pglite',
    unitOfWork: (work) =>
      counted(
        kept(
          db.transaction((tx) =>
            work({
              query: async <Row>(text: string, params: readonly unknown[] = []) =>
                (await tx.query<Row>(text, [...params])).rows,
            }),
          ),
        ),
      ),
    read: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await counted(db.query<Row>(text, [...params]))).rows,
    write: (statements) =>
      counted(
        kept(
          db.transaction(async (tx) => {
            for (const { text, params } of statements) await tx.query(text, [...params]);
          }),
        ),
      ),
    poolUse: () => ({ max: 1, open: 1, idle: unanswered === 0 ? 1 : 0, waiting: Math.max(0, unanswered - 1) }),
    close: () => db.close(),
  };
}
