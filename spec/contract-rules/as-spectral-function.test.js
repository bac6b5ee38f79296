import { expect, test } from 'vitest';
import { asSpectralFunction } from './as-spectral-function.js';

test.each([
  ['a rule that reads the document', () => [{ message: 'm', path: ['paths'] }], [{ message: 'm', path: ['paths'] }]],
  [
    'a rule that throws',
    () => {
      throw new Error('No schema at #/x');
    },
    [{ message: 'the rule could not read this document: No schema at #/x', path: [] }],
  ],
])('%s', (_, rule, want) => {
  expect(asSpectralFunction(rule)({ openapi: '3.1.0' })).toEqual(want);
});
