import { describe, expect, it } from 'vitest';
import { MOST_INTERNAL_WALLETS, nextInternalWallet } from './internal-wallets.js';

const all = Array.from({ length: MOST_INTERNAL_WALLETS }, (_, i) => `i${i}`);

describe('nextInternalWallet', () => {
  it.each([
    { given: 'the only one busy', ids: ['i0'], busy: ['i0'], busyId: 'i0', want: 'add' },
    { given: 'another not found busy', ids: ['i0', 'i1'], busy: ['i0'], busyId: 'i0', want: 'i1' },
    { given: 'the first one free again', ids: ['i0', 'i1'], busy: ['i1'], busyId: 'i1', want: 'i0' },
    {
      given: 'every one found busy since the last write',
      ids: ['i0', 'i1'],
      busy: ['i0', 'i1'],
      busyId: 'i1',
      want: 'add',
    },
    { given: 'the busy one not yet in the set', ids: ['i0', 'i1'], busy: [], busyId: 'i0', want: 'i1' },
    { given: 'the most there may be, all busy', ids: all, busy: all, busyId: 'i3', want: 'i4' },
    {
      given: 'the most there may be, all busy, the last one held',
      ids: all,
      busy: all,
      busyId: all.at(-1)!,
      want: 'i0',
    },
  ])('$given → $want', ({ ids, busy, busyId, want }) => {
    expect(nextInternalWallet(ids, new Set(busy), busyId)).toBe(want);
  });
});
