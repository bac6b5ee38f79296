import { expect, test } from 'vitest';
import type { HttpResponse } from './model.js';
import { Pace, retryAfterMs, type Met } from './pace.js';

const NOW = Date.parse('2026-12-06T10:00:00Z');
const answer = (status: number, retryAfter?: string): HttpResponse => ({
  status,
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  text: '',
});

test.each([
  { given: answer(429, '2'), want: 2_000 },
  { given: answer(429, 'Sun, 06 Dec 2026 10:00:03 GMT'), want: 3_000 },
  { given: answer(429, 'Sun, 06 Dec 2026 09:59:00 GMT'), want: 0 },
  { given: answer(429), want: 1_000 },
  { given: answer(429, 'soon'), want: 1_000 },
  { given: answer(503, '1'), want: 1_000 },
  { given: answer(503), want: undefined },
  { given: answer(500, '1'), want: undefined },
  { given: answer(200, '1'), want: undefined },
])('retryAfterMs: $given.status with Retry-After $given.headers.retry-after → $want', ({ given, want }) => {
  expect(retryAfterMs(given, NOW)).toBe(want);
});

test('a limit is waited for up to limits.retries, then the answer is judged as it is and the request counted', () => {
  const pace = new Pace({ retries: 2, maxWaitMs: 5_000 });
  const met: Met = { limited: 0, waitedMs: 0, gaveUp: false };
  expect([0, 1, 2].map((attempt) => pace.waitFor(answer(429, '1'), attempt, met))).toEqual([1_000, 1_000, undefined]);
  expect(met).toEqual({ limited: 3, waitedMs: 2_000, gaveUp: true });
  expect(pace.tally).toEqual({ limited: 3, waitedMs: 2_000, gaveUp: 1 });
});

test('a wait longer than limits.maxWaitMs is not waited for', () => {
  const met: Met = { limited: 0, waitedMs: 0, gaveUp: false };
  expect(new Pace({ retries: 5, maxWaitMs: 1_000 }).waitFor(answer(429, '30'), 0, met)).toBeUndefined();
  expect(met.gaveUp).toBe(true);
});

test('perSecond spaces the starts of requests across the run', async () => {
  const pace = new Pace({ retries: 0, maxWaitMs: 0, perSecond: 20 });
  const started = performance.now();
  for (let i = 0; i < 5; i++) await pace.turn();
  // Five starts at 20 a second: the fifth no sooner than four intervals of 50 ms after the first.
  expect(performance.now() - started).toBeGreaterThanOrEqual(195);
});
