import { UsageError } from '@waas/command-line';
import { expect, test } from 'vitest';
import { parseDocsCommand, USAGE } from './command-line.js';
import { DEFAULT_PORT } from './serve.js';

test.each<[string, { argv: string[]; env: Record<string, string>; want: ReturnType<typeof parseDocsCommand> }]>([
  ['nothing given', { argv: [], env: {}, want: { kind: 'serve', port: DEFAULT_PORT, follow: undefined } }],
  [
    'a bundle followed, on the port of PORT',
    { argv: ['--follow', 'b.json'], env: { PORT: '4090' }, want: { kind: 'serve', port: 4090, follow: 'b.json' } },
  ],
  ['--help', { argv: ['--help'], env: {}, want: { kind: 'help' } }],
])('%s', (_, { argv, env, want }) => expect(parseDocsCommand(argv, env)).toEqual(want));

test('refuses a port that is not one, naming its variable', () => {
  expect(() => parseDocsCommand([], { PORT: 'x' })).toThrow(UsageError);
  expect(() => parseDocsCommand([], { PORT: 'x' })).toThrow('PORT must be a port number (0 to 65535), got x');
});

test('--help lists --follow', () => expect(USAGE).toMatch(/--follow <bundle> +build the page/));
