import { expect, test } from 'vitest';
import type { DeterminedValue } from '../core/model.js';
import { checkDetermined } from './determined.js';

const id: DeterminedValue = { path: ['data', 'id'], value: 'w-1' };
const owner: DeterminedValue = { path: ['data', '*', 'organizationId'], value: 'o-1' };
const when: DeterminedValue = { path: ['data', 'valueDate'], value: '2030-01-01T09:00:00Z' };

const cases: [
  string,
  { expected: DeterminedValue[]; actual: unknown },
  { outcome: string; actual?: RegExp } | undefined,
][] = [
  ['the id asked for', { expected: [id], actual: { data: { id: 'w-1', balance: 5 } } }, { outcome: 'passed' }],
  [
    'another id',
    { expected: [id], actual: { data: { id: 'w-2' } } },
    { outcome: 'failed', actual: /data\.id: expected "w-1", got "w-2"/ },
  ],
  ['the id left out', { expected: [id], actual: { data: {} } }, { outcome: 'failed', actual: /\(absent\)/ }],
  [
    'every item of a list',
    { expected: [owner], actual: { data: [{ organizationId: 'o-1' }, { organizationId: 'o-1' }] } },
    { outcome: 'passed' },
  ],
  [
    'an item of another organization',
    { expected: [owner], actual: { data: [{ organizationId: 'o-1' }, { organizationId: 'o-2' }] } },
    { outcome: 'failed', actual: /data\.1\.organizationId/ },
  ],
  ['an empty list is no evidence', { expected: [owner], actual: { data: [] } }, { outcome: 'unexercised' }],
  [
    'the same instant in another form',
    { expected: [when], actual: { data: { valueDate: '2030-01-01T09:00:00.000' } } },
    { outcome: 'passed' },
  ],
  [
    'another instant',
    { expected: [when], actual: { data: { valueDate: '2030-01-01T10:00:00Z' } } },
    { outcome: 'failed' },
  ],
  ['nothing determined, nothing checked', { expected: [], actual: { data: null } }, undefined],
];

test.each(cases)('%s', (_, given, want) => {
  const result = checkDetermined(given.expected, given.actual);
  if (want === undefined) return expect(result).toBeUndefined();
  expect(result).toMatchObject({ name: 'values', outcome: want.outcome });
  if (want.actual) expect(result?.actual).toMatch(want.actual);
});
