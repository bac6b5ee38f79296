import { describe, expect, it } from 'vitest';
import { Book } from './book.js';
import { transactionLegs, type Leg, type Refused } from './ledger.js';
import { BALANCE_LIMIT_MINOR } from './money.js';
import type { Balances, LedgerWallet } from './ledger.js';

const wallet = (
  id: string,
  kind: LedgerWallet['kind'],
  available: number,
  ledger = available,
  overdraft: number | null = null,
): LedgerWallet => ({
  id,
  kind,
  account_number: `00${id}`,
  customer_id: 'customer-1',
  currency_code: 'NGN',
  overdraft_minor: overdraft,
  available_minor: available,
  ledger_minor: ledger,
});
const leg = (walletId: string, dc: 'D' | 'C', amountMinor: number, held = false): Leg => ({
  walletId,
  dc,
  amountMinor,
  remarks: `${dc} ${amountMinor}`,
  productId: null,
  ...(held ? { held: true } : {}),
});
/** A debit of `amount` from one wallet to another. */
const pay = (from: string, to: string, amount: number, held = false): Leg[] => [
  leg(from, 'D', amount, held),
  leg(to, 'C', amount),
];
const posting = (id = 'P1') => ({ id, organizationId: 'org-1', atUs: 1_700_000_000_000_000 });
const balances = (available: number, ledger = available): Balances => ({
  available_minor: available,
  ledger_minor: ledger,
});
const balancesOf = (book: Book, wallets: readonly LedgerWallet[]) =>
  Object.fromEntries(wallets.map((w) => [w.id, book.balances(w.id)]));
const startingBalances = (wallets: readonly LedgerWallet[]) =>
  Object.fromEntries(wallets.map((w) => [w.id, balances(w.available_minor, w.ledger_minor)]));

describe('Book.post: the guard on customer wallets', () => {
  it.each<[string, { wallets: LedgerWallet[]; legs: Leg[]; want: Record<string, Balances> | Refused['refused'] }]>([
    [
      'a debit of the whole balance posts, to zero',
      {
        wallets: [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)],
        legs: pay('c', 'i', 1000),
        want: { c: balances(0), i: balances(1000) },
      },
    ],
    [
      'a debit one beyond the balance is refused',
      {
        wallets: [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)],
        legs: pay('c', 'i', 1001),
        want: 'belowFloor',
      },
    ],
    [
      'a debit and its fee together beyond the balance are refused',
      {
        wallets: [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)],
        legs: [leg('c', 'D', 990), leg('c', 'D', 11), leg('i', 'C', 1001)],
        want: 'belowFloor',
      },
    ],
    [
      'a zero overdraft is no overdraft',
      {
        wallets: [wallet('c', 'customer', 1000, 1000, 0), wallet('i', 'internal', 0)],
        legs: pay('c', 'i', 1001),
        want: 'belowFloor',
      },
    ],
    [
      'an overdraft lets the balance go down to minus it',
      {
        wallets: [wallet('c', 'customer', 1000, 1000, 500), wallet('i', 'internal', 0)],
        legs: pay('c', 'i', 1500),
        want: { c: balances(-500), i: balances(1500) },
      },
    ],
    [
      'an overdraft does not let it go below that',
      {
        wallets: [wallet('c', 'customer', 1000, 1000, 500), wallet('i', 'internal', 0)],
        legs: pay('c', 'i', 1501),
        want: 'belowFloor',
      },
    ],
    [
      'an internal wallet has no floor',
      {
        wallets: [wallet('i', 'internal', 0), wallet('c', 'customer', 0)],
        legs: pay('i', 'c', 1_000_000),
        want: { i: balances(-1_000_000), c: balances(1_000_000) },
      },
    ],
    [
      'an external wallet has no floor',
      {
        wallets: [wallet('x', 'external', 0), wallet('i', 'internal', 0)],
        legs: pay('x', 'i', 250),
        want: { x: balances(-250), i: balances(250) },
      },
    ],
    [
      'a credit is allowed to a wallet below its floor',
      {
        wallets: [wallet('c', 'customer', -100), wallet('i', 'internal', 0)],
        legs: pay('i', 'c', 50),
        want: { c: balances(-50), i: balances(-50) },
      },
    ],
    [
      'a wallet is guarded on the net of its legs, not each leg',
      {
        wallets: [wallet('c', 'customer', 0), wallet('i', 'internal', 0)],
        legs: [leg('c', 'D', 100), leg('i', 'C', 100), leg('i', 'D', 100), leg('c', 'C', 100)],
        want: { c: balances(0), i: balances(0) },
      },
    ],
    [
      'a held debit moves the ledger only, unguarded: its available balance moved when it was held',
      {
        wallets: [wallet('c', 'customer', 0, 700), wallet('i', 'internal', 0)],
        legs: pay('c', 'i', 700, true),
        want: { c: balances(0, 0), i: balances(700) },
      },
    ],
    [
      'a credit past the largest balance minor units hold exactly is refused',
      {
        wallets: [wallet('c', 'customer', BALANCE_LIMIT_MINOR - 10), wallet('i', 'internal', 0)],
        legs: pay('i', 'c', 11),
        want: 'beyondLimit',
      },
    ],
    [
      'a credit up to the largest balance posts',
      {
        wallets: [wallet('c', 'customer', BALANCE_LIMIT_MINOR - 10), wallet('i', 'internal', 0)],
        legs: pay('i', 'c', 10),
        want: { c: balances(BALANCE_LIMIT_MINOR), i: balances(-10) },
      },
    ],
    [
      'a balancing wallet past the largest balance refuses the posting too',
      {
        wallets: [wallet('c', 'customer', 0), wallet('x', 'external', -BALANCE_LIMIT_MINOR)],
        legs: pay('x', 'c', 1),
        want: 'beyondLimit',
      },
    ],
    [
      'a wallet both past the limit and below its floor is refused for the limit, checked first',
      {
        wallets: [wallet('c', 'customer', 0), wallet('x', 'external', BALANCE_LIMIT_MINOR)],
        legs: pay('c', 'x', 1),
        want: 'beyondLimit',
      },
    ],
    [
      'a transfer whose second customer wallet is refused moves neither',
      {
        wallets: [wallet('a', 'customer', 1000), wallet('b', 'customer', 10), wallet('i', 'internal', 0)],
        legs: [...pay('a', 'i', 500), ...pay('b', 'i', 11)],
        want: 'belowFloor',
      },
    ],
  ])('%s', (_name, { wallets, legs, want }) => {
    const book = new Book(wallets);
    const after = book.post(posting(), legs);
    if (typeof want === 'string') {
      expect(after).toEqual({ refused: want });
      expect(book.changes()).toEqual({ moves: [], entries: [] });
      expect(balancesOf(book, wallets)).toEqual(startingBalances(wallets));
    } else {
      expect(after).toBeInstanceOf(Map);
      expect(Object.fromEntries(after as Map<string, Balances>)).toEqual(want);
      expect(balancesOf(book, wallets)).toEqual(want);
    }
  });

  it('checks each posting against what the postings before it left', () => {
    const wallets = [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)];
    const book = new Book(wallets);
    const outcomes = [600, 500, 400, 1].map(
      (amount, n) => book.post(posting(`P${n}`), pay('c', 'i', amount)) instanceof Map,
    );
    expect(outcomes).toEqual([true, false, true, false]);
    expect(balancesOf(book, wallets)).toEqual({ c: balances(0), i: balances(1000) });
  });

  it('leaves the wallets it was built from as they were', () => {
    const wallets = [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)];
    const book = new Book(wallets);
    book.post(posting(), pay('c', 'i', 300));
    expect(wallets.map((w) => [w.available_minor, w.ledger_minor])).toEqual([
      [1000, 1000],
      [0, 0],
    ]);
  });
});

describe('Book.hold', () => {
  it.each<[string, { wallets: LedgerWallet[]; before?: Leg[]; hold: [string, number]; want: Balances | 'refused' }]>([
    [
      'holds the whole available balance, the ledger unmoved',
      { wallets: [wallet('c', 'customer', 1000)], hold: ['c', 1000], want: balances(0, 1000) },
    ],
    [
      'refuses to hold one beyond the available balance',
      { wallets: [wallet('c', 'customer', 1000)], hold: ['c', 1001], want: 'refused' },
    ],
    [
      'refuses a hold beyond what an earlier hold left',
      { wallets: [wallet('c', 'customer', 1000, 1500)], hold: ['c', 1001], want: 'refused' },
    ],
    [
      'holds down to minus the overdraft',
      { wallets: [wallet('c', 'customer', 1000, 1000, 200)], hold: ['c', 1200], want: balances(-200, 1000) },
    ],
    [
      'refuses to hold below minus the overdraft',
      { wallets: [wallet('c', 'customer', 1000, 1000, 200)], hold: ['c', 1201], want: 'refused' },
    ],
    [
      'holds on an internal wallet without a floor',
      { wallets: [wallet('i', 'internal', 0)], hold: ['i', 500], want: balances(-500, 0) },
    ],
    [
      'is checked against what a posting before it left',
      {
        wallets: [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)],
        before: pay('c', 'i', 600),
        hold: ['c', 401],
        want: 'refused',
      },
    ],
    [
      'holds what a posting before it left',
      {
        wallets: [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)],
        before: pay('c', 'i', 600),
        hold: ['c', 400],
        want: balances(0, 400),
      },
    ],
  ])('%s', (_name, { wallets, before, hold: [walletId, amount], want }) => {
    const book = new Book(wallets);
    if (before) expect(book.post(posting(), before)).toBeInstanceOf(Map);
    const untouched = balancesOf(book, wallets);
    const movesBefore = structuredClone(book.changes().moves);
    const held = book.hold(walletId, amount);
    if (want === 'refused') {
      expect(held).toBeUndefined();
      expect(balancesOf(book, wallets)).toEqual(untouched);
      expect(book.changes().moves).toEqual(movesBefore);
    } else {
      expect(held).toEqual(want);
      expect(book.balances(walletId)).toEqual(want);
    }
  });

  it('then posting the held debit moves the ledger only, to meet the available balance', () => {
    const wallets = [wallet('c', 'customer', 5000), wallet('i', 'internal', 0)];
    const book = new Book(wallets);
    expect(book.hold('c', 1050)).toEqual(balances(3950, 5000));
    const legs = transactionLegs({
      walletId: 'c',
      internalWalletId: 'i',
      direction: 'DEBIT',
      amountMinor: 1000,
      feeMinor: 50,
      remarks: 'rent',
      productId: null,
      held: true,
    });
    expect(book.post(posting(), legs)).toBeInstanceOf(Map);
    expect(balancesOf(book, wallets)).toEqual({ c: balances(3950), i: balances(1050) });
    expect(book.changes().moves).toEqual([
      { walletId: 'c', availableDelta: -1050, ledgerDelta: -1050, from: balances(5000), overdraftMinor: null },
      { walletId: 'i', availableDelta: 1050, ledgerDelta: 1050, from: balances(0), overdraftMinor: null },
    ]);
  });
});

describe('Book entries', () => {
  type Transaction = Parameters<typeof transactionLegs>[0];
  const t = (direction: 'CREDIT' | 'DEBIT', amountMinor: number, feeMinor: number, held = false): Transaction => ({
    walletId: 'c',
    internalWalletId: 'i',
    direction,
    amountMinor,
    feeMinor,
    remarks: 'order 7',
    productId: 'product-1',
    held,
  });

  it.each<
    [
      string,
      {
        given: Transaction[];
        want: [posting: string, wallet: string, dc: 'D' | 'C', amount: number, balanceAfter: number, remarks: string][];
      },
    ]
  >([
    [
      'a debit with a fee: each leg carries the ledger balance right after it',
      {
        given: [t('DEBIT', 1000, 50)],
        want: [
          ['P0', 'c', 'D', 1000, 4000, 'order 7'],
          ['P0', 'c', 'D', 50, 3950, 'Fee: order 7'],
          ['P0', 'i', 'C', 1000, 11_000, 'order 7'],
          ['P0', 'i', 'C', 50, 11_050, 'Fee: order 7'],
        ],
      },
    ],
    [
      'a credit with a fee taken from it',
      {
        given: [t('CREDIT', 1000, 30)],
        want: [
          ['P0', 'c', 'C', 1000, 6000, 'order 7'],
          ['P0', 'c', 'D', 30, 5970, 'Fee: order 7'],
          ['P0', 'i', 'D', 1000, 9000, 'order 7'],
          ['P0', 'i', 'C', 30, 9030, 'Fee: order 7'],
        ],
      },
    ],
    [
      'a held debit: the ledger balance after it, not the available one',
      {
        given: [t('DEBIT', 200, 0, true)],
        want: [
          ['P0', 'c', 'D', 200, 4800, 'order 7'],
          ['P0', 'i', 'C', 200, 10_200, 'order 7'],
        ],
      },
    ],
    [
      'postings one after another continue from the balances the last one left',
      {
        given: [t('DEBIT', 1000, 50), t('CREDIT', 300, 0), t('DEBIT', 100, 10)],
        want: [
          ['P0', 'c', 'D', 1000, 4000, 'order 7'],
          ['P0', 'c', 'D', 50, 3950, 'Fee: order 7'],
          ['P0', 'i', 'C', 1000, 11_000, 'order 7'],
          ['P0', 'i', 'C', 50, 11_050, 'Fee: order 7'],
          ['P1', 'c', 'C', 300, 4250, 'order 7'],
          ['P1', 'i', 'D', 300, 10_750, 'order 7'],
          ['P2', 'c', 'D', 100, 4150, 'order 7'],
          ['P2', 'c', 'D', 10, 4140, 'Fee: order 7'],
          ['P2', 'i', 'C', 100, 10_850, 'order 7'],
          ['P2', 'i', 'C', 10, 10_860, 'Fee: order 7'],
        ],
      },
    ],
    [
      'a refused posting adds no entries between the others',
      {
        given: [t('DEBIT', 1000, 0), t('DEBIT', 4001, 0), t('DEBIT', 4000, 0)],
        want: [
          ['P0', 'c', 'D', 1000, 4000, 'order 7'],
          ['P0', 'i', 'C', 1000, 11_000, 'order 7'],
          ['P2', 'c', 'D', 4000, 0, 'order 7'],
          ['P2', 'i', 'C', 4000, 15_000, 'order 7'],
        ],
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const book = new Book([wallet('c', 'customer', 5000), wallet('i', 'internal', 10_000)]);
    given.forEach((transaction, n) => book.post(posting(`P${n}`), transactionLegs(transaction)));
    const { entries } = book.changes();
    expect(
      entries.map((e) => [e.posting_id, e.wallet_id, e.dc, e.amount_minor, e.balance_after_minor, e.remarks]),
    ).toEqual(want);
    expect(
      entries.every(
        (e) => e.organization_id === 'org-1' && e.product_id === 'product-1' && e.created_at_us === posting().atUs,
      ),
    ).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('gives an entry the id its leg names', () => {
    const book = new Book([wallet('c', 'customer', 100), wallet('i', 'internal', 0)]);
    book.post(posting(), [
      { ...leg('c', 'D', 10), entryId: 'entry-d' },
      { ...leg('i', 'C', 10), entryId: 'entry-c' },
    ]);
    expect(book.changes().entries.map((e) => e.id)).toEqual(['entry-d', 'entry-c']);
  });
});

describe('Book.changes: the moves to write', () => {
  const start = () => [
    wallet('a', 'customer', 1000, 1200),
    wallet('b', 'customer', 0, 0, 300),
    wallet('i', 'internal', 50),
    wallet('x', 'external', -50),
  ];
  type Step = { post: Leg[] } | { hold: [string, number] };

  it.each<[string, { steps: Step[]; want: { walletId: string; availableDelta: number; ledgerDelta: number }[] }]>([
    ['nothing posted: no moves', { steps: [], want: [] }],
    [
      'one posting: a move per wallet it touched, in the order first touched',
      {
        steps: [{ post: pay('a', 'i', 100) }],
        want: [
          { walletId: 'a', availableDelta: -100, ledgerDelta: -100 },
          { walletId: 'i', availableDelta: 100, ledgerDelta: 100 },
        ],
      },
    ],
    [
      'several postings: each wallet once, with its net',
      {
        steps: [
          { post: pay('a', 'i', 100) },
          { post: pay('x', 'b', 40) },
          { post: pay('i', 'b', 30) },
          { post: pay('b', 'a', 200) },
        ],
        want: [
          { walletId: 'a', availableDelta: 100, ledgerDelta: 100 },
          { walletId: 'i', availableDelta: 70, ledgerDelta: 70 },
          { walletId: 'x', availableDelta: -40, ledgerDelta: -40 },
          { walletId: 'b', availableDelta: -130, ledgerDelta: -130 },
        ],
      },
    ],
    [
      'a hold and a held debit: available and ledger apart',
      {
        steps: [{ hold: ['a', 300] }, { post: pay('a', 'i', 300, true) }, { hold: ['b', 50] }],
        want: [
          { walletId: 'a', availableDelta: -300, ledgerDelta: -300 },
          { walletId: 'i', availableDelta: 300, ledgerDelta: 300 },
          { walletId: 'b', availableDelta: -50, ledgerDelta: 0 },
        ],
      },
    ],
    [
      'a wallet moved there and back is kept, with a move of zero, so the write checks it',
      {
        steps: [{ post: pay('a', 'i', 100) }, { post: pay('i', 'a', 100) }, { post: pay('x', 'b', 5) }],
        want: [
          { walletId: 'a', availableDelta: 0, ledgerDelta: 0 },
          { walletId: 'i', availableDelta: 0, ledgerDelta: 0 },
          { walletId: 'x', availableDelta: -5, ledgerDelta: -5 },
          { walletId: 'b', availableDelta: 5, ledgerDelta: 5 },
        ],
      },
    ],
    [
      'a refused posting moves nothing',
      {
        steps: [{ post: pay('x', 'i', 10) }, { post: pay('b', 'i', 301) }],
        want: [
          { walletId: 'x', availableDelta: -10, ledgerDelta: -10 },
          { walletId: 'i', availableDelta: 10, ledgerDelta: 10 },
        ],
      },
    ],
  ])('%s', (_name, { steps, want }) => {
    const wallets = start();
    const book = new Book(wallets);
    steps.forEach((step, n) => ('post' in step ? book.post(posting(`P${n}`), step.post) : book.hold(...step.hold)));
    const { moves } = book.changes();
    const initial = startingBalances(wallets);
    // Each move carries the balances and the overdraft its wallet was read with: the write checks both.
    const overdrafts = Object.fromEntries(wallets.map((w) => [w.id, w.overdraft_minor]));
    expect(moves).toEqual(
      want.map((m) => ({ ...m, from: initial[m.walletId], overdraftMinor: overdrafts[m.walletId] })),
    );
    // Starting balances plus the moves are the balances the postings left, wallet by wallet.
    for (const move of moves) {
      expect(book.balances(move.walletId)).toEqual(
        balances(move.from.available_minor + move.availableDelta, move.from.ledger_minor + move.ledgerDelta),
      );
    }
    // Ledger moves of balanced postings sum to zero.
    expect(moves.reduce((sum, m) => sum + m.ledgerDelta, 0)).toBe(0);
  });

  it('the sums of the moves equal the net of all the postings, leg by leg', () => {
    const wallets = start();
    const book = new Book(wallets);
    const postings = [
      pay('a', 'i', 100),
      pay('x', 'b', 40),
      [leg('i', 'D', 30), leg('b', 'C', 20), leg('a', 'C', 10)],
      pay('b', 'a', 55),
      pay('a', 'x', 7, true),
    ];
    postings.forEach((legs, n) => expect(book.post(posting(`P${n}`), legs)).toBeInstanceOf(Map));
    const net = new Map<string, { available: number; ledger: number }>();
    for (const l of postings.flat()) {
      const signed = l.dc === 'C' ? l.amountMinor : -l.amountMinor;
      const sum = net.get(l.walletId) ?? { available: 0, ledger: 0 };
      net.set(l.walletId, { available: sum.available + (l.held ? 0 : signed), ledger: sum.ledger + signed });
    }
    expect(
      Object.fromEntries(
        book.changes().moves.map((m) => [m.walletId, { available: m.availableDelta, ledger: m.ledgerDelta }]),
      ),
    ).toEqual(Object.fromEntries(net));
  });
});

describe('Book.post refuses legs that are a bug', () => {
  it.each<[string, { legs: Leg[]; want: RegExp }]>([
    [
      'debits above credits',
      { legs: [leg('c', 'D', 101), leg('i', 'C', 100)], want: /posting P1 is unbalanced: debits 101, credits 100/ },
    ],
    [
      'credits above debits',
      {
        legs: [leg('c', 'D', 100), leg('i', 'C', 100), leg('i', 'C', 1)],
        want: /posting P1 is unbalanced: debits 100, credits 101/,
      },
    ],
    ['a debit with no credit', { legs: [leg('c', 'D', 100)], want: /unbalanced: debits 100, credits 0/ }],
    ['a zero leg', { legs: [leg('c', 'D', 0), leg('i', 'C', 0)], want: /not a positive amount/ }],
    ['a negative leg', { legs: [leg('c', 'D', -5), leg('i', 'C', -5)], want: /not a positive amount/ }],
    ['a fractional leg', { legs: [leg('c', 'D', 1.5), leg('i', 'C', 1.5)], want: /not a positive amount/ }],
    [
      'a wallet the unit of work did not read',
      { legs: pay('c', 'nowhere', 10), want: /wallet nowhere was not read by this unit of work/ },
    ],
  ])('throws on %s, and moves nothing', (_name, { legs, want }) => {
    const wallets = [wallet('c', 'customer', 1000), wallet('i', 'internal', 0)];
    const book = new Book(wallets);
    expect(() => book.post(posting(), legs)).toThrow(want);
    expect(book.changes()).toEqual({ moves: [], entries: [] });
    expect(balancesOf(book, wallets)).toEqual(startingBalances(wallets));
  });
});
