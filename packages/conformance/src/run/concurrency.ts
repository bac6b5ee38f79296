import type { Limits } from '../profile/profile.js';

/** Requests in flight when neither the command line nor the profile says. */
export const DEFAULT_CONCURRENCY = 8;

/**
 * Requests in flight in a run: the profile's `limits.concurrency` is what the target takes, so it is the run's unless
 * the command line asks for fewer; the command line never raises it.
 */
export function concurrencyOf(asked: number | undefined, limits: Pick<Limits, 'concurrency'>): number {
  const allowed = limits.concurrency ?? Infinity;
  return Math.max(1, Math.min(asked ?? limits.concurrency ?? DEFAULT_CONCURRENCY, allowed));
}
