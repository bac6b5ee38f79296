import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { alignedBindings, isIdentifier, unknownLike } from './bindings.js';
import { shiftedDates } from './dates.js';

const pairs = readPairs(loadBundle());

test.each([
  ['a UUID', '3fa85f64-5717-4562-b3fc-2c963f66afa6', true],
  ['an account number', '9900012345', true],
  ['a mobile number', '08031234567', true],
  ['a bank code', '058', true],
  ['an amount sent as text', '10000', false],
  ['a name', 'Ada Obi', false],
  ['a date', '2024-05-01T00:00:00', false],
])('isIdentifier: %s', (_, value, want) => expect(isIdentifier(value)).toBe(want));

test('the wallet read back binds the example wallet identifiers to the target wallet, and nothing else', () => {
  const example = {
    data: {
      id: 'e-id',
      walletGroupId: '8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b',
      availableBalance: 5,
      name: 'Ada',
      virtualAccount: { accountNumber: '9900012345' },
    },
  };
  const target = {
    data: {
      id: 'x',
      walletGroupId: '2b7f4c19-8e3a-4d60-b5c2-7a9e1f3d5b08',
      availableBalance: 9,
      name: 'Chioma',
      virtualAccount: { accountNumber: '3051184420' },
    },
  };
  expect(Object.fromEntries(alignedBindings(example, target))).toEqual({
    '8e2b7d14-9c3a-4f5e-a6b1-0d9c8e7f6a5b': '2b7f4c19-8e3a-4d60-b5c2-7a9e1f3d5b08',
    '9900012345': '3051184420',
  });
});

test.each([
  [
    'a UUID',
    '6b1f0c9e-2d3a-4e5f-8a7b-9c0d1e2f3a4b',
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  ],
  ['an account number', '9900099999', /^\d{10}$/],
  ['a reference', 'W2W-20240514-999999', /^W2W-\d{8}-\d{6}$/],
])('unknownLike keeps the shape of %s', (_, value, shape) => {
  const fresh = unknownLike(value);
  expect(fresh).toMatch(shape);
  expect(fresh).not.toBe(value);
});

test("dates move by whole days so the earliest falls on yesterday, keeping each one's time and form", () => {
  const today = new Date('2026-11-23T08:00:00Z');
  const shifted = shiftedDates(pairs, today);
  const history = pairByName(pairs, 'getWalletHistory', 'historyFetched').request.query;
  expect(shifted.get(String(history.startDate))).toBe('2026-11-22T00:00:00');
  expect(shifted.get(String(history.endDate))).toBe('2026-12-22T23:59:59');
  const future = String(
    (pairByName(pairs, 'postWalletTransaction', 'transactionScheduled').request.body as { valueDate: string })
      .valueDate,
  );
  expect(Date.parse(shifted.get(future)!)).toBeGreaterThan(today.getTime());
});
