import fc from 'fast-check';
import { loadBundle } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { SchemaBook } from '../../core/schema-book.js';
import { boundsOf } from './bounds.js';

const book = new SchemaBook(loadBundle());
const values = (schema: object) => {
  const arbitrary = boundsOf(book, schema);
  return arbitrary ? new Set(fc.sample(arbitrary, { numRuns: 200, seed: 1 })) : undefined;
};

test.each([
  ['a string of bounded length', { type: 'string', minLength: 2, maxLength: 4 }, ['a', 'aa', 'aaaa', 'aaaaa']],
  ['an amount with bounds', { type: 'number', exclusiveMinimum: 0, maximum: 1000 }, [0, -0.01, 1000, 1000.01]],
  ['an integer page size', { type: 'integer', minimum: 1, maximum: 100 }, [1, 0, 100, 101]],
  [
    'an enum and its near misses',
    { type: 'string', enum: ['CREDIT', 'DEBIT'] },
    ['CREDIT', 'credit', 'CREDITx', ' DEBIT'],
  ],
  ['a schema of the spec, through its $ref', { $ref: '#/components/schemas/Amount' }, [1_000_000_000_000]],
])('%s', (_, schema, want) => {
  const got = values(schema)!;
  for (const value of want) expect(got).toContain(value);
});

test('a schema that states no bound gets no bounds kind', () => expect(values({ type: 'string' })).toBeUndefined());
