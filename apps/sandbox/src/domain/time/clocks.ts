import type { SandboxClock } from './clock.js';
import type { Store } from '../store.js';

/** An organization's clock as the control API shows it: now by it, and its offset from real time. */
/**
 * One organization's clock, read when its work needs the time (at most one lookup, and none for work that does not).
 */
export interface OrganizationClock {
  nowUs(): Promise<number>;
}

export interface ClockReading {
  nowUs: number;
  offsetUs: number;
}

/**
 * Each organization's clock: real time plus its own offset when one is set, else the sandbox clock's (the global
 * one, for a sandbox on one laptop). A new organization has none, so it starts at the sandbox clock, real time unless
 * someone moved that. Its value dates, due batches, checkout expiry and webhook schedule follow it.
 *
 * On PostgreSQL the offsets are read from the database at each use (one lookup by primary key, in the statement's
 * own round trip), never cached: several processes share the database, and a process must see at once a clock that
 * another moved, or a CI job that moves its clock on one process and processes its due batches on the other would
 * find nothing due. On PGlite one process owns the database, so the offsets are cached and dropped when they change.
 */
export class Clocks {
  readonly #cache = new Map<string, number | null>();
  readonly #cached: boolean;

  constructor(
    private readonly store: Store,
    /** The sandbox clock: on PGlite its offset is the global one; on PostgreSQL the database's is read instead. */
    private readonly global: SandboxClock,
    /** Whether one process owns the database (PGlite), so the offsets may be cached. */
    options: { soleProcess: boolean },
  ) {
    this.#cached = options.soleProcess;
  }

  of(organizationId: string): OrganizationClock {
    return { nowUs: () => this.nowUs(organizationId) };
  }

  /** Now, in microseconds, by the organization's clock; by the sandbox clock when no organization has the id. */
  async nowUs(organizationId: string): Promise<number> {
    return (await this.read(organizationId))?.nowUs ?? this.global.nowUs();
  }

  /** The organization's clock; undefined when no organization has the id. */
  async read(organizationId: string): Promise<ClockReading | undefined> {
    const offsetUs = await this.#offsetUs(organizationId);
    return offsetUs === undefined ? undefined : { nowUs: Date.now() * 1000 + offsetUs, offsetUs };
  }

  /**
   * Sets the organization's own offset (null: follow the sandbox clock again); false when no organization has the id.
   */
  async set(organizationId: string, offsetUs: number | null): Promise<boolean> {
    const offset = offsetUs === null ? null : Math.trunc(offsetUs);
    this.#cache.delete(organizationId);
    return this.store.unitOfWork((tx) => tx.setClockOffsetOf(organizationId, offset));
  }

  /** Drops what is cached (a reset changed the offsets in the database). */
  forget(organizationId?: string): void {
    if (organizationId === undefined) this.#cache.clear();
    else this.#cache.delete(organizationId);
  }

  async #offsetUs(organizationId: string): Promise<number | undefined> {
    if (this.#cached && this.#cache.has(organizationId)) return this.#cache.get(organizationId) ?? this.global.offsetUs;
    const offsets = await this.store.clockOffsetsOf(organizationId);
    if (!offsets) return undefined;
    if (this.#cached) this.#cache.set(organizationId, offsets.own);
    return offsets.own ?? (this.#cached ? this.global.offsetUs : offsets.global);
  }
}
