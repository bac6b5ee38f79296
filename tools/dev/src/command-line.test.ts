import { UsageError } from '@waas/command-line';
import { expect, test } from 'vitest';
import { parseDevCommand, USAGE } from './command-line.js';

test.each<[string, { argv: string[]; env: Record<string, string>; want: ReturnType<typeof parseDevCommand> }]>([
  [
    'nothing given: the ports of pnpm mock, pnpm start and pnpm run docs',
    {
      argv: [],
      env: {},
      want: { kind: 'start', verbose: false, reseed: false, ports: { mock: 4010, sandbox: 4000, docs: 4080 } },
    },
  ],
  [
    'flags, a port from its variable and one from its flag, which wins',
    {
      argv: ['--verbose', '--reseed', '--sandbox-port', '4100'],
      env: { MOCK_PORT: '4110', SANDBOX_PORT: '4200' },
      want: { kind: 'start', verbose: true, reseed: true, ports: { mock: 4110, sandbox: 4100, docs: 4080 } },
    },
  ],
  ['--help', { argv: ['-h'], env: { MOCK_PORT: 'x' }, want: { kind: 'help' } }],
])('%s', (_, { argv, env, want }) => expect(parseDevCommand(argv, env)).toEqual(want));

test.each<[string, { argv: string[]; env: Record<string, string>; want: string }]>([
  [
    'a port that is not one, named by its variable',
    { argv: [], env: { DOCS_PORT: '80a' }, want: 'DOCS_PORT must be a port number' },
  ],
  ['an unknown option', { argv: ['--watch'], env: {}, want: "Unknown option '--watch'" }],
])('refuses %s', (_, { argv, env, want }) => {
  expect(() => parseDevCommand(argv, env)).toThrow(UsageError);
  expect(() => parseDevCommand(argv, env)).toThrow(want);
});

test('--help lists each option with its variable and default', () => {
  expect(USAGE).toMatch(/--sandbox-port <n> +the sandbox's port \(env SANDBOX_PORT; default 4000\)/);
});
