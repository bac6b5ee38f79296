import { PGlite, types } from '@electric-sql/pglite';
import { parseInt8 } from './engine.js';

/**
 * What every PGlite of the sandbox is created with, on Node's thread (storage/node/pglite-requests.ts) and in a
 * browser page (storage/browser/open.ts): int8 read as the engine reads it, and a buffer pool of 16 MB rather than
 * the data directory's 128, because PostgreSQL clears the whole pool as it starts. Opening the seed dump and reading
 * from it took 444 ms instead of 502, and the process's peak memory was 221 MiB instead of 352 (farm-bench, 15 pairs,
 * 2026-11-24). A page the pool does not keep is a copy away in PGlite's memory file system, or in the operating
 * system's cache for a directory.
 */
export const PGLITE_SETTINGS = {
  parsers: { [types.INT8]: parseInt8 },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};
