import { describe, expect, it } from 'vitest';
import { baselineOf, baselineRow } from './baseline.js';

describe('baselineOf', () => {
  it.each([
    { given: 'nothing set', env: {}, want: undefined },
    { given: 'turned off', env: { WAAS_BENCH_BASELINE: 'none', WAAS_BENCH_BASELINE_FROM: '{}' }, want: undefined },
    { given: 'a bin as given', env: { WAAS_BENCH_BASELINE: '/b/main.js' }, want: { bin: '/b/main.js' } },
    {
      given: 'a bin and where it comes from',
      env: {
        WAAS_BENCH_BASELINE: '/b/main.js',
        WAAS_BENCH_BASELINE_FROM: '{"ref":"v1.0.0","commit":"abc","rule":"r"}',
      },
      want: { bin: '/b/main.js', ref: 'v1.0.0', commit: 'abc', rule: 'r' },
    },
  ])('$given', ({ env, want }) => {
    expect(baselineOf(env)).toEqual(want);
  });
});

describe('baselineRow', () => {
  it.each([
    { given: 'the median round at the line', ratios: [0.5, 0.95, 2], want: { met: true, regression: false } },
    { given: 'the median round below it', ratios: [0.94, 0.9, 1.2], want: { met: false, regression: true } },
  ])('$given', ({ ratios, want }) => {
    expect(baselineRow('reads', ratios, '1/s against 1/s')).toMatchObject({
      measure: 'reads ÷ the baseline build',
      goal: '≥ 0.95×',
      ...want,
    });
  });
});
