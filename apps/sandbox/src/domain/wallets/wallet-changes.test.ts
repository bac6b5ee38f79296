import { describe, expect, it } from 'vitest';
import type { WalletProfile } from './store.js';
import { changedFields } from './wallet-changes.js';

const before: WalletProfile = { name: 'Ada Obi', overdraft_minor: null, wallet_restriction_id: null };

describe('changedFields', () => {
  it.each([
    ['nothing', { given: before, want: [] }],
    ['the name', { given: { ...before, name: 'Ada Okafor' }, want: ['name'] }],
    ['an overdraft where there was none', { given: { ...before, overdraft_minor: 0 }, want: ['overdraft'] }],
    ['a restriction', { given: { ...before, wallet_restriction_id: 'PND' }, want: ['walletRestrictionId'] }],
    [
      'all three, in the order of the spec',
      {
        given: { name: 'B', overdraft_minor: 100, wallet_restriction_id: 'PND' },
        want: ['name', 'overdraft', 'walletRestrictionId'],
      },
    ],
  ] as const)('%s', (_, { given, want }) => {
    expect(changedFields(before, given)).toEqual(want);
  });
});
