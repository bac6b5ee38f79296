// --help is made from the tables of options.ts: these fail when a row of it says something the table does not.
import { describe, expect, test } from 'vitest';
import type { Option } from '@waas/command-line';
import { EXIT_CODES, OPTIONS } from './options.js';
import { USAGE } from './usage.js';

const lines = USAGE.split('\n');
/** The first line of an option's row, found by its long name. */
const rowOf = (name: string) => lines.find((line) => new RegExp(`^  (-\\w, )?--${name}\\b`).test(line));

test.each<[string, { given: string; want: string | undefined }]>([
  [
    'an option of two commands, with a value and a default',
    {
      given: 'timeout',
      want: '  --timeout <ms>            per request, in milliseconds (run, receiver; default 10000)',
    },
  ],
  [
    'a repeatable option',
    { given: 'skip', want: '  --skip <name>             skip this operationId or tag (run; repeatable)' },
  ],
  [
    'a repeatable option of every command, with a default',
    {
      given: 'reporter',
      want: '  --reporter <name[=file]>  pretty, json, junit or html; to the file after =, else to stdout; at',
    },
  ],
  ['a flag', { given: 'bail', want: '  --bail                    start no new case after the first failure (run)' }],
  ['a flag with a short name', { given: 'version', want: '  -v, --version             print the version and exit' }],
])('--help prints %s as its table row says', (_, { given, want }) => expect(rowOf(given)).toBe(want));

test('--help starts with each command', () => {
  expect(lines.slice(0, 3)).toEqual([
    'Usage: waas-conformance run [--target <url>] [--profile <file>] [options]',
    '       waas-conformance proxy --upstream <url> [--port <n>] [--profile <file>] [options]',
    '       waas-conformance judge --har <file> [--target <url>] [--profile <file>] [options]',
  ]);
});

describe('--help names every row of the tables', () => {
  // Wrapped lines joined: a note may sit at the start of a continuation line.
  const joined = USAGE.replace(/\s+/g, ' ');
  test.each(Object.entries(OPTIONS) as [string, Option][])(
    '--%s, with its default and whether it repeats',
    (name, option) => {
      expect(rowOf(name)).toBeDefined();
      if (option.default !== undefined) expect(joined).toContain(`default ${option.default})`);
      if (option.multiple) expect(joined).toMatch(new RegExp(`--${name} \\S+ [^(]*\\((\\w+(, \\w+)*; )?repeatable`));
    },
  );

  test.each(EXIT_CODES.map(([code, meaning]) => [code, meaning] as const))('exit code %i', (code, meaning) => {
    const start = `  ${code}  ${meaning.split(' ').slice(0, 4).join(' ')}`;
    expect(
      lines.some((line) => line.startsWith(start)),
      start,
    ).toBe(true);
  });
});

test('no line is wider than 100 columns', () => {
  for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
});
