import { expect, test } from 'vitest';
import type { ListedChange } from './change.js';
import { changeTable, summary } from './report.js';

const changes: ListedChange[] = [
  {
    rule: 'webhook-removed',
    breaking: true,
    pointer: '#/webhooks/a/post',
    message: 'webhook removed',
    operations: ['webhook a'],
  },
  {
    rule: 'annotation-changed',
    breaking: false,
    pointer: '#/components/schemas/S/description',
    message: 'description changed',
    operations: ['GET /1', 'GET /2', 'GET /3', 'GET /4', 'GET /5'],
  },
  {
    rule: 'api-schema-added',
    breaking: false,
    pointer: '#/components/schemas/T',
    message: 'schemas T added',
    operations: [],
  },
];

test('the table aligns its columns and names at most three operations of a change', () => {
  expect(changeTable(changes)).toBe(
    [
      'breaking  rule                change               where',
      'yes       webhook-removed     webhook removed      #/webhooks/a/post (webhook a)',
      'no        annotation-changed  description changed  #/components/schemas/S/description (GET /1, GET /2, GET /3 ' +
        'and 2 more)',
      'no        api-schema-added    schemas T added      #/components/schemas/T',
    ].join('\n'),
  );
});

test('the summary counts the changes and the breaking ones', () => {
  expect(summary(changes, 'main~3', 'the working tree')).toBe('3 changes from main~3 to the working tree, 1 breaking.');
});
