import { expect, test } from 'vitest';
import { holds } from './criteria.js';
import { resolveValue, type Scope } from './expressions.js';

const scope: Scope = {
  inputs: { reference: 'RUN-1', amount: 2 },
  steps: {
    debit: { outputs: { transactionId: 't-1' } },
    find: { outputs: { splits: [{ id: 's-1', splitValue: 600 }] } },
  },
  response: {
    status: 409,
    headers: { 'content-type': 'application/json' },
    text: '',
    body: { code: '409', success: false, data: { transactionId: 't-1', status: 'Success' } },
  },
};

test.each([
  ['$statusCode == 409', true],
  ['$statusCode == 200', false],
  ["$response.body#/code == '409'", true],
  ['$response.body#/success == false', true],
  ['$response.body#/data/transactionId == $steps.debit.outputs.transactionId', true],
  ["$response.body#/data/status != 'Success'", false],
  ['$statusCode >= 400', true],
  ['$response.body#/data/missing == null', false],
])('%s → %s', (condition, want) => expect(holds(condition, scope)).toBe(want));

test('a condition this runner cannot read is an error, not a pass', () => {
  expect(() => holds('$statusCode', scope)).toThrow(/not a comparison/);
  expect(() => holds('$statusCode == 2xx', scope)).toThrow(/cannot read/);
});

test('values flow: one expression keeps its type, embedded ones are spliced into text', () => {
  expect(
    resolveValue(
      { amount: '$inputs.amount', ref: '{$inputs.reference}-D', id: '$steps.debit.outputs.transactionId', n: 1 },
      scope,
    ),
  ).toEqual({ amount: 2, ref: 'RUN-1-D', id: 't-1', n: 1 });
});

test('a JSON pointer reads into a step output; one that points at nothing is undefined', () => {
  expect(
    resolveValue(
      {
        id: '$steps.find.outputs.splits#/0/id',
        value: '$steps.find.outputs.splits#/0/splitValue',
        second: '$steps.find.outputs.splits#/1/id',
      },
      scope,
    ),
  ).toEqual({ id: 's-1', value: 600, second: undefined });
  expect(resolveValue('$steps.find.outputs.splits', scope)).toEqual([{ id: 's-1', splitValue: 600 }]);
});
