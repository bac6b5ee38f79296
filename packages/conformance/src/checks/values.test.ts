import { describe, expect, test } from 'vitest';
import { checkValues, differences, ignored } from './values.js';

describe('differences', () => {
  const cases: [
    string,
    { expected: unknown; actual: unknown; mode: 'subset' | 'exact'; ignore?: string[] },
    string[],
  ][] = [
    ['equal bodies', { expected: { a: 1, b: [1, 2] }, actual: { a: 1, b: [1, 2] }, mode: 'exact' }, []],
    ['a changed value', { expected: { a: 1 }, actual: { a: 2 }, mode: 'exact' }, ['a: expected 1, got 2']],
    [
      'an extra field is a difference when exact',
      { expected: { a: 1 }, actual: { a: 1, b: 2 }, mode: 'exact' },
      ['b: expected "(absent)", got 2'],
    ],
    ['an extra field is fine in a subset', { expected: { a: 1 }, actual: { a: 1, b: 2 }, mode: 'subset' }, []],
    [
      'a missing field',
      { expected: { a: 1, b: 2 }, actual: { a: 1 }, mode: 'subset' },
      ['b: expected 2, got "(absent)"'],
    ],
    [
      'lists of another length when exact',
      { expected: [1, 2], actual: [1], mode: 'exact' },
      ['(body): expected "2 items", got "1 items"'],
    ],
    [
      'a subset list matches items anywhere',
      { expected: [{ id: 2 }], actual: [{ id: 1 }, { id: 2, x: 1 }], mode: 'subset' },
      [],
    ],
    [
      'a subset list item nobody matches',
      { expected: [{ id: 3 }], actual: [{ id: 1 }], mode: 'subset' },
      ['0: expected {"id":3}, got "no matching item"'],
    ],
    [
      'an ignored path',
      {
        expected: { data: { id: 'a', name: 'n' } },
        actual: { data: { id: 'b', name: 'n' } },
        mode: 'exact',
        ignore: ['data.id'],
      },
      [],
    ],
    [
      'an ignored path at any depth',
      {
        expected: { data: [{ createdAt: 'x' }] },
        actual: { data: [{ createdAt: 'y' }] },
        mode: 'exact',
        ignore: ['**.createdAt'],
      },
      [],
    ],
    [
      'null against an object',
      { expected: { data: null }, actual: { data: {} }, mode: 'subset' },
      ['data: expected null, got {}'],
    ],
    [
      'a number against its text',
      { expected: { n: 1 }, actual: { n: '1' }, mode: 'subset' },
      ['n: expected 1, got "1"'],
    ],
  ];
  test.each(cases)('%s', (_, given, want) =>
    expect(differences(given.expected, given.actual, given.mode, given.ignore ?? [])).toEqual(want),
  );
});

describe('ignored', () => {
  const cases: [string, { path: string[]; pattern: string }, boolean][] = [
    ['an exact path', { path: ['data', 'id'], pattern: 'data.id' }, true],
    ['a star for one segment', { path: ['data', '0', 'id'], pattern: 'data.*.id' }, true],
    ['a star is one segment only', { path: ['data', '0', 'x', 'id'], pattern: 'data.*.id' }, false],
    ['a double star for any depth', { path: ['a', 'b', 'c', 'id'], pattern: '**.id' }, true],
    ['another field', { path: ['data', 'name'], pattern: 'data.id' }, false],
  ];
  test.each(cases)('%s', (_, given, want) => expect(ignored(given.path, [given.pattern.split('.')])).toBe(want));
});

describe('checkValues', () => {
  test('the schema mode does not compare values', () =>
    expect(checkValues('schema', { a: 1 }, { a: 2 }, [])).toBeUndefined());
  test('a difference fails the check and says where', () => {
    expect(checkValues('exact', { a: 1 }, { a: 2 }, [])).toMatchObject({
      name: 'values',
      outcome: 'failed',
      actual: 'a: expected 1, got 2',
    });
  });
  test('equal values pass', () =>
    expect(checkValues('subset', { a: 1 }, { a: 1, b: 1 }, [])).toMatchObject({ outcome: 'passed' }));
});
