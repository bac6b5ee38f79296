import { expect, test } from 'vitest';
import { historyProblems, type HistoryEntry } from './history.js';

const entry = (
  transactionReference: string,
  debitCreditIndicator: 'C' | 'D',
  amount: number,
  balance: number,
  dateCreated: string,
): HistoryEntry => ({
  transactionReference,
  debitCreditIndicator,
  amount,
  balance,
  dateCreated,
});
const older = entry('OLD-1', 'C', 100, 100, '2030-01-01T10:00:00');
const mine = entry('RUN-1', 'C', 1, 101, '2030-01-01T10:00:01');
const hold = entry('RUN-2', 'D', 1, 100, '2030-01-01T10:00:02');

const cases: [string, { entries: HistoryEntry[]; ledger: number }, RegExp[]][] = [
  ['a history that chains, in date order', { entries: [older, mine, hold], ledger: 10000 }, []],
  ['the same, listed newest first', { entries: [hold, mine, older], ledger: 10000 }, []],
  [
    'entries of the same second, listed either way',
    { entries: [older, { ...hold, dateCreated: mine.dateCreated }, mine], ledger: 10000 },
    [],
  ],
  [
    'stamped when each request arrived, listed in the order they committed',
    {
      entries: [
        { ...hold, dateCreated: '2030-01-01T10:00:01' },
        { ...mine, dateCreated: '2030-01-01T10:00:02' },
        older,
      ],
      ledger: 10000,
    },
    [],
  ],
  [
    'listed in an order that does not chain, with dates that do not either',
    {
      entries: [
        mine,
        { ...hold, dateCreated: '2030-01-01T10:00:01' },
        { ...older, dateCreated: '2030-01-01T10:00:02' },
      ],
      ledger: 10000,
    },
    [/OLD-1: balance 100 after 100 \+ 100, expected 200/],
  ],
  ['the credit missing', { entries: [older], ledger: 10000 }, [/RUN-1 appears 0 times/]],
  [
    'the credit twice (a replay that posted again)',
    { entries: [older, mine, { ...mine, balance: 102, dateCreated: '2030-01-01T10:00:03' }], ledger: 10200 },
    [/RUN-1 appears 2 times/],
  ],
  [
    'a balance that does not follow',
    { entries: [older, { ...mine, balance: 1 }], ledger: 100 },
    [/RUN-1: balance 1 after 100 \+ 1, expected 101/],
  ],
  [
    'a last balance other than the ledger read back',
    { entries: [older, mine], ledger: 10000 },
    [/last entry's balance is 101, the ledger balance read back is 100/],
  ],
  [
    'the credit for another amount',
    { entries: [older, { ...mine, amount: 2, balance: 102 }], ledger: 10200 },
    [/shows 2, not 1/],
  ],
];

test.each(cases)('%s', (_, given, want) => {
  const problems = historyProblems(given.entries, 'RUN-1', 100, given.ledger);
  expect(problems).toHaveLength(want.length);
  want.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
});
