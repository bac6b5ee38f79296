import { describe, expect, test } from 'vitest';
import {
  exitCodeTable,
  listItem,
  markdownTable,
  type OptionTableSettings,
  optionTable,
  withTable,
  withTables,
} from './markdown.js';
import { OPTIONS } from './fixtures/option-table.js';

const [START, END] = ['<!-- options:start -->', '<!-- options:end -->'];

describe('optionTable', () => {
  test.each<[string, { given: OptionTableSettings; want: string[] }]>([
    [
      'with the variables',
      {
        given: { columns: ['option', 'environment', 'default', 'description'] },
        want: [
          '| Option | Environment | Default | What it does |',
          '| --- | --- | --- | --- |',
          '| `--port <n>` | `PORT` | `4000` | port to listen on |',
          '| `--only <name>` |  |  | run only this (repeatable) |',
          '| `--bail` |  |  | stop early |',
          '| `-h, --help` |  |  | print this help and exit |',
        ],
      },
    ],
    [
      'with the commands',
      {
        given: { columns: ['option', 'commands', 'description'], commands: ['run', 'judge'] },
        want: [
          '| Option | Commands | What it does |',
          '| --- | --- | --- |',
          '| `--port <n>` | run, judge | port to listen on |',
          '| `--only <name>` | run | run only this (repeatable) |',
          '| `--bail` | run, proxy | stop early |',
          '| `-h, --help` | run, judge | print this help and exit |',
        ],
      },
    ],
  ])('%s', (_, { given, want }) => expect(optionTable(OPTIONS, given)).toBe(want.join('\n')));
});

test.each<[string, { given: () => string; want: string[] }]>([
  [
    'a table',
    { given: () => markdownTable(['A', 'B'], [['1', '2']]), want: ['| A | B |', '| --- | --- |', '| 1 | 2 |'] },
  ],
  [
    'exit codes',
    {
      given: () =>
        exitCodeTable([
          [0, 'done'],
          [2, 'bad usage'],
        ]),
      want: ['| Exit code | Meaning |', '| --- | --- |', '| 0 | done |', '| 2 | bad usage |'],
    },
  ],
])('markdown of %s', (_, { given, want }) => expect(given()).toBe(want.join('\n')));

describe('withTable', () => {
  test.each<[string, { given: string; want: string }]>([
    [
      'replaces what is between the markers',
      { given: `a\n${START}\nold\n${END}\nb`, want: `a\n${START}\nnew\n${END}\nb` },
    ],
    ['fills empty markers', { given: `${START}${END}`, want: `${START}\nnew\n${END}` }],
  ])('%s', (_, { given, want }) => expect(withTable(given, 'options', 'new')).toBe(want));

  test.each<[string, { given: string }]>([
    ['no markers', { given: 'no markers' }],
    ['the end before the start', { given: `${END}\n${START}` }],
  ])('refuses a README with %s', (_, { given }) =>
    expect(() => withTable(given, 'options', 'new')).toThrow(
      'README.md needs the markers <!-- options:start --> and <!-- options:end -->, in that order',
    ),
  );

  test('withTables writes each table between its markers', () =>
    expect(withTables(`${START}${END}<!-- codes:start --><!-- codes:end -->`, { options: 'o', codes: 'c' })).toBe(
      `${START}\no\n${END}<!-- codes:start -->\nc\n<!-- codes:end -->`,
    ));
});

describe('listItem', () => {
  test.each<[string, { given: [string, number]; want: string }]>([
    ['short text on one line', { given: ['one two', 20], want: '- one two' }],
    ['wrapped between words, indented by two', { given: ['one two three', 10], want: '- one two\n  three' }],
    ['widths counted in bytes of UTF-8', { given: ['a é é', 6], want: '- a é\n  é' }],
    [
      'a word that would open a block kept on the line before',
      { given: ['one two - three', 9], want: '- one two -\n  three' },
    ],
  ])('%s', (_, { given, want }) => expect(listItem(...given)).toBe(want));
});
