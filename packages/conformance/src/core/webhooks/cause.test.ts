import { describe, expect, test } from 'vitest';
import { fill, valueAt } from './cause.js';
import { judgeValues } from '../../checks/webhook-values.js';

const values = new Map<string, unknown>([
  ['runId', 'a1b2'],
  ['amount', 42],
  ['changed', ['name']],
]);

describe('fill', () => {
  test.each([
    ['a name inside text', { given: 'CONF-{runId}-P', want: 'CONF-a1b2-P' }],
    ['a whole-string name keeps its type', { given: '{amount}', want: 42 }],
    ['an array value', { given: '{changed}', want: ['name'] }],
    ['a name nothing defines stays as written', { given: '{walletId}', want: '{walletId}' }],
    [
      'nested objects and arrays',
      {
        given: { body: { reference: 'R-{runId}', list: ['{amount}'] } },
        want: { body: { reference: 'R-a1b2', list: [42] } },
      },
    ],
    [
      'values that are not text',
      { given: { amount: 12.5, ok: true, none: null }, want: { amount: 12.5, ok: true, none: null } },
    ],
  ])('%s', (_, { given, want }) => {
    expect(fill(given, values)).toEqual(want);
  });
});

describe('valueAt', () => {
  const event = { data: { wallet: { id: 'w1' }, histories: [{ ref: 'C1' }] } };
  test.each([
    ['an object path', { given: 'data.wallet.id', want: 'w1' }],
    ['an array index', { given: 'data.histories.0.ref', want: 'C1' }],
    ['a path that is not there', { given: 'data.wallet.name', want: undefined }],
    ['a path through a leaf', { given: 'data.wallet.id.length', want: undefined }],
  ])('%s', (_, { given, want }) => {
    expect(valueAt(event, given)).toEqual(want);
  });
});

describe('judgeValues', () => {
  const event = { data: { amount: 7.25, changed: ['name', 'overdraft'] } };
  test.each([
    [
      'every value as done',
      { given: { 'data.amount': 7.25, 'data.changed': ['name', 'overdraft'] }, want: { outcome: 'passed' } },
    ],
    [
      'another amount',
      { given: { 'data.amount': 7.24 }, want: { outcome: 'failed', actual: 'data.amount: want 7.24, got 7.25' } },
    ],
    [
      'a value that is missing',
      {
        given: { 'data.reason': 'belowFloor' },
        want: { outcome: 'failed', actual: 'data.reason: want "belowFloor", got nothing' },
      },
    ],
    ['an array in another order', { given: { 'data.changed': ['overdraft', 'name'] }, want: { outcome: 'failed' } }],
  ])('%s', (_, { given, want }) => {
    expect(judgeValues(event, given)).toMatchObject({ name: 'values', ...want });
  });
});
