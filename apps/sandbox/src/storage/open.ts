import type { Engine } from './engine.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface StorageOptions {
  /** A PostgreSQL URL; embedded PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite only: a directory that survives restarts; in memory when absent. */
  dataDir?: string | undefined;
  /** PGlite only: a seed dump to start from, where there is no database yet. */
  seedDump?: Uint8Array | undefined;
}

/** Opens the engine the options name and brings its schema up to date. */
export async function openStorage(options: StorageOptions): Promise<Engine> {
  const engine = options.databaseUrl
    ? await openPostgres({ connectionString: options.databaseUrl })
    : await openPglite({ dataDir: options.dataDir, image: options.seedDump });
  try {
    await migrate(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return engine;
}
