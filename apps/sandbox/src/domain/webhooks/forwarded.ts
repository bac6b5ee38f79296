import { loggableUrl } from './dispatcher.js';
import { GroupCommit } from '../postings/group-commit.js';
import type { Store } from '../store.js';

/** A POST a listener made of a streamed event (`waas-sandbox listen`), as it reports it. */
export interface ForwardedAttempt {
  organizationId: string;
  eventId: string;
  url: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** By the organization's clock, as the dispatcher's attempts are recorded. */
  nowUs: number;
}

/** What the forwarded log asks of storage: a unit of work to record attempts in. */
export type ForwardedStore = Pick<Store, 'unitOfWork'>;

/**
 * The delivery log's entries for what listeners forwarded, written in groups: a listener reports every POST on its
 * own, and a unit of work apiece (a commit, a WAL flush on PostgreSQL) held the log, and PGlite's one connection, far
 * behind a burst. The sandbox owns one over its store (SandboxCore.forwarded), so one sandbox's attempts never wait
 * on another's.
 */
export class ForwardedLog {
  readonly #attempts: GroupCommit<ForwardedAttempt, number | undefined>;

  constructor(store: ForwardedStore) {
    this.#attempts = new GroupCommit((_organizationId, attempts) =>
      store.unitOfWork(async (tx) => {
        const numbers: (number | undefined)[] = [];
        for (const a of attempts) numbers.push(await tx.recordForwarded(a.organizationId, attemptRow(a)));
        return numbers;
      }),
    );
  }

  /**
   * Puts a listener's attempt in the delivery log beside the dispatcher's, judged as the dispatcher judges its own
   * (only a 200 delivers), without moving the event's delivery state; attempts reported meanwhile commit with it, in
   * the order they came. The attempt's number; undefined for an unknown event.
   */
  record(attempt: ForwardedAttempt): Promise<number | undefined> {
    return this.#attempts.submit(attempt.organizationId, attempt);
  }
}

const attemptRow = (attempt: ForwardedAttempt) => ({
  event_id: attempt.eventId,
  url: loggableUrl(attempt.url),
  started_at_us: attempt.nowUs - attempt.durationMs * 1000,
  duration_ms: attempt.durationMs,
  status_code: attempt.statusCode,
  outcome: attempt.statusCode === 200 ? ('delivered' as const) : ('failed' as const),
  error: attempt.error,
});
