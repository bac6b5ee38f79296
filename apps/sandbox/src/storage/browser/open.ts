import { PGlite, types } from '@electric-sql/pglite';
import type { Engine } from '../engine.js';
import { pgliteSettings } from '../pglite-settings.js';

/**
 * PGlite on the page's own thread, started from a seed dump's bytes (a `dumpDataDir()` tarball, migrated and seeded):
 * what MSW's handlers in a browser run on, where there is no file system to read the dump from and no worker thread
 * of Node's. PGlite's own lock runs a single statement only between transactions, never inside another's, so units
 * of work and reads need no line of their own here, unlike requests sent to a thread (storage/node/pglite.ts).
 */
export async function openPageStorage(seedDump: Uint8Array): Promise<Engine> {
  const db = await PGlite.create({
    loadDataDir: new Blob([seedDump as Uint8Array<ArrayBuffer>]),
    ...pgliteSettings({ PGlite, types }),
  });
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
        db.transaction((tx) =>
          work({
            query: async <Row>(text: string, params: readonly unknown[] = []) =>
              (await tx.query<Row>(text, [...params])).rows,
          }),
        ),
      ),
    read: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await counted(db.query<Row>(text, [...params]))).rows,
    write: (statements) =>
      counted(
        db.transaction(async (tx) => {
          for (const { text, params } of statements) await tx.query(text, [...params]);
        }),
      ),
    poolUse: () => ({ max: 1, open: 1, idle: unanswered === 0 ? 1 : 0, waiting: Math.max(0, unanswered - 1) }),
    close: () => db.close(),
  };
}
