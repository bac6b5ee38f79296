import { describe, expect, test } from 'vitest';
import type { ListedChange } from './change.js';
import { LIST_END, LIST_START, readChangeList, renderChangeList, withChangeList } from './change-list.js';

const changes: ListedChange[] = [
  {
    rule: 'api-operation-id-removed',
    breaking: true,
    pointer: '#/paths/~1a~1{id}/get/operationId',
    message: 'operationId getA → fetchA',
    operations: ['GET /a/{id}'],
  },
  {
    rule: 'request-property-enum-value-removed',
    breaking: true,
    pointer: '#/components/schemas/S/enum',
    message: 'enum value "a, at `x`" removed',
    operations: ['POST /s', 'webhook s'],
  },
  {
    rule: 'annotation-changed',
    breaking: false,
    pointer: '#/info/description',
    message: 'description changed',
    operations: [],
  },
];

test('the list names each change with its rule, breaking ones first, between the markers', () => {
  expect(renderChangeList(changes)).toBe(
    [
      LIST_START,
      '',
      'Breaking changes to the API (rule, then where):',
      '',
      '- `api-operation-id-removed`: operationId getA → fetchA, at `#/paths/~1a~1{id}/get/operationId` (GET /a/{id})',
      '- `request-property-enum-value-removed`: enum value "a, at `x`" removed, at `#/components/schemas/S/enum` ' +
        '(POST /s,',
      '  webhook s)',
      '',
      'Other changes to the API:',
      '',
      '- `annotation-changed`: description changed, at `#/info/description`',
      '',
      LIST_END,
    ].join('\n'),
  );
});

// A pointer under the longest path of the spec: wider than a line once in backticks.
const LONG_PATH = '#/paths/~1api~1v1~1wallets~1wallet~1transaction~1wallet-to-wallet~1status~1{transactionReference}';
const LONG_POINTER = `${LONG_PATH}/get/parameters/0/x-provisional`;

test('no line of the list is wider than 120 columns; a long pointer is cut before a `/`', () => {
  const lines = renderChangeList([{ ...changes[2]!, pointer: LONG_POINTER, operations: ['GET /a'] }]).split('\n');
  expect(lines.filter((line) => line.length > 120)).toEqual([]);
  expect(lines.filter((line) => line.startsWith('  `'))).toEqual([
    `  \`${LONG_PATH}/get/parameters/0\``,
    '  `/x-provisional` (GET /a)',
  ]);
});

describe('reading a list back', () => {
  const cases: [string, { given: string; want: { rule: string; pointer: string; message: string }[] }][] = [
    [
      'what was rendered',
      {
        given: renderChangeList(changes),
        want: changes.map(({ rule, pointer, message }) => ({ rule, pointer, message })),
      },
    ],
    [
      'a pointer too long for a line, cut into spans',
      {
        given: renderChangeList([{ ...changes[2]!, pointer: LONG_POINTER }]),
        want: [{ rule: 'annotation-changed', pointer: LONG_POINTER, message: 'description changed' }],
      },
    ],
    ['no list', { given: '---\n"@waas/spec": patch\n---\n\nWords only.\n', want: [] }],
    [
      'list items outside the markers are the author’s words',
      {
        given: `- \`rule-a\`: a, at \`#/a\`\n\n${LIST_START}\n- \`rule-b\`: b, at \`#/b\`\n${LIST_END}\n`,
        want: [{ rule: 'rule-b', pointer: '#/b', message: 'b' }],
      },
    ],
    [
      'indented, as a CHANGELOG quotes it',
      {
        given: `  ${LIST_START}\n  - \`rule-b\`: b, at \`#/b\` (GET /b)\n  ${LIST_END}`,
        want: [{ rule: 'rule-b', pointer: '#/b', message: 'b' }],
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    expect(readChangeList(given)).toEqual(want);
  });
});

describe('writing a list into a changeset', () => {
  const [first, second] = changes;
  test('replaces the old list and keeps the words around it', () => {
    const text =
      `---\n"@waas/spec": major\n---\n\nWhy it changed.\n\n${renderChangeList([first!])}\n\nA closing ` + `note.\n`;
    expect(withChangeList(text, [second!])).toBe(
      `---\n"@waas/spec": major\n---\n\nWhy it changed.\n\n${renderChangeList([second!])}\n\nA closing note.\n`,
    );
  });

  test('appends a list to a changeset that has none', () => {
    expect(withChangeList('---\n"@waas/spec": major\n---\n\nWhy.\n', [first!])).toBe(
      `---\n"@waas/spec": major\n---\n\nWhy.\n\n${renderChangeList([first!])}\n`,
    );
  });
});
