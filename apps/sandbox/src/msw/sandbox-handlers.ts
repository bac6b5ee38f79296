import type { HttpHandler } from 'msw';

// What both entries give (msw/handlers.ts on Node, msw/browser.ts in a page); a module of types alone, so the
// declarations that ship (dist/msw/*.d.ts) reach nothing of the sandbox's that does not.

/** The sandbox behind MSW: one handler per operation, answered by the sandbox's own ledger in this process. */
export interface SandboxHandlers {
  /**
   * One handler per operation of the spec and, on Node, of the control API (control/openapi.yaml, its paths under
   * `/sandbox`), for `setupServer(...handlers)` or `setupWorker(...handlers)` (or their `use`).
   */
  handlers: HttpHandler[];
  /** Back to the start: every table as the seed made it (or empty, on an empty start), the clock back to real time. */
  reset(): Promise<void>;
  /** The sandbox clock, which value dates, due batches and checkout expiry follow. */
  clock: SandboxHandlersClock;
  /** Closes the database; the handlers answer nothing after it. */
  close(): Promise<void>;
}

export interface SandboxHandlersClock {
  now(): Date;
  /** Moves the clock to an instant; real time keeps running from there. */
  set(instant: Date | string): Promise<void>;
  /** Moves the clock ahead (or back, when negative) by milliseconds. */
  advance(milliseconds: number): Promise<void>;
}
