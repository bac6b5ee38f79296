import { expect, test } from 'vitest';
import { major, minorUnits } from './money.js';

test.each([
  { given: 48250.4, want: 4825040 },
  { given: 1, want: 100 },
  { given: 0.07, want: 7 },
  { given: 0.1 + 0.2 === 0.3 ? 0.3 : 0.3, want: 30 },
  { given: -12.5, want: -1250 },
  { given: 1234567.89, want: 123456789 },
  { given: 999999999999.99, want: 99999999999999 },
  { given: 0, want: 0 },
  { given: 1e21, want: 1e23 },
  { given: 48251.3984375, want: undefined },
  { given: 0.001, want: undefined },
  { given: 1e-7, want: undefined },
  { given: 0.1 + 0.2, want: undefined },
  { given: '12.50', want: undefined },
  { given: Number.NaN, want: undefined },
  { given: null, want: undefined },
])('minorUnits($given) is $want', ({ given, want }) => {
  expect(minorUnits(given)).toBe(want);
});

test.each([
  { given: 1234, want: '12.34' },
  { given: -5, want: '-0.05' },
  { given: 0, want: '0.00' },
])('major($given) is $want', ({ given, want }) => {
  expect(major(given)).toBe(want);
});
