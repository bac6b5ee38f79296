import { describe, expect, test } from 'vitest';
import { OPTIONS, parseCommand, usage } from './options.js';

describe('parseCommand', () => {
  test.each([
    ['nothing', [], {}, { kind: 'serve', host: '127.0.0.1', port: 4010 }],
    ['--port', ['--port', '4020'], {}, { kind: 'serve', host: '127.0.0.1', port: 4020 }],
    ['PORT and HOST', [], { PORT: '0', HOST: '0.0.0.0' }, { kind: 'serve', host: '0.0.0.0', port: 0 }],
    [
      'a flag over its env',
      ['--port=4030', '--host', '::1'],
      { PORT: '4020', HOST: '0.0.0.0' },
      { kind: 'serve', host: '::1', port: 4030 },
    ],
    ['an empty PORT, as unset', [], { PORT: ' ', HOST: '' }, { kind: 'serve', host: '127.0.0.1', port: 4010 }],
    ['-h', ['-h'], {}, { kind: 'help' }],
    ['--version', ['--version', '--port', 'x'], {}, { kind: 'version' }],
  ] as const)('given %s', (_, argv, env, want) => expect(parseCommand(argv, env)).toEqual(want));

  test.each([
    ['an unknown option', ['--prot', '1'], {}, /Unknown option '--prot'/],
    ['a port that is not a number', ['--port', 'http'], {}, /^--port must be a port number .* got http$/],
    ['a port out of range', [], { PORT: '70000' }, /^PORT must be a port number .* got 70000$/],
    ['a PORT that is not a number, by its name', [], { PORT: 'abc' }, /^PORT must be a port number .* got abc$/],
    [
      'a negative port, on one line',
      ['--port', '-1'],
      {},
      /^Option '--port' argument is ambiguous\. [^\n]*'--port=-XYZ'\.$/,
    ],
    ['a hexadecimal port', ['--port', '0x1000'], {}, /^--port must be a port number .* got 0x1000$/],
    ['a port in exponent notation', ['--port', '1e3'], {}, /got 1e3$/],
    ['a fractional port', ['--port', '1.5'], {}, /got 1\.5$/],
    ['a negative port given with =', ['--port=-1'], {}, /^--port must be a port number .* got -1$/],
    ['a positional argument', ['openapi.json'], {}, /Unexpected argument 'openapi.json'/],
  ] as const)('refuses %s', (_, argv, env, want) => expect(() => parseCommand(argv, env)).toThrow(want));
});

test('--help names every option of the table and its environment variable', () => {
  for (const [name, option] of Object.entries(OPTIONS)) {
    expect(usage()).toContain(`--${name}`);
    if ('env' in option) expect(usage()).toContain(`env ${option.env}`);
  }
});
