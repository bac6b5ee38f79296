import { describe, expect, it } from 'vitest';
import { busyBetween } from './machine.js';

const times = (user: number, sys: number, idle: number) => ({ user, nice: 0, sys, idle, irq: 0 });

describe('busyBetween', () => {
  it.each([
    {
      given: 'two cores, one busy throughout',
      before: [times(0, 0, 0), times(0, 0, 0)],
      after: [times(900, 100, 0), times(0, 0, 1000)],
      want: 0.5,
    },
    {
      given: 'counters that started above zero',
      before: [times(500, 500, 1000)],
      after: [times(800, 500, 1700)],
      want: 0.3,
    },
    { given: 'no time passed', before: [times(5, 5, 5)], after: [times(5, 5, 5)], want: 0 },
    {
      given: 'a core that came online between the readings',
      before: [times(0, 0, 0)],
      after: [times(0, 0, 100), times(100, 0, 0)],
      want: 0,
    },
  ])('$given', ({ before, after, want }) => {
    expect(busyBetween(before, after)).toBeCloseTo(want, 6);
  });
});
