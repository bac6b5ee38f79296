import { describe, expect, it } from 'vitest';
import { baselineRow } from './baseline.js';

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
