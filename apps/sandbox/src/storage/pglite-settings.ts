import { parseInt8 } from './engine.js';

/**
 * What every PGlite of the sandbox is created with, on Node's thread (storage/node/pglite-requests.ts) and in a
 * browser page (storage/browser/open.ts): int8 read as the engine reads it, and a buffer pool of 2 MB rather than the
 * data directory's 128.
 *
 * PGlite clears the whole of PostgreSQL's shared memory as it starts, so every megabyte of the pool is a megabyte of
 * fresh pages touched before the first answer, and on a virtual machine a fresh page is dear (12 µs each, measured
 * 2026-11-28). 16 MB against 128 made a start 444 ms instead of 502 and the peak 221 MiB instead of 352 (15
 * pairs, 2026-11-24); 2 MB against 16 took 4,400 page faults off a start (42,000 → 37,600), answered 3.4% sooner
 * (12 alternating pairs) and peaked at 180 MiB instead of 196, while postings a second on PGlite stayed where they
 * were (`pnpm bench posts`: 1,457 and 1,746 against 1,346 and 1,636; 1,739 and 1,490 over 20 s, some 35,000 postings
 * each). A page the pool does not keep is a copy away in PGlite's memory file system, or in the operating system's
 * cache for a directory.
 *
 * PGlite's module is given, not imported: a page imports it, Node's thread compiles it from a code cache
 * (node/pglite-compiled.ts).
 */
export const pgliteSettings = ({ PGlite, types }: Pick<typeof import('@electric-sql/pglite'), 'PGlite' | 'types'>) => ({
  parsers: { [types.INT8]: parseInt8 },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=2MB'],
});
