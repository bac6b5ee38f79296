import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { Dispatcher, type DispatcherOptions } from './domain/webhooks/dispatcher.js';
import { SEED_DUMPS, seedDumpFor } from './seed/dump.js';
import { seed } from './seed/seed.js';
import { DEFAULT_DEMO_KEYS, type DemoKeys } from './seed/keys.js';
import { openStorage, type StorageOptions } from './storage/node/open.js';
import { organizationIds } from './storage/organizations.js';
import { GLOBAL_CLOCK_OFFSET } from './storage/clocks.js';
import { readSetting } from './storage/settings.js';
import { SqlStore } from './storage/store.js';
import { SandboxCore, type SandboxBaseline } from './sandbox-core.js';

export type { SandboxBaseline, SandboxStart } from './sandbox-core.js';

export interface SandboxOptions extends StorageOptions {
  keys?: DemoKeys | undefined;
  document?: OpenApiDocument | undefined;
  /** The webhook dispatcher's schedule, timeouts and clock; `dispatch: false` leaves it stopped (tests drive it). */
  webhooks?: (DispatcherOptions & { dispatch?: boolean | undefined }) | undefined;
  /** PGlite: the directory of seed dumps to start a new database from (the build's by default); false seeds anew. */
  seedDumps?: string | false | undefined;
  /** What a new database holds and a reset goes back to: the seed (the default), or nothing at all. */
  baseline?: SandboxBaseline | undefined;
}

/** The running sandbox on Node: its core (sandbox-core.ts) over storage it opens, the seed dump found on disk. */
export class Sandbox extends SandboxCore {
  /**
   * Opens storage, migrates it, and seeds it when it holds no organization yet (a new database or data directory).
   * A new PGlite database starts from the seed dump made for these spec examples, keys, migrations and code when
   * there is one (seconds faster), and is then migrated and seeded already, its clock at real time: the dump's name
   * is a digest of all of them (seed/dump.ts), so the checks are skipped, each a turn through PGlite's thread while
   * the main thread is still building the server.
   */
  static async open(options: SandboxOptions = {}): Promise<Sandbox> {
    const inputs = { document: options.document ?? loadBundle(), keys: options.keys ?? DEFAULT_DEMO_KEYS };
    const dumps = options.databaseUrl ? false : (options.seedDumps ?? SEED_DUMPS);
    const seedDump = dumps === false ? undefined : seedDumpFor(dumps, inputs, options.dataDir);
    const engine = await openStorage({ ...options, seedDump });
    const baseline = options.baseline ?? 'seed';
    const sandbox = new Sandbox(
      engine,
      inputs.document,
      inputs.keys,
      new Dispatcher(SqlStore.of(engine), options.webhooks),
      baseline,
    );
    if (seedDump) {
      await sandbox.startFromSeedDump();
    } else {
      try {
        // Two sandboxes opening one new PostgreSQL database at once: the lock makes the second wait and find it seeded.
        sandbox.start = await engine.unitOfWork(async (sql) => {
          await sql.query('LOCK TABLE organizations IN EXCLUSIVE MODE');
          // A database with data is kept as it is, whatever the baseline.
          if ((await organizationIds(sql)).length > 0) return 'existing';
          if (baseline === 'empty') return 'empty';
          await seed(sql, sandbox.document, sandbox.keys);
          return 'seeded';
        });
        const offset = await engine.unitOfWork((sql) => readSetting(sql, GLOBAL_CLOCK_OFFSET));
        if (offset !== undefined) sandbox.clock.setOffsetUs(Number(offset));
      } catch (error) {
        await engine.close();
        throw error;
      }
    }
    // Events committed before a restart (or a kill) are still in the outbox: the dispatcher picks them up.
    if (options.webhooks?.dispatch !== false) sandbox.dispatcher.start();
    return sandbox;
  }
}
