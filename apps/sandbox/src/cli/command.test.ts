import { describe, expect, test } from 'vitest';
import { parseCommand, type SandboxCommand } from './command.js';

type Given = { argv: string[]; env?: Record<string, string> };
const serve = (settings: Partial<Extract<SandboxCommand, { kind: 'serve' }>> = {}): SandboxCommand => ({
  kind: 'serve',
  port: 4000,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir: undefined,
  spec: undefined,
  watch: false,
  reseed: false,
  start: 'seed',
  ...settings,
});
const PG = 'postgresql://waas:secret@127.0.0.1:5432/waas';

function refusal(given: Given): { name: string; message: string } {
  try {
    parseCommand(given.argv, given.env ?? {});
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  return { name: 'none', message: 'accepted' };
}

describe('parseCommand', () => {
  test.each<[string, { given: Given; want: SandboxCommand }]>([
    ['nothing', { given: { argv: [] }, want: serve() }],
    ['--port', { given: { argv: ['--port', '4001'] }, want: serve({ port: 4001 }) }],
    ['--port=0, a free port', { given: { argv: ['--port=0'] }, want: serve({ port: 0 }) }],
    [
      'PORT and HOST',
      { given: { argv: [], env: { PORT: '0', HOST: '0.0.0.0' } }, want: serve({ port: 0, host: '0.0.0.0' }) },
    ],
    [
      'a flag over its variable',
      {
        given: { argv: ['--port', '4002', '--host', '::1'], env: { PORT: '4001', HOST: '0.0.0.0' } },
        want: serve({ port: 4002, host: '::1' }),
      },
    ],
    [
      'empty variables, as unset',
      { given: { argv: [], env: { PORT: '', HOST: ' ', DATABASE_URL: '', WAAS_SANDBOX_DATA_DIR: '' } }, want: serve() },
    ],
    ['--database-url', { given: { argv: ['--database-url', PG] }, want: serve({ databaseUrl: PG }) }],
    [
      'DATABASE_URL, postgres:',
      {
        given: { argv: [], env: { DATABASE_URL: 'postgres://u@/db?host=/var/run/postgresql' } },
        want: serve({ databaseUrl: 'postgres://u@/db?host=/var/run/postgresql' }),
      },
    ],
    ['--data-dir', { given: { argv: ['--data-dir', '.sandbox'] }, want: serve({ dataDir: '.sandbox' }) }],
    ['--spec', { given: { argv: ['--spec', 'draft.json'] }, want: serve({ spec: 'draft.json' }) }],
    [
      '--spec over WAAS_SANDBOX_SPEC',
      { given: { argv: ['--spec', 'a.yaml'], env: { WAAS_SANDBOX_SPEC: 'b.yaml' } }, want: serve({ spec: 'a.yaml' }) },
    ],
    [
      'WAAS_SANDBOX_SPEC',
      { given: { argv: [], env: { WAAS_SANDBOX_SPEC: 'b.yaml' } }, want: serve({ spec: 'b.yaml' }) },
    ],
    [
      '--spec --watch',
      { given: { argv: ['--spec', 'a.json', '--watch'] }, want: serve({ spec: 'a.json', watch: true }) },
    ],
    [
      '--spec --watch --reseed',
      {
        given: { argv: ['--spec', 'a.json', '--watch', '--reseed'] },
        want: serve({ spec: 'a.json', watch: true, reseed: true }),
      },
    ],
    [
      '--watch with WAAS_SANDBOX_SPEC',
      {
        given: { argv: ['--watch'], env: { WAAS_SANDBOX_SPEC: 'b.yaml' } },
        want: serve({ spec: 'b.yaml', watch: true }),
      },
    ],
    [
      'WAAS_SANDBOX_DATA_DIR',
      { given: { argv: [], env: { WAAS_SANDBOX_DATA_DIR: '/tmp/x' } }, want: serve({ dataDir: '/tmp/x' }) },
    ],
    [
      'both variables: DATABASE_URL wins',
      {
        given: { argv: [], env: { DATABASE_URL: PG, WAAS_SANDBOX_DATA_DIR: '/tmp/x' } },
        want: serve({ databaseUrl: PG }),
      },
    ],
    [
      '--data-dir over DATABASE_URL',
      { given: { argv: ['--data-dir', '/tmp/y'], env: { DATABASE_URL: PG } }, want: serve({ dataDir: '/tmp/y' }) },
    ],
    [
      '--database-url over WAAS_SANDBOX_DATA_DIR',
      {
        given: { argv: ['--database-url', PG], env: { WAAS_SANDBOX_DATA_DIR: '/tmp/x' } },
        want: serve({ databaseUrl: PG }),
      },
    ],
    ['--start empty', { given: { argv: ['--start', 'empty'] }, want: serve({ start: 'empty' }) }],
    [
      'WAAS_SANDBOX_START',
      { given: { argv: [], env: { WAAS_SANDBOX_START: 'empty' } }, want: serve({ start: 'empty' }) },
    ],
    [
      '--start over WAAS_SANDBOX_START',
      { given: { argv: ['--start=seed'], env: { WAAS_SANDBOX_START: 'empty' } }, want: serve({ start: 'seed' }) },
    ],
    ['-h', { given: { argv: ['-h'] }, want: { kind: 'help' } }],
    ['--help with a bad port', { given: { argv: ['--port', 'x', '--help'] }, want: { kind: 'help' } }],
    ['-v', { given: { argv: ['-v'] }, want: { kind: 'version' } }],
    ['--version with a bad PORT', { given: { argv: ['--version'], env: { PORT: 'x' } }, want: { kind: 'version' } }],
  ])('given %s', (_, { given, want }) => expect(parseCommand(given.argv, given.env ?? {})).toEqual(want));

  // Node's parseArgs words these, and later versions add hints after them: the start is what is asserted.
  test.each<[string, { given: Given; want: string }]>([
    ['an unknown option', { given: { argv: ['--prot', '1'] }, want: "Unknown option '--prot'" }],
    ['a positional argument', { given: { argv: ['openapi.json'] }, want: "Unexpected argument 'openapi.json'" }],
    ['--port without a value', { given: { argv: ['--port'] }, want: "Option '--port <value>' argument missing" }],
  ])('refuses %s, in the words of parseArgs', (_, { given, want }) => {
    const { name, message } = refusal(given);
    expect(name).toBe('UsageError');
    expect(message.startsWith(want), message).toBe(true);
  });

  test.each<[string, { given: Given; want: string }]>([
    [
      'a port that is not a number',
      { given: { argv: ['--port', 'http'] }, want: '--port must be a port number (0 to 65535), got http' },
    ],
    [
      'a port out of range',
      { given: { argv: ['--port', '65536'] }, want: '--port must be a port number (0 to 65535), got 65536' },
    ],
    [
      'a port with a fraction',
      { given: { argv: ['--port=80.5'] }, want: '--port must be a port number (0 to 65535), got 80.5' },
    ],
    ['a negative port', { given: { argv: ['--port=-1'] }, want: '--port must be a port number (0 to 65535), got -1' }],
    [
      'a bad PORT, named as the variable',
      { given: { argv: [], env: { PORT: '4k' } }, want: 'PORT must be a port number (0 to 65535), got 4k' },
    ],
    ['an empty --host', { given: { argv: ['--host='] }, want: '--host needs a value' }],
    [
      'a start that is neither',
      { given: { argv: ['--start', 'blank'] }, want: '--start must be seed or empty, got blank' },
    ],
    [
      'a bad WAAS_SANDBOX_START, named as the variable',
      {
        given: { argv: [], env: { WAAS_SANDBOX_START: 'none' } },
        want: 'WAAS_SANDBOX_START must be seed or empty, got none',
      },
    ],
    ['an empty --start', { given: { argv: ['--start='] }, want: '--start needs a value' }],
    ['--watch without --spec', { given: { argv: ['--watch'] }, want: '--watch follows the --spec file: give one' }],
    [
      '--reseed without --watch',
      {
        given: { argv: ['--spec', 'a.json', '--reseed'] },
        want: '--reseed acts on what --watch serves: give --watch too',
      },
    ],
    [
      'both engines as flags',
      {
        given: { argv: ['--database-url', PG, '--data-dir', 'x'] },
        want: '--database-url and --data-dir choose two engines: give one',
      },
    ],
    [
      'a URL without its slashes',
      {
        given: { argv: ['--database-url', 'postgresql:waas'] },
        want: '--database-url must be a postgresql:// URL, got a postgresql: URL',
      },
    ],
    [
      'a URL of another scheme',
      {
        given: { argv: ['--database-url', 'mysql://u:p@h/d'] },
        want: '--database-url must be a postgresql:// URL, got a mysql: URL',
      },
    ],
    [
      'a DATABASE_URL that is no URL',
      {
        given: { argv: [], env: { DATABASE_URL: 'host=localhost dbname=waas' } },
        want: 'DATABASE_URL must be a postgresql:// URL, got something else',
      },
    ],
  ])('refuses %s', (_, { given, want }) => expect(refusal(given)).toEqual({ name: 'UsageError', message: want }));
});
