import { describe, expect, it } from 'vitest';
import { paymentRefusal } from './payments.js';

describe('paymentRefusal', () => {
  it.each([
    [
      'an Active wallet, the exact amount',
      { given: { status: 'Active', amountMinor: 25000, expectedMinor: 25000 }, want: undefined },
    ],
    [
      'an Active wallet, a cent short',
      { given: { status: 'Active', amountMinor: 24999, expectedMinor: 25000 }, want: 'amountMismatch' },
    ],
    [
      'an Active wallet, too much',
      { given: { status: 'Active', amountMinor: 25001, expectedMinor: 25000 }, want: 'amountMismatch' },
    ],
    [
      'a Used wallet, the exact amount',
      { given: { status: 'Used', amountMinor: 25000, expectedMinor: 25000 }, want: 'walletUsed' },
    ],
    [
      'an Expired wallet, the exact amount',
      { given: { status: 'Expired', amountMinor: 25000, expectedMinor: 25000 }, want: 'walletExpired' },
    ],
    [
      'an Expired wallet, a wrong amount: the state is the reason',
      { given: { status: 'Expired', amountMinor: 1, expectedMinor: 25000 }, want: 'walletExpired' },
    ],
  ] as const)('%s', (_, { given, want }) => {
    expect(paymentRefusal(given.status, given.amountMinor, given.expectedMinor)).toBe(want);
  });
});
