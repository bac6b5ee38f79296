import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { SandboxClock } from './domain/clock.js';
import { Dispatcher, type DispatcherOptions } from './domain/webhooks/dispatcher.js';
import { Callers } from './http/callers.js';
import { seed } from './seed/seed.js';
import { DEFAULT_DEMO_KEYS, type DemoKeys } from './seed/keys.js';
import type { Engine } from './storage/engine.js';
import { openStorage, type StorageOptions } from './storage/open.js';
import { organizationIds } from './storage/organizations.js';
import { readSetting, truncateAll, writeSetting } from './storage/reset.js';

export interface SandboxOptions extends StorageOptions {
  keys?: DemoKeys | undefined;
  document?: OpenApiDocument | undefined;
  /** The webhook dispatcher's schedule, timeouts and clock; `dispatch: false` leaves it stopped (tests drive it). */
  webhooks?: (DispatcherOptions & { dispatch?: boolean | undefined }) | undefined;
}

const CLOCK_OFFSET = 'clock_offset_us';

/** The running sandbox's state: storage engine, clock, the spec it serves, the demo keys and resolved callers. */
export class Sandbox {
  readonly clock = new SandboxClock();
  readonly callers: Callers;

  private constructor(
    readonly engine: Engine,
    readonly document: OpenApiDocument,
    readonly keys: DemoKeys,
    readonly dispatcher: Dispatcher,
  ) {
    this.callers = new Callers(engine);
  }

  /** Opens storage, migrates it, and seeds it when it holds no organization yet (a new database or data directory). */
  static async open(options: SandboxOptions = {}): Promise<Sandbox> {
    const engine = await openStorage(options);
    const sandbox = new Sandbox(engine, options.document ?? loadBundle(), options.keys ?? DEFAULT_DEMO_KEYS, new Dispatcher(engine, options.webhooks));
    try {
      // Two sandboxes opening one new PostgreSQL database at once: the lock makes the second wait and find it seeded.
      await engine.unitOfWork(async (sql) => {
        await sql.query('LOCK TABLE organizations IN EXCLUSIVE MODE');
        if ((await organizationIds(sql)).length === 0) await seed(sql, sandbox.document, sandbox.keys);
      });
      const offset = await engine.unitOfWork((sql) => readSetting(sql, CLOCK_OFFSET));
      if (offset !== undefined) sandbox.clock.setOffsetUs(Number(offset));
    } catch (error) {
      await engine.close();
      throw error;
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
