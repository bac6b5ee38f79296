import { describe, expect, it } from 'vitest';
import type { TransactionToPost } from '@waas/types';
import type { LedgerWallet } from '../ledger/ledger.js';
import { BALANCE_LIMIT_MINOR } from '../ledger/money.js';
import { decideGroup, type Submitted } from './group-decision.js';
import { submission } from './post-transaction.js';

// A group decided on plain values, no database: what it answers, and what its write would claim and move.
const ORG = '11111111-1111-4111-8111-111111111111';
const NOW = 1_767_225_600_000_000;
const wallet = (
  id: string,
  kind: LedgerWallet['kind'],
  availableMinor: number,
  ledgerMinor = availableMinor,
): LedgerWallet => ({
  id,
  kind,
  account_number: `acct-${id}`,
  customer_id: `customer-${id}`,
  currency_code: 'NGN',
  overdraft_minor: null,
  available_minor: availableMinor,
  ledger_minor: ledgerMinor,
});
const INTERNAL = wallet('i', 'internal', 0);
const body = (reference: string, over: Partial<TransactionToPost> = {}): TransactionToPost => ({
  productId: 'ab9d2e8c-1d0f-4f0e-8c55-0e7b4a1c2d3e',
  amount: 10,
  direction: 'DEBIT',
  currency: 'NGN',
  accountNumber: 'acct-c',
  transactionReference: reference,
  ...over,
});
const submitted = (b: TransactionToPost): Submitted => {
  const s = submission({ organizationId: ORG, nowUs: NOW, body: b });
  if ('answer' in s) throw new Error(`refused before its group: ${s.answer}`);
  return s;
};

describe('decideGroup', () => {
  it.each<
    [
      string,
      {
        wallets: LedgerWallet[];
        known?: TransactionToPost[];
        given: TransactionToPost[];
        want: string[];
        claimed: string[];
        moved: Record<string, [number, number]>;
      },
    ]
  >([
    [
      'a debit within the balance posts',
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A')],
        want: ['transactionPosted'],
        claimed: ['A'],
        moved: { c: [-1000, -1000], i: [1000, 1000] },
      },
    ],
    [
      'each is decided on what the ones before it left',
      {
        wallets: [wallet('c', 'customer', 1500)],
        given: [body('A'), body('B')],
        want: ['transactionPosted', 'insufficientFunds'],
        claimed: ['A', 'B'],
        moved: { c: [-1000, -1000], i: [1000, 1000] },
      },
    ],
    [
      'a refusal for want of funds is claimed and rests on the wallet: it joins the write with no change',
      {
        wallets: [wallet('c', 'customer', 0)],
        given: [body('A')],
        want: ['insufficientFunds'],
        claimed: ['A'],
        moved: { c: [0, 0] },
      },
    ],
    [
      'the same reference and body again in one group answers as the first and moves once',
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A'), body('A')],
        want: ['transactionPosted', 'transactionPosted'],
        claimed: ['A'],
        moved: { c: [-1000, -1000], i: [1000, 1000] },
      },
    ],
    [
      'the same reference with another body is a conflict',
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A'), body('A', { amount: 11 })],
        want: ['transactionPosted', 'referenceConflict'],
        claimed: ['A'],
        moved: { c: [-1000, -1000], i: [1000, 1000] },
      },
    ],
    [
      'a reference the database already holds is replayed, and nothing is written',
      {
        wallets: [wallet('c', 'customer', 5000)],
        known: [body('A')],
        given: [body('A')],
        want: ['transactionPosted'],
        claimed: [],
        moved: {},
      },
    ],
    [
      'an account the organization does not have is refused unclaimed',
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A', { accountNumber: 'acct-nobody' })],
        want: ['invalidAccount'],
        claimed: [],
        moved: {},
      },
    ],
    [
      'the internal wallet is not a customer account',
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A', { accountNumber: 'acct-i' })],
        want: ['invalidAccount'],
        claimed: [],
        moved: {},
      },
    ],
    [
      "another currency than the wallet's is refused unclaimed",
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A', { currency: 'USD' })],
        want: ['invalidRequest'],
        claimed: [],
        moved: {},
      },
    ],
    [
      'a credit past the largest exact balance is refused unclaimed, so a retry is decided afresh',
      {
        wallets: [wallet('c', 'customer', BALANCE_LIMIT_MINOR - 100)],
        given: [body('A', { direction: 'CREDIT', amount: 2 })],
        want: ['invalidRequest'],
        claimed: [],
        moved: {},
      },
    ],
    [
      'a future-dated debit is held: the available balance moves, the ledger waits',
      {
        wallets: [wallet('c', 'customer', 5000)],
        given: [body('A', { valueDate: '2099-01-01T00:00:00Z' })],
        want: ['transactionScheduled'],
        claimed: ['A'],
        moved: { c: [-1000, 0] },
      },
    ],
    [
      'a future-dated debit beyond the available balance is refused',
      {
        wallets: [wallet('c', 'customer', 500)],
        given: [body('A', { valueDate: '2099-01-01T00:00:00Z' })],
        want: ['insufficientFunds'],
        claimed: ['A'],
        moved: { c: [0, 0] },
      },
    ],
  ])('%s', (_name, { wallets, known = [], given, want, claimed, moved }) => {
    const found = { wallets: [...wallets, INTERNAL], postings: [] as Submitted['posting'][] };
    // What the database holds: the known requests as an earlier group decided and claimed them.
    if (known.length > 0) found.postings = [...(decideGroup(ORG, known.map(submitted), found).write?.claims ?? [])];
    const decision = decideGroup(ORG, given.map(submitted), found);
    expect(decision.outcomes.map((o) => o.answer)).toEqual(want);
    expect((decision.write?.claims ?? []).map((p) => p.reference)).toEqual(claimed);
    expect(
      Object.fromEntries((decision.write?.moves ?? []).map((m) => [m.walletId, [m.availableDelta, m.ledgerDelta]])),
    ).toEqual(moved);
    // Every entry of the write belongs to a claimed posting, and they balance.
    const entries = decision.write?.entries ?? [];
    const claimedIds = new Set((decision.write?.claims ?? []).map((p) => p.id));
    expect(entries.every((e) => claimedIds.has(e.posting_id))).toBe(true);
    expect(entries.reduce((sum, e) => sum + (e.dc === 'C' ? e.amount_minor : -e.amount_minor), 0)).toBe(0);
  });

  it('writes a transaction.posted event for each posting, and none for a refusal or a replay', () => {
    const decision = decideGroup(ORG, [body('A'), body('A'), body('B', { amount: 100 })].map(submitted), {
      wallets: [wallet('c', 'customer', 5000), INTERNAL],
      postings: [],
    });
    expect(
      decision.write?.events.map((e) => [
        e.type,
        (e.payload as { data: { transactionReference: string } }).data.transactionReference,
      ]),
    ).toEqual([['transaction.posted', 'A']]);
  });

  it.each([
    { given: 'the internal wallet the line asks for', internal: 'i2', want: 'i2' },
    { given: 'none', internal: undefined, want: 'i' },
    { given: 'one that was not read (a reset since)', internal: 'gone', want: 'i' },
  ])('balances on $given → $want', ({ internal, want }) => {
    const found = { wallets: [wallet('c', 'customer', 5000), INTERNAL, wallet('i2', 'internal', 0)], postings: [] };
    const decision = decideGroup(ORG, [body('A')].map(submitted), found, internal);
    expect(decision.internalWalletId).toBe(want);
    expect(decision.write?.claims.map((p) => p.counter_wallet_id)).toEqual([want]);
    expect(decision.write?.moves.map((m) => m.walletId).sort()).toEqual(['c', want]);
  });
});
