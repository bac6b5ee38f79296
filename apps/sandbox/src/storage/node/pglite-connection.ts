import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { PgliteLocation, PgliteRequest } from './pglite-requests.js';
import type { ThreadError, ThreadMessage } from './pglite-thread.js';

/** Where the PGlite engine's requests go: PGlite on its own thread, or on the caller's. */
export interface PgliteConnection {
  request<T>(request: PgliteRequest): Promise<T>;
  /** Stops PGlite's thread, if it has one; requests after it fail. */
  terminate(): Promise<void>;
}

/**
 * dist runs the thread's JavaScript; under tsx or vitest the thread runs its TypeScript source through tsx, as they do.
 */
const SOURCE = new URL(import.meta.url.endsWith('.ts') ? './pglite-thread.ts' : './pglite-thread.js', import.meta.url);

/**
 * V8's flags for PGlite's WebAssembly; they are the process's, and WebAssembly here is PGlite's alone.
 *
 * V8 compiles each function lazily, on its first call, and moves hot ones to the optimizing compiler in the
 * background, by default in up to 128 tasks on its pool of threads. On two cores those tasks take the cores
 * PostgreSQL's start and the server's build run on; with one, a cold start answers sooner.
 *
 * Compiling the module still validated every one of its many functions first, most of `WebAssembly.compile`'s time
 * on PGlite's way to its start; validated lazily, a function is checked when it is first compiled, and a start calls
 * a small part of them.
 */
const WASM_FLAGS = ['--wasm-num-compilation-tasks=1', '--wasm-lazy-validation'];

/**
 * V8 13.6 to 14.1 (Node 24 and 25) take seconds and a great deal of memory to optimize one function of PGlite's,
 * PostgreSQL's SQL parser (`raw_parser`), which turns hot in the first queries: a start's peak memory is several times
 * the usual, a core stays busy for seconds after the first answer, and a process stopped in that time takes as long
 * to exit, waiting for the compile. V8 12.4 (Node 22), 14.6 (Node 26) and Node 20's V8 optimize it quickly.
 *
 * On those V8s (and the 14.x before 14.6, which no Node release carries) PGlite's WebAssembly stays on V8's
 * baseline compiler: tier-up is limited to a function index no module has. `--liftoff-only` would say so plainly,
 * but these V8s read it only from the command line; the filter they read as they tier up.
 */
export function optimizingCompilerFlags(v8Version: string): string[] {
  const [major = 0, minor = 0] = v8Version.split('.').map(Number);
  const stalls = major === 13 ? minor >= 6 : major === 14 && minor < 6;
  return stalls ? [`--wasm-tier-up-filter=${2 ** 31 - 1}`] : [];
}

const setFlags = (flags: string[]) => {
  for (const flag of flags) setFlagsFromString(flag);
};

/** V8's flags of a sandbox's process for PGlite, set before PGlite's module is compiled on any of its threads. */
export const setPgliteFlags = () => setFlags([...WASM_FLAGS, ...optimizingCompilerFlags(process.versions.v8)]);

/** How PGlite's thread is started. */
export interface ThreadOptions {
  /**
   * Node's compile cache (compile-cache.ts), for the thread's modules too: a thread does not share its creator's,
   * and is given the directory through the variable Node reads as a thread starts, before its modules load.
   */
  compileCacheDirectory?: string | undefined;
}

function spawn({ compileCacheDirectory }: ThreadOptions): Worker {
  setPgliteFlags();
  const env =
    compileCacheDirectory === undefined ? process.env : { ...process.env, NODE_COMPILE_CACHE: compileCacheDirectory };
  if (SOURCE.pathname.endsWith('.js')) return new Worker(SOURCE, { env });
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(
    `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(decodeURIComponent(SOURCE.pathname))});`,
    { eval: true },
  );
}

const revive = ({ message, fields }: ThreadError): Error => Object.assign(new Error(message), fields);

/**
 * A new thread for PGlite, not yet open. It holds the process open only while a request waits for its answer: an
 * idle database keeps no process alive, as PGlite on the main thread does not.
 */
function startThread(options: ThreadOptions = {}): PgliteConnection {
  const worker = spawn(options);
  worker.unref();
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
    worker.unref();
  };
  worker.on('message', (message: ThreadMessage) => {
    const caller = waiting.get(message.id);
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (message.kind === 'answer') caller?.resolve(message.result);
    else caller?.reject(revive(message.error));
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`PGlite's thread stopped (exit code ${code})`)));
  return {
    request: <T>(request: PgliteRequest) =>
      new Promise<T>((resolve, reject) => {
        if (stopped) return reject(stopped);
        if (waiting.size === 0) worker.ref();
        const id = next++;
        waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
        worker.postMessage({ id, request });
      }),
    terminate: async () => {
      stop(new Error('the PGlite engine is closed'));
      await worker.terminate();
    },
  };
}

/** PGlite on the caller's thread: each answer comes within the caller's turn of the event loop. */
async function onThisThread(): Promise<PgliteConnection> {
  // The caller's process may not be the sandbox's own (a test's, through the MSW handlers): of V8's flags it is given
  // only the one that spares it the stalling compile, on the V8s that have it.
  setFlags(optimizingCompilerFlags(process.versions.v8));
  const { pgliteRequests } = await import('./pglite-requests.js');
  const answer = pgliteRequests();
  return {
    request: async <T>(request: PgliteRequest) => (await answer(request)).result as T,
    terminate: async () => undefined,
  };
}

let spare: PgliteConnection | undefined;

/**
 * Starts the thread the next `connect` takes, before the caller imports anything else: a new thread is slow to start
 * and import PGlite, and it then does so beside the caller's imports rather than before PGlite opens.
 */
export function prestartThread(options: ThreadOptions = {}): void {
  spare ??= startThread(options);
}

/**
 * Opens PGlite on a thread of its own (the prestarted one if there is one), or, with `thread: false`, on the caller's:
 * the seeded simulation needs every answer within the turn it was asked in to replay a seed the same way.
 */
export async function connect(
  location: PgliteLocation,
  { thread = true }: { thread?: boolean | undefined } = {},
): Promise<PgliteConnection> {
  const connection = thread ? (spare ?? startThread()) : await onThisThread();
  if (thread) spare = undefined;
  try {
    await connection.request({ kind: 'open', location });
  } catch (error) {
    await connection.terminate();
    throw error;
  }
  return connection;
}
