import { setTimeout as sleep } from 'node:timers/promises';
import type { Limits } from '../profile/profile.js';
import type { HttpResponse } from './model.js';

/** What a request met on its way: the waits a rate limit asked for, and whether the limit outlasted them. */
export interface Met {
  limited: number;
  waitedMs: number;
  gaveUp: boolean;
}

/** A 429 without Retry-After is still a limit: it is waited for this long. */
const UNSAID_WAIT_MS = 1_000;

/**
 * The run's pace, shared by every request it sends: requests spaced to `perSecond`, and a 429 (or a 503 that says
 * when to come back) waited for and sent again, so a rate-limited staging is judged on its answers, not its limit.
 */
export class Pace {
  /** Requests that met a rate limit, the time waited for it, and those whose limit outlasted the retries. */
  readonly tally = { limited: 0, waitedMs: 0, gaveUp: 0 };
  #next = 0;

  constructor(readonly limits: Limits) {}

  /** Waits for this request's turn under perSecond. */
  async turn(): Promise<void> {
    if (!this.limits.perSecond) return;
    const now = performance.now();
    const at = Math.max(now, this.#next);
    this.#next = at + 1_000 / this.limits.perSecond;
    if (at > now) await sleep(at - now);
  }

  /** How long to wait before sending again, or undefined when the answer is to be judged as it is. */
  waitFor(response: HttpResponse, attempt: number, met: Met): number | undefined {
    const wait = retryAfterMs(response);
    if (wait === undefined) return undefined;
    met.limited++;
    this.tally.limited++;
    if (attempt >= this.limits.retries || wait > this.limits.maxWaitMs) {
      met.gaveUp = true;
      this.tally.gaveUp++;
      return undefined;
    }
    met.waitedMs += wait;
    this.tally.waitedMs += wait;
    return wait;
  }
}

/** A rate limit's wait: a 429, or a 503 with Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(response: HttpResponse, now = Date.now()): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const said = response.headers['retry-after']?.trim();
  if (said === undefined || said === '') return response.status === 429 ? UNSAID_WAIT_MS : undefined;
  if (/^\d+$/.test(said)) return Number(said) * 1_000;
  const date = Date.parse(said);
  if (Number.isNaN(date)) return response.status === 429 ? UNSAID_WAIT_MS : undefined;
  return Math.max(0, date - now);
}
