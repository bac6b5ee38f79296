// @waas/sandbox/msw/browser: the sandbox behind MSW's service worker (`setupWorker`), PGlite in the page. Nothing
// here or below it imports Node: no file system to find the seed dump on, so the page is given it.
import bundle from '@waas/spec/openapi.json' with { type: 'json' };
import type { OpenApiDocument } from '@waas/spec/pairs';
import { CONTROL_DOCUMENT } from '../control/control-document.gen.js';
import { ControlExchange } from '../control/control-exchange.js';
import { SandboxCore } from '../sandbox-core.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { openPageStorage } from '../storage/browser/open.js';
import { exchangeHandlers } from './exchange-handlers.js';
import type { SandboxHandlers, SandboxHandlersOptions as Options } from './sandbox-handlers.js';

export type { SandboxHandlers, SandboxHandlersClock } from './sandbox-handlers.js';

/** The seed dump the package ships (dist/seed-dumps/*.tar): its bytes, or the address the page fetches it from. */
export type SeedDump = Uint8Array | URL | string;

/** The options of `@waas/sandbox/msw` (`baseUrl`, `baseUrls`, `start`), and the seed dump a page cannot find itself. */
export type SandboxHandlersOptions = Options & {
  /**
   * The seed dump, which every start is made from (an empty start empties it). An address (a string is resolved
   * against the page, as fetch does) is fetched before the worker starts; give the bytes to fetch it yourself.
   */
  seed: SeedDump;
  /**
   * `'indexeddb'`: the ledger is kept in the page's IndexedDB, so a reload (or another tab) finds what the last page
   * left, until `reset()`. One database per seed dump: a new version of the package starts from its own seed.
   */
  persist?: 'indexeddb' | undefined;
};

/**
 * Handlers that answer every operation of the spec and of the control API from the sandbox itself, in the page: the
 * same exchanges the server's routes call (keys, validation, the ledger), on PGlite running in the page and started
 * from the seed dump. Webhooks are written to the outbox but not delivered; the control API is open (no token).
 */
export async function createSandboxHandlers(options: SandboxHandlersOptions): Promise<SandboxHandlers> {
  const seed = await seedBytes(options.seed);
  const { engine, kept } = await openPageStorage(
    seed,
    options.persist === 'indexeddb' ? { indexedDb: await databaseName(seed) } : undefined,
  );
  const sandbox = await SandboxCore.fromSeedDump(engine, {
    document: bundle as OpenApiDocument,
    keys: DEFAULT_DEMO_KEYS,
    baseline: options.start,
    kept,
  });
  return exchangeHandlers(sandbox, options, ControlExchange.over(CONTROL_DOCUMENT, { sandbox: () => sandbox }));
}

/** The IndexedDB database of a seed dump: named by its digest, so a dump of another version never opens it. */
async function databaseName(seed: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', seed as Uint8Array<ArrayBuffer>));
  return `waas-sandbox-${[...digest.subarray(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

async function seedBytes(seed: SeedDump): Promise<Uint8Array> {
  if (seed instanceof Uint8Array) return seed;
  const response = await fetch(seed);
  if (!response.ok) throw new Error(`the seed dump at ${String(seed)} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
