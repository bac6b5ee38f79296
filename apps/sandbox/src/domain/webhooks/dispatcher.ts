import { attemptDelivery, eventBody, type AttemptResult } from './attempt.js';
import { statusClass, UNOBSERVED_DISPATCH, type DispatchObserver } from './observer.js';
import { nextDelayMs, SANDBOX_SCHEDULE, type RetrySchedule } from './schedule.js';
import type { AttemptRow, ClaimedEvent, NextState } from './store.js';
import type { Store } from '../store.js';

/**
 * What the dispatcher asks of storage: its claims and records in units of work, the outbox's depth, and word of the
 * outbox's changes this process commits.
 */
export type DispatchStore = Pick<Store, 'unitOfWork' | 'pendingEvents' | 'onOutboxChange'>;

/** Idle, the polls draw apart up to this many times `pollMs`. */
const IDLE_FACTOR = 10;

export interface DispatcherOptions {
  schedule?: RetrySchedule | undefined;
  /** In [0, 1); injectable so tests know the jitter. */
  random?: (() => number) | undefined;
  /** How long one POST may take. */
  timeoutMs?: number | undefined;
  /** How soon the outbox is polled again when it had nothing due, and at most after this process changed it. */
  pollMs?: number | undefined;
  /** Events claimed (and POSTed concurrently) per round trip to the database. */
  batchSize?: number | undefined;
  /** Real time in milliseconds; the retry schedule runs on it plus the offset of the event's organization's clock. */
  now?: (() => number) | undefined;
  /** Storage errors of a poll; the dispatcher carries on. */
  onError?: ((error: unknown) => void) | undefined;
}

/**
 * Delivers the outbox. Each round: claim due events (a lease, committed), POST them outside any transaction, then
 * record the attempts and each event's next state in one unit of work. An event's schedule runs on its organization's
 * clock (real time plus its offset, read by the claim): moving that clock ahead makes its retries due sooner, and
 * only its own. Invariants:
 *
 * 1. At least once: an event leaves `pending` only when an attempt got 200 (delivered) or its round ran out of
 *    attempts (failed); a crash between claim and record leaves it pending, due again when its lease ends.
 * 2. The event id is the outbox id, the same on every attempt and redelivery, so receivers deduplicate on it.
 * 3. Every recorded attempt is in delivery_attempts; an attempt is recorded at most once (fenced by `attempts`).
 * 4. Idle costs next to nothing: each poll that finds nothing due doubles the wait before the next, up to IDLE_FACTOR
 *    times `pollMs`. What this process commits to the outbox (an event, a moved clock: `onOutboxChange`) brings the
 *    next poll within `pollMs`, as before any backing off, and a retry it scheduled is polled for when it falls due;
 *    what another process commits (PostgreSQL) is found within the longest wait, as is a lease that ran out.
 */
export class Dispatcher {
  readonly #store: DispatchStore;
  readonly #schedule: RetrySchedule;
  readonly #random: () => number;
  readonly #timeoutMs: number;
  readonly #pollMs: number;
  readonly #batchSize: number;
  readonly #now: () => number;
  readonly #onError: (error: unknown) => void;
  readonly #stopping = new AbortController();
  #loop: Promise<void> | undefined;
  /** The wait after the next poll that finds nothing due. */
  #idleMs: number;
  /** When the retries this dispatcher scheduled fall due (real time, ms), until a poll after that moment. */
  #retriesDue: number[] = [];
  /** The wait in progress: when it began, and how to end it at once or at another moment. */
  #waiting: { since: number; end: () => void; endAt: (at: number) => void } | undefined;
  #stopListening: (() => void) | undefined;
  /** Told of each attempt (Sandbox.observe); nobody by default. */
  observer: DispatchObserver = UNOBSERVED_DISPATCH;

  constructor(store: DispatchStore, options: DispatcherOptions = {}) {
    this.#store = store;
    this.#schedule = options.schedule ?? SANDBOX_SCHEDULE;
    this.#random = options.random ?? Math.random;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#pollMs = options.pollMs ?? 100;
    this.#idleMs = this.#pollMs;
    this.#batchSize = options.batchSize ?? 64;
    this.#now = options.now ?? Date.now;
    this.#onError =
      options.onError ?? ((error) => console.error(`webhook dispatcher: ${(error as Error).message ?? String(error)}`));
  }

  start(): void {
    this.#stopListening ??= this.#store.onOutboxChange(() => this.wake());
    this.#loop ??= this.#run();
  }

  /** Stops for good (the sandbox is closing) and aborts attempts in flight: their events stay pending, leased. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    this.#stopListening?.();
    this.#waiting?.end();
    await this.#loop;
  }

  /**
   * Something may be due: the next poll comes within `pollMs` of the wait's start. A burst of changes polls no more
   * often than a busy outbox does.
   */
  wake(): void {
    this.#idleMs = this.#pollMs;
    this.#waiting?.endAt(this.#waiting.since + this.#pollMs);
  }

  /** Events waiting for an attempt (due or not), across the database: the outbox's depth. */
  pending(): Promise<number> {
    return this.#store.pendingEvents();
  }

  /** Claims what is due now and attempts it; the number of events attempted. */
  async deliverDue(): Promise<number> {
    const nowUs = this.#now() * 1000;
    // The lease outlives the POST's timeout, so a slow receiver is not attempted twice at once.
    const leaseUs = (2 * this.#timeoutMs + 1000) * 1000;
    const claimed = await this.#store.unitOfWork((tx) => tx.claimDueEvents(nowUs, leaseUs, this.#batchSize));
    if (claimed.length === 0) return 0;
    const attempts = await Promise.all(claimed.map((event) => this.#attempt(event)));
    // The whole batch is recorded at once: per-event units of work would cap throughput on PGlite.
    const recorded = attempts.filter((a) => a !== undefined);
    await this.#store.unitOfWork((tx) => tx.recordAttempts(recorded));
    return claimed.length;
  }

  async #attempt(event: ClaimedEvent): Promise<{ attempt: AttemptRow; next: NextState } | undefined> {
    const startedUs = this.#now() * 1000 + Number(event.offset_us);
    // An event without a body was written before migrations/003, and so with its payload.
    const result = await attemptDelivery(event, event.body ?? eventBody(event.payload!), {
      timeoutMs: this.#timeoutMs,
      signal: this.#stopping.signal,
    });
    // Stopped mid-attempt: nothing is recorded, and the lease brings the event back after the next start.
    if (this.#stopping.signal.aborted && !result.delivered) return undefined;
    const answeredUs = this.#now() * 1000 + Number(event.offset_us);
    const dueUs = event.due_at_us === null ? undefined : Number(event.due_at_us);
    this.observer.attempted(
      result.delivered ? 'delivered' : 'failed',
      statusClass(result.statusCode),
      dueUs === undefined ? undefined : Math.max(0, answeredUs - dueUs) / 1e6,
    );
    const attempt: AttemptRow = {
      event_id: event.id,
      attempt: event.attempts,
      url: loggableUrl(event.url),
      started_at_us: startedUs,
      duration_ms: result.durationMs,
      status_code: result.statusCode,
      outcome: result.delivered ? 'delivered' : 'failed',
      error: result.error,
    };
    return { attempt, next: this.#next(event, result) };
  }

  #next(event: ClaimedEvent, result: AttemptResult): NextState {
    // By the organization's clock, as the claim compares: a retry's delay is real time from the attempt.
    const nowUs = this.#now() * 1000 + Number(event.offset_us);
    if (result.delivered) return { status: 'delivered', nextAttemptAtUs: 0, deliveredAtUs: nowUs };
    const delayMs = nextDelayMs(this.#schedule, event.round_attempts, this.#random);
    if (delayMs === undefined) return { status: 'failed', nextAttemptAtUs: 0, deliveredAtUs: null };
    this.#retriesDue.push(this.#now() + delayMs);
    return { status: 'pending', nextAttemptAtUs: nowUs + delayMs * 1000, deliveredAtUs: null };
  }

  async #run(): Promise<void> {
    // The first poll waits one interval: a sandbox that has just started answers its first requests before reading the
    // outbox (on PGlite the first read of it is slow, and a request asked meanwhile waits behind it).
    await this.#wait(this.#pollMs);
    while (!this.#stopping.signal.aborted) {
      let attempted = 0;
      const polledAt = this.#now();
      try {
        attempted = await this.deliverDue();
      } catch (error) {
        if (!this.#stopping.signal.aborted) this.#onError(error);
      }
      if (attempted > 0) {
        this.#idleMs = this.#pollMs;
        continue;
      }
      if (this.#stopping.signal.aborted) break;
      // A retry due when this poll began was claimed by it, or by another process.
      this.#retriesDue = this.#retriesDue.filter((at) => at > polledAt);
      const nextRetry = this.#retriesDue.reduce((soonest, at) => Math.min(soonest, at), Infinity);
      const waitMs = Math.min(this.#idleMs, Math.max(0, nextRetry - this.#now()));
      this.#idleMs = Math.min(this.#idleMs * 2, this.#pollMs * IDLE_FACTOR);
      await this.#wait(waitMs);
    }
  }

  #wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const since = Date.now();
      let timer = setTimeout(end, ms);
      let endsAt = since + ms;
      function end() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiting = {
        since,
        end,
        endAt: (at) => {
          if (at >= endsAt) return;
          clearTimeout(timer);
          endsAt = at;
          timer = setTimeout(end, Math.max(0, at - Date.now()));
        },
      };
    }).finally(() => {
      this.#waiting = undefined;
    });
  }
}

/** The receiver's URL as the delivery log shows it: without user info or query, where credentials may hide. */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}${parsed.search ? '?…' : ''}`;
  } catch {
    return '(not a URL)';
  }
}
