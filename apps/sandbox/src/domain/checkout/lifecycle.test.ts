import type { CheckoutWallet } from '@waas/types';
import { pairByName } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';
import { pairs } from '../../test/pairs.js';
import { isDue, transition, type CheckoutEvent } from './lifecycle.js';

// The spec's example wallet (Expired), and the same wallet in the other two states.
const [expired] = (
  pairByName(pairs, 'listCheckoutWallets', 'walletsListed').response.body as { data: CheckoutWallet[] }
).data;
const withStatus = (status: CheckoutWallet['status']): CheckoutWallet => ({
  ...expired!,
  status,
  expiredAt: null,
  walletHistories: expired!.walletHistories.map((h) => ({ ...h, status })),
});
const at = (text: string) => Date.parse(text) * 1000;
const paid: CheckoutEvent = { kind: 'paid', atUs: at('2024-05-10T10:00:00Z'), transactionId: 'tx-1' };
const reactivated: CheckoutEvent = {
  kind: 'reactivated',
  atUs: at('2024-05-12T08:00:00Z'),
  expiresAtUs: at('2024-05-13T08:00:00Z'),
  historyId: 'h-2',
  checkoutRef: 'CHK-20240512-0002',
};

describe('transition', () => {
  it.each([
    [
      'Active, paid: Used, with usedAt and the transaction on its generation',
      withStatus('Active'),
      paid,
      { status: 'Used', usedAt: '2024-05-10T10:00:00Z', history: [['Used', '2024-05-10T10:00:00Z', 'tx-1']] },
    ],
    [
      'Active, expired: Expired at its expiresAt',
      withStatus('Active'),
      { kind: 'expired' },
      { status: 'Expired', expiredAt: '2024-05-11T09:00:00Z', history: [['Expired', null, null]] },
    ],
    [
      'Expired, reactivated: Active, a new expiry and a second generation',
      expired!,
      reactivated,
      {
        status: 'Active',
        reactivatedAt: '2024-05-12T08:00:00Z',
        expiresAt: '2024-05-13T08:00:00Z',
        expiredAt: null,
        history: [
          ['Expired', null, null],
          ['Active', null, null],
        ],
      },
    ],
    ['Expired, paid: refused', expired!, paid, undefined],
    ['Expired, expired again: refused', expired!, { kind: 'expired' }, undefined],
    ['Used, paid again: refused', withStatus('Used'), paid, undefined],
    ['Used, expired: refused (Used is final)', withStatus('Used'), { kind: 'expired' }, undefined],
    ['Used, reactivated: refused', withStatus('Used'), reactivated, undefined],
    ['Active, reactivated: refused', withStatus('Active'), reactivated, undefined],
  ] as const)('%s', (_name, given, event, want) => {
    const next = transition(given, event as CheckoutEvent);
    if (want === undefined) return expect(next).toBeUndefined();
    const { history, ...fields } = want;
    expect(next).toMatchObject(fields);
    expect(next!.walletHistories.map((h) => [h.status, h.usedAt, h.transactionId])).toEqual(history);
  });

  it('gives a reactivated generation its own reference and the expected amount', () => {
    const next = transition(expired!, reactivated)!;
    expect(next.walletHistories.at(-1)).toEqual({
      id: 'h-2',
      checkoutRef: 'CHK-20240512-0002',
      expectedAmount: 25000,
      generatedAt: '2024-05-12T08:00:00Z',
      usedAt: null,
      status: 'Active',
      transactionId: null,
    });
    expect(next.walletHistories[0]).toEqual(expired!.walletHistories[0]);
  });
});

describe('isDue', () => {
  it.each([
    ['Active, a microsecond before expiresAt', 'Active', at('2024-05-11T09:00:00Z') - 1, false],
    ['Active, at expiresAt', 'Active', at('2024-05-11T09:00:00Z'), true],
    ['Used, long after', 'Used', at('2025-01-01T00:00:00Z'), false],
  ] as const)('%s', (_name, status, nowUs, want) => {
    expect(isDue(withStatus(status), nowUs)).toBe(want);
  });
});
