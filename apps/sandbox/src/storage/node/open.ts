import type { Engine } from '../engine.js';
import { migrate } from '../migrate.js';
import { openPglite } from './pglite.js';

export interface StorageOptions {
  /** A PostgreSQL URL; embedded PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite only: a directory that survives restarts; in memory when absent. */
  dataDir?: string | undefined;
  /** PGlite only: the file of a seed dump to start from, where there is no database yet. */
  seedDump?: string | undefined;
  /** PGlite only: false runs it on the calling thread rather than its own (see openPglite). */
  pgliteThread?: boolean | undefined;
}

/**
 * Opens the engine the options name and brings its schema up to date; a database made from a seed dump is up to date
 * already (the dump's name is a digest of the migrations it was made with, seed/dump.ts).
 */
export async function openStorage(options: StorageOptions): Promise<Engine> {
  // PostgreSQL's driver is loaded only when asked for: loading it would slow every PGlite start.
  const engine = options.databaseUrl
    ? await (await import('./postgres.js')).openPostgres({ connectionString: options.databaseUrl })
    : await openPglite({ dataDir: options.dataDir, image: options.seedDump, thread: options.pgliteThread });
  if (options.seedDump) return engine;
  try {
    await migrate(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return engine;
}
