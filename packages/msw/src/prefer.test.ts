import { expect, test } from 'vitest';
import { readPrefer } from './prefer.js';

test.each([
  { header: null, want: undefined },
  { header: '', want: undefined },
  { header: 'return=minimal', want: undefined },
  { header: 'code=404, example=accountNotFound', want: { status: 404, example: 'accountNotFound' } },
  { header: 'example=transactionScheduled', want: { example: 'transactionScheduled' } },
  { header: 'code=401', want: { status: 401 } },
  { header: 'Code = 400 ; Example = "insufficientFunds"', want: { status: 400, example: 'insufficientFunds' } },
  { header: 'dynamic=false, code=200', want: { status: 200 } },
])('Prefer: $header', ({ header, want }) => {
  expect(readPrefer(header)).toEqual(want);
});

test('a code that is not a status is an error', () => {
  expect(() => readPrefer('code=abc')).toThrow(/not an HTTP status/);
});
