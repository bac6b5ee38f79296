import type { OpenApiDocument } from '@waas/spec/pairs';
import { SandboxClock } from './domain/time/clock.js';
import { Clocks } from './domain/time/clocks.js';
import { Dispatcher } from './domain/webhooks/dispatcher.js';
import { ForwardedLog } from './domain/webhooks/forwarded.js';
import { UNOBSERVED_DISPATCH, type DispatchObserver } from './domain/webhooks/observer.js';
import { observePostings } from './domain/postings/posting-line.js';
import { UNOBSERVED_POSTINGS, type PostingObserver } from './domain/postings/observer.js';
import { Callers } from './domain/auth/callers.js';
import { seed, seedOrganization } from './seed/seed.js';
import type { DemoKeys } from './seed/keys.js';
import type { Store } from './domain/store.js';
import type { Engine } from './storage/engine.js';
import { clearOrganization, truncateAll } from './storage/reset.js';
import { SqlStore, SqlUnitOfWork } from './storage/store.js';
import { provisionCreation } from './domain/organizations/provisioning.js';
import { GLOBAL_CLOCK_OFFSET } from './storage/clocks.js';
import { writeSetting } from './storage/settings.js';

// The sandbox's state over an open engine, without Node: the server (sandbox.ts, which opens storage and finds the
// seed dump on disk) and MSW's handlers in a browser page (msw/browser.ts, PGlite in the page) both start it.

/**
 * The seed (the spec's examples, two organizations with their keys and wallets) or empty: no organization, no key,
 * no wallet, no bank directory, for a test that makes all it needs through the control API.
 */
export type SandboxBaseline = 'seed' | 'empty';

/**
 * How the database came to be: loaded from the seed dump (and emptied, on an empty baseline), seeded anew, made empty
 * anew, or found with data already.
 */
export type SandboxStart = 'seed dump' | 'seed dump, emptied' | 'seeded' | 'empty' | 'existing';

/**
 * The running sandbox's state: storage engine and the domain's store over it, clock, the spec it serves, the demo keys
 * and resolved callers.
 */
export class SandboxCore {
  /** The sandbox clock, the global one: what an organization without a clock of its own follows. */
  readonly clock = new SandboxClock();
  /** Each organization's clock, which its work reads (domain/time/clocks.ts). */
  readonly clocks: Clocks;
  readonly callers: Callers;
  /** Storage as the domain is handed it (domain/store.ts): the operations and the control API pass it on. */
  readonly store: Store;
  /** What listeners forwarded (`waas-sandbox listen`), recorded in the delivery log in groups. */
  readonly forwarded: ForwardedLog;
  start: SandboxStart = 'existing';
  #document: OpenApiDocument;

  protected constructor(
    readonly engine: Engine,
    document: OpenApiDocument,
    readonly keys: DemoKeys,
    readonly dispatcher: Dispatcher,
    readonly baseline: SandboxBaseline,
  ) {
    this.#document = document;
    this.store = SqlStore.of(engine);
    this.forwarded = new ForwardedLog(this.store);
    this.callers = new Callers(this.store);
    this.clocks = new Clocks(this.store, this.clock, { soleProcess: engine.name === 'pglite' });
  }

  /** The document the routes are bound from, and whose examples a reset seeds from. */
  get document(): OpenApiDocument {
    return this.#document;
  }

  /**
   * A document served in place of the one it was opened on (`--spec <file> --watch`, serve.ts): resets seed from it.
   */
  follow(document: OpenApiDocument): void {
    this.#document = document;
  }

  /**
   * The sandbox on a database loaded from the seed dump, migrated and seeded already: the seed as it is, or emptied
   * on an empty baseline (milliseconds, where making a database without it, initdb, takes seconds).
   */
  protected async startFromSeedDump(): Promise<void> {
    this.start = this.baseline === 'empty' ? 'seed dump, emptied' : 'seed dump';
    if (this.baseline === 'empty') await this.engine.unitOfWork((sql) => truncateAll(sql));
  }

  /**
   * A sandbox on an engine opened from the seed dump (PGlite in a browser page); its webhooks are not dispatched.
   * `kept`: the engine holds what an earlier page left (IndexedDB), taken as it is, an empty baseline included.
   */
  static async fromSeedDump(
    engine: Engine,
    settings: { document: OpenApiDocument; keys: DemoKeys; baseline?: SandboxBaseline | undefined; kept?: boolean },
  ): Promise<SandboxCore> {
    const sandbox = new SandboxCore(
      engine,
      settings.document,
      settings.keys,
      new Dispatcher(SqlStore.of(engine)),
      settings.baseline ?? 'seed',
    );
    // What an earlier page kept is taken as it is (start stays 'existing'), as a server's data directory is.
    if (!settings.kept) await sandbox.startFromSeedDump();
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
      if (!seeded) await provisionCreation(new SqlUnitOfWork(sql), organization);
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
    observePostings(this.store, observers.postings ?? UNOBSERVED_POSTINGS);
    this.dispatcher.observer = observers.webhooks ?? UNOBSERVED_DISPATCH;
  }

  async setClockOffset(offsetUs: number): Promise<void> {
    this.clock.setOffsetUs(offsetUs);
    await this.engine.unitOfWork((sql) => writeSetting(sql, GLOBAL_CLOCK_OFFSET, String(this.clock.offsetUs)));
    // Every organization's retries may be due sooner now.
    this.dispatcher.wake();
  }

  async close(): Promise<void> {
    await this.dispatcher.stop();
    return this.engine.close();
  }
}
