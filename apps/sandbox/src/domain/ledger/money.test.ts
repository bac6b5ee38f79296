import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money.js';

describe('toMinor', () => {
  it.each([
    ['a whole number', { given: 5000, want: 500_000 }],
    ['two decimals', { given: 150000.75, want: 15_000_075 }],
    ['one decimal', { given: 125000.5, want: 12_500_050 }],
    ['a decimal string', { given: '500000000.00', want: 50_000_000_000 }],
    ['the smallest amount', { given: 0.01, want: 1 }],
    ['three decimals', { given: 1.005, want: undefined }],
    ['float noise', { given: 0.1 + 0.2, want: undefined }],
    ['a negative amount', { given: -1, want: undefined }],
    ['exponent notation', { given: 1e21, want: undefined }],
    ['text that is no number', { given: '12a', want: undefined }],
  ])('%s', (_, { given, want }) => {
    expect(toMinor(given)).toBe(want);
  });
});

describe('toMajor', () => {
  it.each([
    ['two decimals', { given: 15_000_075, want: 150000.75 }],
    ['a whole amount', { given: 500_000, want: 5000 }],
    ['zero', { given: 0, want: 0 }],
    ['a negative balance', { given: -150, want: -1.5 }],
  ])('%s', (_, { given, want }) => {
    expect(toMajor(given)).toBe(want);
  });
});
