import { describe, expect, it } from 'vitest';
import { nextDelayMs, parseDuration, SANDBOX_SCHEDULE, scheduleFrom, STANDARD_WEBHOOKS_DELAYS_MS } from './schedule.js';

const real = { ...SANDBOX_SCHEDULE, scale: 1 };

describe('nextDelayMs', () => {
  it.each([
    ['after the first failure, 5 s', { schedule: real, attempts: 1, random: 0.5 }, 5000],
    ['after the fourth, 2 h', { schedule: real, attempts: 4, random: 0.5 }, 7_200_000],
    ['jitter at its low end, -20%', { schedule: real, attempts: 1, random: 0 }, 4000],
    ['jitter near its high end, +20%', { schedule: real, attempts: 1, random: 0.999999 }, 6000],
    ['compressed a thousandfold in the sandbox', { schedule: SANDBOX_SCHEDULE, attempts: 2, random: 0.5 }, 300],
    ['after the eighth failure, none: the event has failed', { schedule: real, attempts: 8, random: 0.5 }, undefined],
  ])('%s', (_name, { schedule, attempts, random }, want) => {
    expect(nextDelayMs(schedule, attempts, () => random)).toBe(want);
  });

  it('models Standard Webhooks: eight attempts, at once then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(STANDARD_WEBHOOKS_DELAYS_MS.map((ms) => ms / 1000)).toEqual([0, 5, 300, 1800, 7200, 18_000, 36_000, 36_000]);
  });
});

describe('parseDuration', () => {
  it.each([
    ['250ms', 250],
    ['5s', 5000],
    ['30m', 1_800_000],
    ['2h', 7_200_000],
    ['0', 0],
    ['1.5s', 1500],
    ['5 minutes', undefined],
    ['-1s', undefined],
  ])('%s', (given, want) => {
    expect(parseDuration(given)).toBe(want);
  });
});

describe('scheduleFrom', () => {
  it.each([
    ['nothing set: the compressed Standard Webhooks schedule', {}, SANDBOX_SCHEDULE],
    ['real durations', { WAAS_WEBHOOK_TIME_SCALE: '1' }, { ...SANDBOX_SCHEDULE, scale: 1 }],
    [
      'own delays, no jitter',
      { WAAS_WEBHOOK_RETRY_DELAYS: '0,1s,1m', WAAS_WEBHOOK_JITTER: '0' },
      { ...SANDBOX_SCHEDULE, delaysMs: [0, 1000, 60_000], jitter: 0 },
    ],
  ])('%s', (_name, env, want) => {
    expect(scheduleFrom(env)).toEqual(want);
  });

  it.each([
    ['a delay that is not a duration', { WAAS_WEBHOOK_RETRY_DELAYS: '0,soon' }, /WAAS_WEBHOOK_RETRY_DELAYS/],
    ['a scale above 1', { WAAS_WEBHOOK_TIME_SCALE: '2' }, /WAAS_WEBHOOK_TIME_SCALE/],
  ])('refuses %s', (_name, env, want) => {
    expect(() => scheduleFrom(env)).toThrow(want);
  });
});
