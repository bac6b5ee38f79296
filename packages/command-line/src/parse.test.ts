import { describe, expect, test } from 'vitest';
import type { OptionTable } from './option.js';
import { type CommandLine, type ParseSettings, parseCommandLine, portNumber, UsageError } from './parse.js';

const TABLE = {
  port: { type: 'string', env: 'PORT', default: '4000', placeholder: '<n>', description: 'port' },
  host: { type: 'string', env: 'HOST', placeholder: '<address>', description: 'address' },
  only: { type: 'string', multiple: true, commands: ['run'], description: 'only this' },
  reporter: { type: 'string', multiple: true, default: 'pretty', description: 'reporter' },
  watch: { type: 'boolean', env: 'WATCH', commands: ['run', 'serve'], description: 'watch' },
  help: { type: 'boolean', short: 'h', description: 'help' },
} as const satisfies OptionTable;

type Given = { argv: string[]; settings?: ParseSettings };
type Line = CommandLine<typeof TABLE>;

const DEFAULTS: Line['values'] = {
  port: '4000',
  host: undefined,
  only: [],
  reporter: ['pretty'],
  watch: false,
  help: false,
};
const FLAGS: Line['sources'] = {
  port: '--port',
  host: '--host',
  only: '--only',
  reporter: '--reporter',
  watch: '--watch',
  help: '--help',
};

const parse = ({ argv, settings }: Given) => parseCommandLine(TABLE, argv, settings);

describe('parseCommandLine', () => {
  test.each<[string, { given: Given; want: Partial<Line> }]>([
    ['nothing: the defaults', { given: { argv: [] }, want: { values: DEFAULTS, sources: FLAGS, given: [] } }],
    [
      'a flag, either way of giving its value',
      { given: { argv: ['--port', '1', '--host=::1'] }, want: { values: { ...DEFAULTS, port: '1', host: '::1' } } },
    ],
    [
      'a variable, named as the source',
      {
        given: { argv: [], settings: { env: { PORT: '2' } } },
        want: { values: { ...DEFAULTS, port: '2' }, sources: { ...FLAGS, port: 'PORT' } },
      },
    ],
    [
      'the flag over its variable',
      {
        given: { argv: ['--port', '1'], settings: { env: { PORT: '2', HOST: 'h' } } },
        want: { values: { ...DEFAULTS, port: '1', host: 'h' }, sources: { ...FLAGS, host: 'HOST' } },
      },
    ],
    [
      'blank variables, as unset',
      { given: { argv: [], settings: { env: { PORT: ' ', HOST: '' } } }, want: { values: DEFAULTS, sources: FLAGS } },
    ],
    ['no environment: no variable read', { given: { argv: [] }, want: { values: DEFAULTS } }],
    [
      'a boolean variable',
      {
        given: { argv: [], settings: { env: { WATCH: '1' } } },
        want: { values: { ...DEFAULTS, watch: true }, sources: { ...FLAGS, watch: 'WATCH' } },
      },
    ],
    [
      'a boolean variable set to false',
      { given: { argv: [], settings: { env: { WATCH: 'false' } } }, want: { values: DEFAULTS } },
    ],
    [
      'a repeatable option replaces its default',
      {
        given: { argv: ['--reporter', 'json', '--reporter=html', '--only', 'a'] },
        want: { values: { ...DEFAULTS, reporter: ['json', 'html'], only: ['a'] }, given: ['reporter', 'only'] },
      },
    ],
    ['a short flag', { given: { argv: ['-h'] }, want: { values: { ...DEFAULTS, help: true }, given: ['help'] } }],
    [
      'positionals where taken',
      {
        given: { argv: ['run', '--watch', 'x'], settings: { positionals: true } },
        want: { positionals: ['run', 'x'] },
      },
    ],
    [
      'an option of the command',
      { given: { argv: ['--only', 'a', '--watch'], settings: { command: 'run' } }, want: { given: ['only', 'watch'] } },
    ],
    [
      'an option of every command',
      { given: { argv: ['--port', '1'], settings: { command: 'serve' } }, want: { given: ['port'] } },
    ],
  ])('given %s', (_, { given, want }) => expect(parse(given)).toMatchObject(want));

  // Node's parseArgs words these, and later versions add hints after them: the start is what is asserted.
  test.each<[string, { given: Given; want: string }]>([
    ['an unknown option', { given: { argv: ['--prot', '1'] }, want: "Unknown option '--prot'" }],
    ['an argument where none is taken', { given: { argv: ['x.json'] }, want: "Unexpected argument 'x.json'" }],
    ['a missing value', { given: { argv: ['--port'] }, want: "Option '--port <value>' argument missing" }],
    ['a value for a flag', { given: { argv: ['--watch=yes'] }, want: "Option '--watch' does not take an argument" }],
    [
      'an option of other commands',
      {
        given: { argv: ['--only', 'a'], settings: { command: 'serve' } },
        want: '--only is an option of run, not of serve',
      },
    ],
    [
      'an option of two other commands',
      {
        given: { argv: ['--watch'], settings: { command: 'judge' } },
        want: '--watch is an option of run and serve, not of judge',
      },
    ],
  ])('refuses %s, as a UsageError', (_, { given, want }) => {
    const error = (() => {
      try {
        parse(given);
      } catch (thrown) {
        return thrown as Error;
      }
      return new Error('accepted');
    })();
    expect(error.name).toBe('UsageError');
    expect(error.message.startsWith(want), error.message).toBe(true);
  });

  test('an explanation parseArgs writes over several lines is one line', () => {
    expect(() => parse({ argv: ['--port', '-1'] })).toThrow(/^Option '--port' argument is ambiguous\.[^\n]*$/);
  });
});

describe('portNumber', () => {
  test.each([
    ['0', 0],
    ['4000', 4000],
    ['65535', 65_535],
  ])('takes %s', (given, want) => expect(portNumber(given, '--port')).toBe(want));

  test.each(['65536', '0x10', '1e3', ' 80', '-1', ''])('refuses %j, naming where it came from', (given) => {
    expect(() => portNumber(given, 'PORT')).toThrow(UsageError);
    expect(() => portNumber(given, 'PORT')).toThrow(`PORT must be a port number (0 to 65535), got ${given}`);
  });
});
