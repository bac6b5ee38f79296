import { loggableUrl } from './dispatcher.js';
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

/**
 * Puts a listener's attempt in the delivery log beside the dispatcher's, judged as the dispatcher judges its own (only
 * a 200 delivers), without moving the event's delivery state. The attempt's number; undefined for an unknown event.
 */
export function recordForwarded(store: Store, attempt: ForwardedAttempt): Promise<number | undefined> {
  return store.unitOfWork((tx) =>
    tx.recordForwarded(attempt.organizationId, {
      event_id: attempt.eventId,
      url: loggableUrl(attempt.url),
      started_at_us: attempt.nowUs - attempt.durationMs * 1000,
      duration_ms: attempt.durationMs,
      status_code: attempt.statusCode,
      outcome: attempt.statusCode === 200 ? 'delivered' : 'failed',
      error: attempt.error,
    }),
  );
}
