/**
 * Deadlines of a client's in-flight calls, kept by one timer instead of one per call: a timer per call was the largest
 * part of the client's per-call overhead. The timer is unref'd where the runtime allows, so it never holds a process open.
 */
export function createDeadlines(timeoutMs: number): { start(expire: () => void): () => void } {
  const inFlight = new Set<{ at: number; expire: () => void }>();
  let pending = false;

  const schedule = (at: number) => {
    pending = true;
    unref(setTimeout(sweep, Math.max(0, at - Date.now())));
  };

  function sweep() {
    pending = false;
    const now = Date.now();
    let next = Infinity;
    for (const entry of inFlight) {
      if (entry.at <= now) {
        inFlight.delete(entry);
        entry.expire();
      } else if (entry.at < next) next = entry.at;
    }
    if (next !== Infinity) schedule(next);
  }

  return {
    /** Calls `expire` once the call is `timeoutMs` old, unless the returned `done` came first. */
    start(expire) {
      const entry = { at: Date.now() + timeoutMs, expire };
      inFlight.add(entry);
      // Every call gets the same timeout, so a pending timer is due no later than this deadline.
      if (!pending) schedule(entry.at);
      return () => void inFlight.delete(entry);
    },
  };
}

function unref(timer: unknown): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') timer.unref();
  else if (typeof timer === 'number') (globalThis as { Deno?: { unrefTimer?: (id: number) => void } }).Deno?.unrefTimer?.(timer);
}
