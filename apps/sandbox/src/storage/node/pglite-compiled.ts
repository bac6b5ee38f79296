import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { threadId } from 'node:worker_threads';

type PgliteModule = typeof import('@electric-sql/pglite');

/**
 * PGlite's JavaScript, compiled from a code cache of V8's that this module keeps, as Node's own compile cache keeps
 * one of a module (compile-cache.ts), which Node 20 does not have. Compiling PGlite's JavaScript, then each of its
 * functions as the start first calls it, is on the critical path of a cold start: PGlite's thread does nothing else
 * meanwhile. From the cache, the functions compiled lazily on that thread take far less of its CPU, and a start
 * answers sooner.
 *
 * PGlite's CommonJS build is what is compiled: V8 takes a code cache for a script, and Node gives an ES module none
 * before 22.
 *
 * The cache is written once PGlite has opened (`keepCodeCache`), so it holds every function the start compiled, and
 * again only when V8 refuses it (another Node, other flags). It lives in a directory of the user's own under the
 * system's temporary one, as Node's does, and is read only from a directory this user owns that no one else may
 * write to: the cache is code. NODE_DISABLE_COMPILE_CACHE, Node's own switch, turns it off.
 */
const require = createRequire(import.meta.url);
const FILE = require.resolve('@electric-sql/pglite');
const SOURCE = readFileSync(FILE, 'utf8');
const DYNAMIC_IMPORT = /(?<![\w$.])import\(/g;

/** This user's directory for the cache, or undefined when it is off or the directory is not safely this user's. */
function cacheDirectory(): string | undefined {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const uid = process.getuid?.();
  const directory = join(tmpdir(), `waas-sandbox-code-cache-${uid ?? 'user'}`);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const { uid: owner, mode } = statSync(directory);
    return uid === undefined || (owner === uid && (mode & 0o022) === 0) ? directory : undefined;
  } catch {
    return undefined;
  }
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

const directory = cacheDirectory();
const digest = createHash('sha256')
  .update(`${process.version}\u0000${process.arch}\u0000${SOURCE}`)
  .digest('hex')
  .slice(0, 32);
const cacheFile = directory && join(directory, `pglite-${digest}.bin`);
const cachedData = cacheFile ? readIfThere(cacheFile) : undefined;

/**
 * Beside CommonJS's own names, two are passed in. `importModule`, this module's `import`, for the build's dynamic
 * imports (only ever Node's own modules): a script compiled from a cache loses its callback for `import()`. And
 * `document`, undefined: the build takes its own address from a page's `document` where there is one (Vitest's jsdom
 * and happy-dom), and from its file otherwise, which is the address that finds PGlite's WebAssembly.
 */
const body = SOURCE.replace(DYNAMIC_IMPORT, 'importModule(');
const script = new Script(
  `(function (exports, require, module, __filename, __dirname, importModule, document) {${body}\n})`,
  {
    filename: FILE,
    cachedData,
  },
);
const loaded = { exports: {} };
script.runInThisContext()(
  loaded.exports,
  createRequire(FILE),
  loaded,
  FILE,
  dirname(FILE),
  (specifier: string) => import(specifier),
  undefined,
);

/** `@electric-sql/pglite`, as its package exports it. */
export const pglite = loaded.exports as PgliteModule;

/** Where the cache is (undefined when it is off), and whether V8 compiled this process's PGlite from it. */
export const codeCache = { file: cacheFile, used: cachedData !== undefined && script.cachedDataRejected !== true };

let stale = cacheFile !== undefined && !codeCache.used;

/**
 * Writes the code cache if it is missing or V8 refused it; a cache that cannot be written leaves the next start as this
 * one.
 */
export function keepCodeCache(): void {
  if (!stale || cacheFile === undefined) return;
  stale = false;
  // A file of this thread's own, then renamed: two PGlite threads of one process may write at once, and a cache is
  // only ever whole.
  const partial = `${cacheFile}.${process.pid}.${threadId}`;
  try {
    writeFileSync(partial, script.createCachedData(), { mode: 0o600 });
    renameSync(partial, cacheFile);
  } catch {
    // The cache only saves time.
  }
}
