import { parseInt8 } from './engine.js';

/**
 * What every PGlite of the sandbox is created with, on Node's thread (storage/node/pglite-requests.ts) and in a
 * browser page (storage/browser/open.ts): int8 read as the engine reads it, and a buffer pool of 2 MB rather than the
 * data directory's 128.
 *
 * PGlite clears the whole of PostgreSQL's shared memory as it starts, so every megabyte of the pool is a megabyte of
 * fresh pages touched before the first answer, and on a virtual machine a fresh page is dear. A smaller pool starts
 * sooner and peaks lower, while postings a second on PGlite stay where they were (`pnpm bench posts`). A page the
 * pool does not keep is a copy away in PGlite's memory file system, or in the operating system's cache for a directory.
 *
 * PGlite's module is given, not imported: a page imports it, Node's thread compiles it from a code cache
 * (node/pglite-compiled.ts).
 */
export const pgliteSettings = ({ PGlite, types }: Pick<typeof import('@electric-sql/pglite'), 'PGlite' | 'types'>) => ({
  parsers: { [types.INT8]: parseInt8 },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=2MB'],
});
