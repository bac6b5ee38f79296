import { expect, test } from 'vitest';
import { gateLines } from './release-gate.js';

const removed = {
  rule: 'api-path-removed-without-deprecation',
  pointer: '#/paths/~1api~1v1~1products~1update/patch',
  message: 'path removed',
  operations: ['PATCH /api/v1/products/update'],
};

test.each([
  { name: 'nothing to say at first', given: [], before: undefined, want: [] },
  {
    name: 'a breaking change appears',
    given: [removed],
    before: '',
    want: [
      'release gate: 1 breaking change in no pending major changeset (`pnpm spec changeset` lists them for you to ' +
        'describe):',
      '  api-path-removed-without-deprecation: path removed, at #/paths/~1api~1v1~1products~1update/patch ' +
        '(PATCH /api/v1/products/update)',
    ],
  },
  {
    name: 'the same again: said once',
    given: [removed],
    before: `${removed.rule} ${removed.pointer}`,
    want: [],
  },
  {
    name: 'undone, or described',
    given: [],
    before: `${removed.rule} ${removed.pointer}`,
    want: ['release gate: no breaking change left undescribed'],
  },
])('$name', ({ given, before, want }) => {
  expect(gateLines(given, before).lines).toEqual(want);
});
