/**
 * Deadlines of a client's in-flight calls, kept by one timer instead of one per call: a timer per call was the largest
 * part of the client's per-call overhead. The timer holds the process open only while a call is in flight.
 */
export function createDeadlines(timeoutMs: number): { start(expire: () => void): () => void } {
  const inFlight = new Set<{ at: number; expire: () => void }>();
  let timer: unknown;

  const schedule = (at: number) => {
    timer = setTimeout(sweep, Math.max(0, at - Date.now()));
  };

  function sweep() {
    timer = undefined;
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
      if (timer === undefined) schedule(entry.at);
      else if (inFlight.size === 1) hold(timer, true);
      return () => {
        // A timer left for finished calls fires once and stops; until then it must not keep the process alive.
        if (inFlight.delete(entry) && inFlight.size === 0 && timer !== undefined) hold(timer, false);
      };
    },
  };
}

/** Node's and Bun's timers have ref/unref, Deno's are numbers with Deno.refTimer/unrefTimer, browsers need neither. */
function hold(timer: unknown, held: boolean): void {
  if (typeof timer === 'object' && timer !== null && 'ref' in timer && 'unref' in timer) {
    (held ? (timer.ref as () => void) : (timer.unref as () => void)).call(timer);
  } else if (typeof timer === 'number') {
    const deno = (globalThis as { Deno?: { refTimer?: (id: number) => void; unrefTimer?: (id: number) => void } }).Deno;
    (held ? deno?.refTimer : deno?.unrefTimer)?.(timer);
  }
}
