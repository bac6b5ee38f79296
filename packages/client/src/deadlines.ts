/** Calls sharing one signal at most; undici raises an EventTarget's listener limit to 1 500 and warns past it. */
const CALLS_PER_SIGNAL = 500;

export interface Deadline {
  /** Aborts at the deadline. Calls started in the same millisecond share it: they have the same deadline anyway. */
  signal: AbortSignal;
  /** The call is over: it can no longer expire, and the timer no longer holds the process open for it. */
  done(): void;
}

/**
 * Deadlines of a client's in-flight calls. In Node, creating an AbortSignal costs more than the rest of a call's own
 * work, and a timer per call costs too, so calls started in the same millisecond share one signal and all calls share
 * one timer, which holds the process open only while a call is in flight.
 */
export function createDeadlines(timeoutMs: number): { start(expire: () => void): Deadline } {
  const inFlight = new Set<{ at: number; expire: () => void; controller: AbortController }>();
  let timer: unknown;
  let shared: { at: number; controller: AbortController; calls: number } | undefined;

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
        entry.controller.abort();
      } else if (entry.at < next) next = entry.at;
    }
    if (next !== Infinity) schedule(next);
  }

  return {
    start(expire) {
      const at = Date.now() + timeoutMs;
      if (shared?.at !== at || shared.calls >= CALLS_PER_SIGNAL)
        shared = { at, controller: new AbortController(), calls: 0 };
      shared.calls++;
      const entry = { at, expire, controller: shared.controller };
      inFlight.add(entry);
      // Every call gets the same timeout, so a pending timer is due no later than this deadline.
      if (timer === undefined) schedule(at);
      else if (inFlight.size === 1) hold(timer, true);
      return {
        signal: entry.controller.signal,
        done() {
          // A timer left for finished calls fires once and stops; until then it must not keep the process alive.
          if (inFlight.delete(entry) && inFlight.size === 0 && timer !== undefined) hold(timer, false);
        },
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
