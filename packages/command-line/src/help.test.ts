import { describe, expect, test } from 'vitest';
import {
  columns,
  detail,
  exitCodeRows,
  flag,
  help,
  type OptionRowsSettings,
  optionRows,
  variableRows,
  wrap,
} from './help.js';
import { OPTIONS } from './fixtures/option-table.js';
import type { Option } from './option.js';

const COMMANDS = ['run', 'proxy', 'judge'];

describe('flag', () => {
  test.each<[string, { given: [string, Option]; want: string }]>([
    ['a value', { given: ['port', OPTIONS.port], want: '--port <n>' }],
    ['a short name', { given: ['help', OPTIONS.help], want: '-h, --help' }],
    ['a flag', { given: ['bail', OPTIONS.bail], want: '--bail' }],
  ])('%s', (_, { given, want }) => expect(flag(...given)).toBe(want));
});

describe('wrap', () => {
  test.each<[string, { given: [string, number]; want: string[] }]>([
    ['short text', { given: ['one two', 10], want: ['one two'] }],
    ['between words', { given: ['one two three', 8], want: ['one two', 'three'] }],
    ['a word wider than the line, alone', { given: ['a abcdefghij b', 5], want: ['a', 'abcdefghij', 'b'] }],
  ])('%s', (_, { given, want }) => expect(wrap(...given)).toEqual(want));
});

describe('columns', () => {
  test.each<[string, { given: [[string, string][], number]; want: string[] }]>([
    [
      'names padded to the widest',
      {
        given: [
          [
            ['-a', 'one'],
            ['--bee', 'two'],
          ],
          100,
        ],
        want: ['  -a     one', '  --bee  two'],
      },
    ],
    [
      'text wrapped under its column',
      { given: [[['-a', 'one two three']], 14], want: ['  -a  one two', '      three'] },
    ],
  ])('%s', (_, { given, want }) => expect(columns(...given)).toEqual(want));
});

describe('detail', () => {
  test.each<[string, { given: [Option, OptionRowsSettings]; want: string }]>([
    ['no notes', { given: [OPTIONS.port, { notes: [] }], want: 'port to listen on' }],
    [
      'variable and default, in the order asked',
      { given: [OPTIONS.port, { notes: ['default', 'env'] }], want: 'port to listen on (default 4000; env PORT)' },
    ],
    [
      'the commands when not all, and repeatable',
      {
        given: [OPTIONS.only, { notes: ['commands', 'multiple', 'default'], commands: COMMANDS }],
        want: 'run only this (run; repeatable)',
      },
    ],
    [
      'no note that does not apply',
      {
        given: [OPTIONS.help, { notes: ['commands', 'multiple', 'env', 'default'], commands: COMMANDS }],
        want: 'print this help and exit',
      },
    ],
  ])('%s', (_, { given, want }) => expect(detail(...given)).toBe(want));
});

describe('optionRows', () => {
  test.each<[string, { given: OptionRowsSettings; want: [string, string][] }]>([
    [
      'every option',
      {
        given: { notes: ['commands'], commands: COMMANDS },
        want: [
          ['--port <n>', 'port to listen on'],
          ['--only <name>', 'run only this (run)'],
          ['--bail', 'stop early (run, proxy)'],
          ['-h, --help', 'print this help and exit'],
        ],
      },
    ],
    [
      "one command's",
      {
        given: { notes: ['env'], command: 'proxy' },
        want: [
          ['--port <n>', 'port to listen on (env PORT)'],
          ['--bail', 'stop early'],
          ['-h, --help', 'print this help and exit'],
        ],
      },
    ],
  ])('%s', (_, { given, want }) => expect(optionRows(OPTIONS, given)).toEqual(want));
});

test.each<[string, { given: () => [string, string][]; want: [string, string][] }]>([
  ['the variables of the options', { given: () => variableRows(OPTIONS), want: [['PORT', 'as --port']] }],
  [
    'exit codes',
    {
      given: () =>
        exitCodeRows([
          [0, 'done'],
          [2, 'bad usage'],
        ]),
      want: [
        ['0', 'done'],
        ['2', 'bad usage'],
      ],
    },
  ],
])('rows of %s', (_, { given, want }) => expect(given()).toEqual(want));

describe('help', () => {
  test('usage, about, commands, options and exit codes, a blank line between sections', () => {
    const text = help({
      usage: ['tool run [options]', 'tool proxy [options]'],
      about: 'Checks a target.',
      commandRows: [
        ['run', 'runs'],
        ['proxy', 'forwards'],
      ],
      options: { bail: OPTIONS.bail },
      notes: ['commands'],
      commands: COMMANDS,
      more: 'A note.',
      exitCodes: [[0, 'done']],
    });
    expect(text.split('\n')).toEqual([
      'Usage: tool run [options]',
      '       tool proxy [options]',
      '',
      'Checks a target.',
      '',
      'Commands:',
      '  run    runs',
      '  proxy  forwards',
      '',
      'Options:',
      '  --bail  stop early (run, proxy)',
      '',
      'A note.',
      '',
      'Exit codes:',
      '  0  done',
      '',
    ]);
  });

  test("one command's options, and no section it was not given", () => {
    expect(help({ usage: ['tool proxy'], options: OPTIONS, notes: [], command: 'proxy' }).split('\n')).toEqual([
      'Usage: tool proxy',
      '',
      'Options:',
      '  --port <n>  port to listen on',
      '  --bail      stop early',
      '  -h, --help  print this help and exit',
      '',
    ]);
  });
});
