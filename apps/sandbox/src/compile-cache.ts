import module from 'node:module';

interface CompileCache {
  /** Node 22.1 and later; `directory` is set when the cache is on. */
  enableCompileCache?: () => { directory?: string };
}

/**
 * Node's cache of compiled modules on disk, turned on by importing this module (Node 22.1 and later; Node 20 has
 * none, and this does nothing there): a start after the first reads the compiled code of Fastify's, Ajv's and the
 * sandbox's modules instead of compiling them (PGlite's JavaScript has a cache of its own, on every Node:
 * storage/node/pglite-compiled.ts). It applies to modules loaded after it, so main.ts imports it first;
 * the directory, Node's default one, is also PGlite's thread's (pglite-connection.ts), which has a loader of its own.
 * A directory that cannot be used leaves the start as it was.
 */
export const compileCacheDirectory = (module as CompileCache).enableCompileCache?.().directory;
