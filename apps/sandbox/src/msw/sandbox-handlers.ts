import type { HttpHandler } from 'msw';
import type { SandboxOrigins } from './origins.js';

// What both entries give (msw/handlers.ts on Node, msw/browser.ts in a page); a module of types alone, so the
// declarations that ship (dist/msw/*.d.ts) reach nothing of the sandbox's that does not.

/** Where the handlers answer (origins.ts) and what the sandbox starts from, on Node and in a page alike. */
export type SandboxHandlersOptions = SandboxOrigins & {
  /**
   * What the sandbox holds when the handlers open and after every `reset()`: `'seed'` (the default) the demo data,
   * organizations, keys and wallets (the server's, its README's Demo data); `'empty'` nothing at all, not even the
   * bank directory, so the test creates what it needs through the control API the handlers also answer
   * (`POST /sandbox/organizations`, then its API keys, wallet groups, products and wallets), as against the server.
   */
  start?: 'seed' | 'empty' | undefined;
};

/** The sandbox behind MSW: one handler per operation, answered by the sandbox's own ledger in this process. */
export interface SandboxHandlers {
  /**
   * One handler per operation of the spec and of the control API (control/openapi.yaml, its paths under `/sandbox`),
   * for `setupServer(...handlers)` or `setupWorker(...handlers)` (or their `use`).
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
