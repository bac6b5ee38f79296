import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { SandboxClock } from './domain/time/clock.js';
import { Dispatcher, type DispatcherOptions } from './domain/webhooks/dispatcher.js';
import { Callers } from './domain/auth/callers.js';
import { SEED_DUMPS, seedDumpFor } from './seed/dump.js';
import { seed } from './seed/seed.js';
import { DEFAULT_DEMO_KEYS, type DemoKeys } from './seed/keys.js';
import type { Engine } from './storage/engine.js';
import { openStorage, type StorageOptions } from './storage/open.js';
import { organizationIds } from './storage/organizations.js';
import { truncateAll } from './storage/reset.js';
import { readSetting, writeSetting } from './storage/settings.js';

export interface SandboxOptions extends StorageOptions {
  keys?: DemoKeys | undefined;
  document?: OpenApiDocument | undefined;
  /** The webhook dispatcher's schedule, timeouts and clock; `dispatch: false` leaves it stopped (tests drive it). */
  webhooks?: (DispatcherOptions & { dispatch?: boolean | undefined }) | undefined;
  /** PGlite: the directory of seed dumps to start a new database from (the build's by default); false seeds anew. */
  seedDumps?: string | false | undefined;
}

/** How the database came to be: loaded from the seed dump, seeded anew, or found with data already. */
export type SandboxStart = 'seed dump' | 'seeded' | 'existing';

const CLOCK_OFFSET = 'clock_offset_us';

/** The running sandbox's state: storage engine, clock, the spec it serves, the demo keys and resolved callers. */
export class Sandbox {
  readonly clock = new SandboxClock();
  readonly callers: Callers;
  start: SandboxStart = 'existing';

  private constructor(
    readonly engine: Engine,
    readonly document: OpenApiDocument,
    readonly keys: DemoKeys,
    readonly dispatcher: Dispatcher,
  ) {
    this.callers = new Callers(engine);
  }

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
    const sandbox = new Sandbox(engine, inputs.document, inputs.keys, new Dispatcher(engine, options.webhooks));
    if (seedDump) sandbox.start = 'seed dump';
    else {
      try {
        // Two sandboxes opening one new PostgreSQL database at once: the lock makes the second wait and find it seeded.
        const seeded = await engine.unitOfWork(async (sql) => {
          await sql.query('LOCK TABLE organizations IN EXCLUSIVE MODE');
          if ((await organizationIds(sql)).length > 0) return false;
          await seed(sql, sandbox.document, sandbox.keys);
          return true;
        });
        sandbox.start = seeded ? 'seeded' : 'existing';
        const offset = await engine.unitOfWork((sql) => readSetting(sql, CLOCK_OFFSET));
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

  /** Back to the seed: every table emptied and refilled, the clock back to real time. */
  async reset(): Promise<void> {
    // One unit of work: nobody ever sees the sandbox empty.
    await this.engine.unitOfWork(async (sql) => {
      await truncateAll(sql);
      await seed(sql, this.document, this.keys);
    });
    this.clock.setOffsetUs(0);
    this.callers.forget();
  }

  async setClockOffset(offsetUs: number): Promise<void> {
    this.clock.setOffsetUs(offsetUs);
    await this.engine.unitOfWork((sql) => writeSetting(sql, CLOCK_OFFSET, String(this.clock.offsetUs)));
  }

  async close(): Promise<void> {
    await this.dispatcher.stop();
    return this.engine.close();
  }
}
