import { readFileSync } from 'node:fs';
import { UsageError } from '@waas/command-line';
import { describe, expect, test } from 'vitest';
import { OPTIONS, parseSpecCommand, USAGE, withOptionTable } from './command-line.js';

describe('pnpm spec argv', () => {
  test.each<[string, { given: string[]; want: ReturnType<typeof parseSpecCommand> }]>([
    ['--help alone', { given: ['--help'], want: { kind: 'help' } }],
    ["a command's -h", { given: ['gate', '-h'], want: { kind: 'help' } }],
    ['a command without options', { given: ['check'], want: { kind: 'check' } }],
    [
      'diff, each option left out',
      { given: ['diff'], want: { kind: 'diff', base: undefined, bundle: undefined, json: false } },
    ],
    [
      'gate with its options, in either order',
      {
        given: ['gate', '--json', '--bundle', 'b.json', '--base=main'],
        want: { kind: 'gate', base: 'main', bundle: 'b.json', json: true },
      },
    ],
    ['changeset with a name', { given: ['changeset', '--name', 'x'], want: { kind: 'changeset', name: 'x' } }],
    [
      "new-operation, the host's default",
      {
        given: ['new-operation', 'getThing', 'GET', '/things'],
        want: { kind: 'new-operation', operationId: 'getThing', method: 'GET', path: '/things', host: 'wallet' },
      },
    ],
  ])('%s', (_, { given, want }) => expect(parseSpecCommand(given)).toEqual(want));

  test.each<[string, { given: string[]; want: RegExp }]>([
    ['no command', { given: [], want: /takes a command: check, diff, gate/ }],
    ['an unknown command', { given: ['publish'], want: /no command publish/ }],
    [
      "another command's option",
      { given: ['changeset', '--base', 'main'], want: /--base is an option of diff and gate/ },
    ],
    ['an unknown option', { given: ['diff', '--color'], want: /--color/ }],
    ['an argument where none is taken', { given: ['snapshot', 'now'], want: /snapshot takes no arguments; got now/ }],
    [
      'new-operation short of its path',
      { given: ['new-operation', 'getThing', 'GET'], want: /<path>; got getThing GET/ },
    ],
  ])('refuses %s in one line', (_, { given, want }) => {
    const refusal = (() => {
      try {
        parseSpecCommand(given);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as Error).message).toMatch(want);
    expect((refusal as Error).message).not.toContain('\n');
  });
});

describe('pnpm spec --help and the README', () => {
  test('--help prints a row per option, from the table', () => {
    expect(USAGE).toMatch(
      /--host <host> +the operation's host: wallet, checkout or payout \(new-operation; default wallet\)/,
    );
    for (const name of Object.keys(OPTIONS)) expect(USAGE).toContain(`--${name}`);
  });

  test("the README's option table is the table's", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme, 'run `pnpm --filter @waas/spec readme` to write it').toBe(withOptionTable(readme));
  });
});
