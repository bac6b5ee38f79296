import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDeadlines } from './deadlines.js';

beforeEach(() => void vi.useFakeTimers({ now: 0 }));
afterEach(() => void vi.useRealTimers());

/** Steps on a fake clock: start a call, finish one, or let time pass; `want` is which calls expired, in order. */
type Step = { start: string } | { finish: string } | { wait: number };

const cases: [string, { timeoutMs: number; steps: Step[]; want: string[] }][] = [
  ['a call that outlives its timeout expires', { timeoutMs: 100, steps: [{ start: 'a' }, { wait: 100 }], want: ['a'] }],
  [
    'a call that finishes first does not',
    { timeoutMs: 100, steps: [{ start: 'a' }, { wait: 99 }, { finish: 'a' }, { wait: 500 }], want: [] },
  ],
  [
    'calls started later expire at their own deadline, after the earlier one',
    {
      timeoutMs: 100,
      steps: [{ start: 'a' }, { wait: 30 }, { start: 'b' }, { wait: 70 }, { start: 'c' }, { wait: 29 }],
      want: ['a'],
    },
  ],
  [
    'the timer left by a finished call hands over to the next one',
    {
      timeoutMs: 100,
      steps: [
        { start: 'a' },
        { wait: 10 },
        { finish: 'a' },
        { wait: 50 },
        { start: 'b' },
        { wait: 99 },
        { start: 'c' },
        { wait: 1 },
      ],
      want: ['b'],
    },
  ],
  [
    'several calls, all expiring',
    {
      timeoutMs: 10,
      steps: [{ start: 'a' }, { start: 'b' }, { wait: 5 }, { start: 'c' }, { wait: 100 }],
      want: ['a', 'b', 'c'],
    },
  ],
];

describe('createDeadlines', () => {
  test.each(cases)('%s', async (_, { timeoutMs, steps, want }) => {
    const deadlines = createDeadlines(timeoutMs);
    const expired: string[] = [];
    const running = new Map<string, () => void>();
    for (const step of steps) {
      if ('start' in step) running.set(step.start, deadlines.start(() => expired.push(step.start)).done);
      else if ('finish' in step) running.get(step.finish)!();
      else await vi.advanceTimersByTimeAsync(step.wait);
    }
    expect(expired).toEqual(want);
  });

  test('calls started in the same millisecond share a signal, aborted at their deadline', async () => {
    const deadlines = createDeadlines(100);
    const first = deadlines.start(() => undefined);
    const second = deadlines.start(() => undefined);
    await vi.advanceTimersByTimeAsync(1);
    const third = deadlines.start(() => undefined);
    expect(second.signal).toBe(first.signal);
    expect(third.signal).not.toBe(first.signal);
    first.done();
    await vi.advanceTimersByTimeAsync(99);
    expect([first.signal.aborted, third.signal.aborted]).toEqual([true, false]);
    third.done();
    await vi.advanceTimersByTimeAsync(500);
    expect(third.signal.aborted).toBe(false);
  });

  test('a signal is shared by at most 500 calls', () => {
    const deadlines = createDeadlines(100);
    const signals = new Set(Array.from({ length: 1_001 }, () => deadlines.start(() => undefined).signal));
    expect(signals.size).toBe(3);
  });

  test('keeps at most one timer however many calls are in flight', () => {
    const deadlines = createDeadlines(1_000);
    for (let i = 0; i < 50; i++) deadlines.start(() => undefined);
    expect(vi.getTimerCount()).toBe(1);
  });
});
