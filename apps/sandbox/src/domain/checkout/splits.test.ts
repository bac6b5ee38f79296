import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutLegs, remainderOf, shareOf, splitPayment, splitProblems, type Split } from './splits.js';

const wallets = { external: 'external', collection: 'collection', settlement: 'settlement', fees: 'fees' };
const split = (splitValueMinor: number, feeValueMinor: number, feeBearer: boolean): Split => ({
  splitConfigurationId: 's',
  beneficiaryId: 'b',
  splitValueMinor,
  feeValueMinor,
  feeBearer,
  beneficiary: 'b',
});
/** Net movement per wallet (credits positive) of a payment's legs. */
const net = (legs: ReturnType<typeof checkoutLegs>) =>
  legs.reduce<Record<string, number>>(
    (acc, l) => ({ ...acc, [l.walletId]: (acc[l.walletId] ?? 0) + (l.dc === 'C' ? l.amountMinor : -l.amountMinor) }),
    {},
  );

describe('a fixed split of a checkout payment', () => {
  it.each([
    // The spec's example: 25000 split 20000 (fee 50, borne by the beneficiary) and 5000 (no fee).
    [
      'the spec example',
      2_500_000,
      [split(2_000_000, 5000, true), split(500_000, 0, false)],
      { paid: [1_995_000, 500_000], collection: 0, settlement: 2_495_000, fees: 5000 },
    ],
    [
      'the organization bears the fee out of its remainder',
      2_500_000,
      [split(2_000_000, 5000, false)],
      { paid: [2_000_000], collection: 495_000, settlement: 2_000_000, fees: 5000 },
    ],
    ['no splits: the organization keeps it all', 1_000, [], { paid: [], collection: 1_000, settlement: 0, fees: 0 }],
    [
      'a fee as large as the split leaves no share',
      1_000,
      [split(500, 500, true)],
      { paid: [0], collection: 500, settlement: 0, fees: 500 },
    ],
  ])('%s', (_name, amountMinor, splits, want) => {
    expect(splitProblems(amountMinor, splits)).toEqual([]);
    const decision = splitPayment(amountMinor, splits);
    const moved = net(checkoutLegs({ checkoutRef: 'CHK-1', split: decision, wallets }));
    expect({ collection: moved.collection ?? 0, settlement: moved.settlement ?? 0, fees: moved.fees ?? 0 }).toEqual({
      collection: want.collection,
      settlement: want.settlement,
      fees: want.fees,
    });
    expect(moved.external).toBe(-amountMinor);
    // The decision the event is written from: each beneficiary's share, and the collection wallet's remainder.
    expect({ paid: decision.splits.map((s) => s.paidMinor), retained: decision.retainedMinor }).toEqual({
      paid: want.paid,
      retained: want.collection,
    });
  });

  it.each([
    [
      'splits above the amount',
      1_000,
      [split(600, 0, false), split(500, 0, false)],
      ['the splits and the fees the organization bears exceed expectedAmount'],
    ],
    [
      'a fee the organization bears that does not fit',
      1_000,
      [split(1_000, 1, false)],
      ['the splits and the fees the organization bears exceed expectedAmount'],
    ],
    [
      'a beneficiary fee above its split',
      1_000,
      [split(100, 101, true)],
      ['splitConfigurations[0]: a fee borne by the beneficiary cannot exceed its split'],
    ],
    ['a zero split', 1_000, [split(0, 0, false)], ['splitConfigurations[0]: splitValue must be more than zero']],
    ['a zero amount', 0, [], ['expectedAmount must be more than zero']],
  ])('refuses %s', (_name, amountMinor, splits, want) => {
    expect(splitProblems(amountMinor, splits)).toEqual(want);
  });

  it('conserves money for any payable split: A = shares + fees + remainder, nothing negative, legs balanced', () => {
    const splitArb = fc.record({
      splitConfigurationId: fc.constant('s'),
      beneficiaryId: fc.constant('b'),
      splitValueMinor: fc.integer({ min: 1, max: 1_000_000 }),
      feeValueMinor: fc.integer({ min: 0, max: 10_000 }),
      feeBearer: fc.boolean(),
      beneficiary: fc.constant('b'),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.array(splitArb, { maxLength: 6 }),
        (amountMinor, splits) => {
          fc.pre(splitProblems(amountMinor, splits).length === 0);
          const decision = splitPayment(amountMinor, splits);
          const legs = checkoutLegs({ checkoutRef: 'CHK-1', split: decision, wallets });
          const debits = legs.filter((l) => l.dc === 'D').reduce((s, l) => s + l.amountMinor, 0);
          const credits = legs.filter((l) => l.dc === 'C').reduce((s, l) => s + l.amountMinor, 0);
          const moved = net(legs);
          const shares = splits.reduce((s, x) => s + shareOf(x), 0);
          const fees = splits.reduce((s, x) => s + x.feeValueMinor, 0);
          expect(debits).toBe(credits);
          expect(legs.every((l) => Number.isSafeInteger(l.amountMinor) && l.amountMinor > 0)).toBe(true);
          expect(moved.collection ?? 0).toBe(remainderOf(amountMinor, splits));
          expect(remainderOf(amountMinor, splits)).toBeGreaterThanOrEqual(0);
          expect((moved.settlement ?? 0) + (moved.fees ?? 0) + (moved.collection ?? 0)).toBe(amountMinor);
          expect([moved.settlement ?? 0, moved.fees ?? 0]).toEqual([shares, fees]);
          // What the event says is what the legs did: each share paid, and what stayed in the collection wallet.
          expect(decision.retainedMinor).toBe(moved.collection ?? 0);
          expect(decision.splits.map((s) => s.paidMinor)).toEqual(
            splits.map((s) => s.splitValueMinor - (s.feeBearer ? s.feeValueMinor : 0)),
          );
        },
      ),
      { seed: 20261122, numRuns: 500 },
    );
  });
});
