// The page's entry, which @waas/sandbox-page ships bundled with PGlite: the sandbox behind MSW's service worker
// (`setupWorker`), PGlite in the page. Nothing here or below it imports Node: no file system to find the seed dump
// on, so the page is given it.
import bundle from '@waas/spec/openapi.json' with { type: 'json' };
import type { OpenApiDocument } from '@waas/spec/pairs';
import { CONTROL_DOCUMENT } from '../control/control-document.gen.js';
import { ControlExchange } from '../control/control-exchange.js';
import { SandboxCore } from '../sandbox-core.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { openPageStorage } from '../storage/browser/open.js';
import { fetchedFile, gunzipped } from '../storage/browser/page-files.js';
import { pgliteFiles } from '../storage/browser/pglite-files.js';
import { exchangeHandlers } from './exchange-handlers.js';
import type { SandboxHandlers, SandboxHandlersOptions as Options } from './sandbox-handlers.js';

export type { SandboxHandlers, SandboxHandlersClock } from './sandbox-handlers.js';

/**
 * The seed dump @waas/sandbox-page ships (dist/seed-dumps/*.tar.gz): its bytes, or the address the page fetches it
 * from; gzipped or not.
 */
export type SeedDump = Uint8Array | URL | string;

/** The options the handlers take on Node too (`baseUrl`, `baseUrls`, `start`), and the seed dump a page is given. */
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
  const [seed, files] = await Promise.all([seedBytes(options.seed), pgliteFiles()]);
  const { engine, kept } = await openPageStorage(
    seed,
    files,
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

const seedBytes = (seed: SeedDump): Promise<Uint8Array> =>
  seed instanceof Uint8Array ? gunzipped(seed) : fetchedFile(seed, 'the seed dump');
