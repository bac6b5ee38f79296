/** Variables by name, as the process's environment holds them: given, so the domain reads no process. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * When a webhook is attempted again. The delays are modelled on Standard Webhooks (standardwebhooks.com): the first
 * attempt at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after each failure, eight attempts in all. The
 * sandbox compresses them (`scale`, 1/1000 by default: the whole schedule takes under two minutes) so a frontend can
 * watch a receiver recover; `scale: 1` gives the real durations. Each delay gets ±`jitter` so retries of many events
 * spread out instead of arriving together.
 */
export interface RetrySchedule {
  /**
   * Delay before each attempt of a round, in milliseconds; as many attempts as entries. The first attempt goes out as
   * soon as the event is committed (Standard Webhooks' "immediately"), so the first entry is there to be counted.
   */
  delaysMs: readonly number[];
  /** Factor applied to every delay. */
  scale: number;
  /** Relative spread of each delay, 0.2 for ±20%. */
  jitter: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const STANDARD_WEBHOOKS_DELAYS_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

export const SANDBOX_SCHEDULE: RetrySchedule = { delaysMs: STANDARD_WEBHOOKS_DELAYS_MS, scale: 1 / 1000, jitter: 0.2 };

/**
 * The delay before the next attempt after `roundAttempts` failed attempts of the current round, or undefined when
 * the round is over and the event has failed. `random` is in [0, 1).
 */
export function nextDelayMs(schedule: RetrySchedule, roundAttempts: number, random: () => number): number | undefined {
  const base = schedule.delaysMs[roundAttempts];
  if (base === undefined) return undefined;
  const spread = 1 + schedule.jitter * (2 * random() - 1);
  return Math.max(0, Math.round(base * schedule.scale * spread));
}

const UNITS: Record<string, number> = { ms: 1, s: SECOND, m: MINUTE, h: HOUR };

/** `250ms`, `5s`, `30m`, `2h` or a bare number of milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNITS[match[2] ?? 'ms']!;
}

/**
 * The schedule the environment asks for: WAAS_WEBHOOK_RETRY_DELAYS (comma-separated durations, e.g. `0,5s,5m`),
 * WAAS_WEBHOOK_TIME_SCALE (e.g. `1` for real durations, `0.001` by default) and WAAS_WEBHOOK_JITTER (`0.2`).
 */
export function scheduleFrom(env: Environment): RetrySchedule {
  const delays = env.WAAS_WEBHOOK_RETRY_DELAYS?.split(',').map(parseDuration);
  if (delays && (delays.length === 0 || delays.some((d) => d === undefined))) {
    throw new Error(
      'WAAS_WEBHOOK_RETRY_DELAYS must be comma-separated durations such as 0,5s,5m; ' +
        `got ${env.WAAS_WEBHOOK_RETRY_DELAYS}`,
    );
  }
  const number = (name: string, fallback: number, max: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0 || value > max)
      throw new Error(`${name} must be a number from 0 to ${max}; got ${text}`);
    return value;
  };
  return {
    delaysMs: (delays as number[] | undefined) ?? SANDBOX_SCHEDULE.delaysMs,
    scale: number('WAAS_WEBHOOK_TIME_SCALE', SANDBOX_SCHEDULE.scale, 1),
    jitter: number('WAAS_WEBHOOK_JITTER', SANDBOX_SCHEDULE.jitter, 1),
  };
}
