import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { SandboxClock } from './domain/time/clock.js';
import { Clocks } from './domain/time/clocks.js';
import { Dispatcher, type DispatcherOptions } from './domain/webhooks/dispatcher.js';
import { UNOBSERVED_DISPATCH, type DispatchObserver } from './domain/webhooks/observer.js';
import { observePostings } from './domain/postings/posting-line.js';
import { UNOBSERVED_POSTINGS, type PostingObserver } from './domain/postings/observer.js';
import { Callers } from './domain/auth/callers.js';
import { SEED_DUMPS, seedDumpFor } from './seed/dump.js';
import { seed, seedOrganization } from './seed/seed.js';
import { DEFAULT_DEMO_KEYS, type DemoKeys } from './seed/keys.js';
import type { Engine } from './storage/engine.js';
import { openStorage, type StorageOptions } from './storage/node/open.js';
import { organizationIds } from './storage/organizations.js';
import { clearOrganization, truncateAll } from './storage/reset.js';
import { provisionCreation } from './domain/organizations/provisioning.js';
import { GLOBAL_CLOCK_OFFSET } from './storage/clocks.js';
import { readSetting, writeSetting } from './storage/settings.js';

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

/**
 * The seed (the spec's examples, two organizations with their keys and wallets) or empty: no organization, no key,
 * no wallet, no bank directory, for a test that makes all it needs through the control API.
 */
export type SandboxBaseline = 'seed' | 'empty';

/** How the database came to be: loaded from the seed dump, seeded anew, or found with data already. */
export type SandboxStart = 'seed dump' | 'seeded' | 'existing';

const CLOCK_OFFSET = GLOBAL_CLOCK_OFFSET;

/** The running sandbox's state: storage engine, clock, the spec it serves, the demo keys and resolved callers. */
export class Sandbox {
  /** The sandbox clock, the global one: what an organization without a clock of its own follows. */
  readonly clock = new SandboxClock();
  /** Each organization's clock, which its work reads (domain/time/clocks.ts). */
  readonly clocks: Clocks;
  readonly callers: Callers;
  start: SandboxStart = 'existing';
  #document: OpenApiDocument;

  private constructor(
    readonly engine: Engine,
    document: OpenApiDocument,
    readonly keys: DemoKeys,
    readonly dispatcher: Dispatcher,
    readonly baseline: SandboxBaseline,
  ) {
    this.#document = document;
    this.callers = new Callers(engine);
    this.clocks = new Clocks(engine, this.clock);
  }

  /** The document the routes are bound from, and whose examples a reset seeds from. */
  get document(): OpenApiDocument {
    return this.#document;
  }

  /** A document served in place of the one it was opened on (`--spec <file> --watch`, serve.ts): resets seed from it. */
  follow(document: OpenApiDocument): void {
    this.#document = document;
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
    const baseline = options.baseline ?? 'seed';
    const sandbox = new Sandbox(engine, inputs.document, inputs.keys, new Dispatcher(engine, options.webhooks), baseline);
    if (seedDump) {
      sandbox.start = 'seed dump';
      // Emptying the seeded dump takes milliseconds; making a database without it (initdb) takes seconds.
      if (baseline === 'empty') await engine.unitOfWork((sql) => truncateAll(sql));
    } else {
      try {
        // Two sandboxes opening one new PostgreSQL database at once: the lock makes the second wait and find it seeded.
        const seeded = await engine.unitOfWork(async (sql) => {
          await sql.query('LOCK TABLE organizations IN EXCLUSIVE MODE');
          if (baseline === 'empty' || (await organizationIds(sql)).length > 0) return false;
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

  /** Back to the baseline: every table emptied and, from the seed, refilled; the clock back to real time. */
  async reset(): Promise<void> {
    // One unit of work: nobody ever sees a seeded sandbox empty.
    await this.engine.unitOfWork(async (sql) => {
      await truncateAll(sql);
      if (this.baseline === 'seed') await seed(sql, this.document, this.keys);
    });
    this.clock.setOffsetUs(0);
    this.clocks.forget();
    this.callers.forget();
  }

  /**
   * One organization back to how it was made, in one unit of work, other organizations untouched: a seeded one to its
   * seed, one made through the control API (on an empty baseline every one, whatever its id) to what its creation
   * made (its default wallet group and balancing wallets, at zero). Its API keys and its row stay, so whoever resets it
   * can go on; its clock follows the sandbox clock again. False when no organization has the id.
   */
  async resetOrganization(organizationId: string): Promise<boolean> {
    const reset = await this.engine.unitOfWork(async (sql) => {
      const organization = await clearOrganization(sql, organizationId);
      if (!organization) return false;
      const seeded = this.baseline === 'seed' && (await seedOrganization(sql, this.document, organizationId));
      if (!seeded) await provisionCreation(sql, organization);
      return true;
    });
    this.clocks.forget(organizationId);
    return reset;
  }

  /**
   * Whom the posting line and the webhook dispatcher tell what they do: the metrics of the app serving the sandbox
   * (http/metrics.ts), the last app's when one takes over (follow-spec.ts); nobody for what is left out.
   */
  observe(observers: { postings?: PostingObserver; webhooks?: DispatchObserver }): void {
    observePostings(this.engine, observers.postings ?? UNOBSERVED_POSTINGS);
    this.dispatcher.observer = observers.webhooks ?? UNOBSERVED_DISPATCH;
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
