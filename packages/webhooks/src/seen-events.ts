/**
 * Where a receiver remembers the events it has handled, by event id: the sender retries a delivery that did not get
 * 200 (and may deliver one twice), so an event is handled once and every later delivery of it is answered 200 without
 * running the handler again. Back it with your database for a receiver with several processes or restarts: `claim` an
 * id with an insert that fails on a unique key, `release` it with a delete.
 */
export interface SeenEvents {
  /** True when this call is the first to claim the id (handle the event); false when it was claimed before. */
  claim(eventId: string): boolean | Promise<boolean>;
  /** Gives the claim back after the handler failed, so the sender's retry is handled. */
  release(eventId: string): void | Promise<void>;
}

/** Event ids remembered in this process, the oldest forgotten past `limit`. */
export function memorySeenEvents({ limit = 10_000 }: { limit?: number } = {}): SeenEvents {
  const seen = new Set<string>();
  return {
    claim(eventId) {
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      if (seen.size > limit) seen.delete(seen.values().next().value!);
      return true;
    },
    release(eventId) {
      seen.delete(eventId);
    },
  };
}
