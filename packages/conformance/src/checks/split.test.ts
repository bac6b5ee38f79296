import { describe, expect, test } from 'vitest';
import { judgeSplit } from './split.js';

/** 1000 split 600 (fee 10, borne by its beneficiary) and 250.10 (fee 5.05, borne by the organization). */
const bearer = { splitValue: 600, feeValue: 10, feeBearer: true, paid: 590 };
const spared = { splitValue: 250.1, feeValue: 5.05, feeBearer: false, paid: 250.1 };
const payment = (data: Record<string, unknown>) => ({
  type: 'payment.succeeded',
  data: { amount: 1000, splits: [bearer, spared], retained: 144.85, ...data },
});

describe('judgeSplit', () => {
  test.each([
    ['a split that keeps the rule', { given: payment({}), want: { outcome: 'passed' } }],
    [
      'no split: the organization keeps the amount',
      { given: payment({ splits: [], retained: 1000 }), want: { outcome: 'passed' } },
    ],
    [
      'a fee as large as its split leaves nothing paid',
      {
        given: payment({ splits: [{ splitValue: 5, feeValue: 5, feeBearer: true, paid: 0 }], retained: 995 }),
        want: { outcome: 'passed' },
      },
    ],
    [
      'a beneficiary paid its whole split though it bears the fee',
      {
        given: payment({ splits: [{ ...bearer, paid: 600 }, spared] }),
        want: { outcome: 'failed', actual: 'data.splits.0.paid: want 590, got 600' },
      },
    ],
    [
      'a beneficiary charged a fee the organization bears',
      {
        given: payment({ splits: [bearer, { ...spared, paid: 245.05 }] }),
        want: { outcome: 'failed', actual: 'data.splits.1.paid: want 250.1, got 245.05' },
      },
    ],
    [
      'a retained amount that counts the fees the organization bears as kept',
      {
        given: payment({ retained: 149.9 }),
        want: { outcome: 'failed', actual: 'data.retained: want 144.85, got 149.9' },
      },
    ],
    [
      'both wrong at once',
      {
        given: payment({ splits: [{ ...bearer, paid: 600 }, spared], retained: 134.85 }),
        want: {
          outcome: 'failed',
          actual: 'data.splits.0.paid: want 590, got 600\ndata.retained: want 144.85, got 134.85',
        },
      },
    ],
    [
      'a split the rule cannot read (the body check says why)',
      { given: payment({ splits: [{ splitValue: '600' }] }), want: { outcome: 'unexercised' } },
    ],
  ])('%s', (_, { given, want }) => {
    expect(judgeSplit(given)).toEqual([expect.objectContaining({ name: 'split', ...want })]);
  });

  test('judges no other event', () => {
    expect(judgeSplit({ type: 'payment.failed', data: { amount: 1, splits: [], retained: 2 } })).toEqual([]);
  });
});
