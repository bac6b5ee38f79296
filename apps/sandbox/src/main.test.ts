// `waas-sandbox` as a user runs it: the built bin (dist/main.js), its first line, its exit codes, one line on stderr.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Option } from '@waas/command-line';
import { ENVIRONMENT, OPTIONS } from './cli/options.js';
import { usage } from './cli/usage.js';
import { FROM_EXAMPLES_HEADER } from './http/from-examples.js';
import { DEFAULT_DEMO_KEYS } from './seed/keys.js';
import { NEW_OPERATION_PATH, withNewOperation } from './test/draft-spec.js';
import { postgresSkipReason, throwawayDatabase } from './test/postgres.js';
import { freePort } from './test/processes.js';
import { FIRST_LINE_TAIL } from './test/unimplemented.js';

const BIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const WALLET_READ = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
/** The first line ends with `pattern`, then with the operations it answers from examples, if any. */
const endsWith = (pattern: string) =>
  new RegExp(`${pattern}${FIRST_LINE_TAIL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The caller's environment without the sandbox's own variables: a DATABASE_URL exported in a shell must not leak in.
 */
const cleanEnv = (extra: Record<string, string> = {}) => {
  const env = { ...process.env };
  for (const option of Object.values(OPTIONS) as Option[]) if (option.env) delete env[option.env];
  for (const name of Object.keys(ENVIRONMENT)) delete env[name];
  return { ...env, ...extra };
};
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: cleanEnv(env), timeout: 60_000 });

beforeAll(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the sandbox first (pnpm build)`);
});

describe('answers without starting', () => {
  test.each<[string, { given: string[]; want: string }]>([
    ['--help', { given: ['--help'], want: usage() }],
    ['-h', { given: ['-h'], want: usage() }],
    ['--version', { given: ['--version'], want: `${version}\n` }],
    ['-v', { given: ['-v'], want: `${version}\n` }],
  ])('%s: exit 0', (_, { given, want }) => {
    const result = run(given);
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 0,
      stdout: want,
      stderr: '',
    });
  });
});

describe('bad usage: exit 2, one line on stderr', () => {
  test.each<[string, { given: { args: string[]; env?: Record<string, string> }; want: string }]>([
    [
      'a bad port',
      {
        given: { args: ['--port', 'http'] },
        want: 'waas-sandbox: --port must be a port number (0 to 65535), got http (see --help)\n',
      },
    ],
    [
      'a bad PORT',
      {
        given: { args: [], env: { PORT: '4k' } },
        want: 'waas-sandbox: PORT must be a port number (0 to 65535), got 4k (see --help)\n',
      },
    ],
    [
      'a bad variable of the modules behind',
      {
        given: { args: ['--port', '0'], env: { WAAS_SANDBOX_LOG: 'loud' } },
        want:
          'waas-sandbox: WAAS_SANDBOX_LOG=loud is not a log level ' +
          '(silent, fatal, error, warn, info, debug, trace) (see --help)\n',
      },
    ],
    [
      'every interface without a control token',
      {
        given: { args: ['--port', '0', '--host', '0.0.0.0'] },
        want:
          'waas-sandbox: listening on 0.0.0.0 without WAAS_SANDBOX_CONTROL_TOKEN lets anyone who reaches the port ' +
          "reset the sandbox and read every organization's webhooks; set WAAS_SANDBOX_CONTROL_TOKEN to a secret of " +
          'at least 16 characters (openssl rand -hex 24), or listen on 127.0.0.1 (see --help)\n',
      },
    ],
  ])('%s', (_, { given, want }) => {
    const result = run(given.args, given.env);
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 2,
      stdout: '',
      stderr: want,
    });
  });
});

test('an unknown option: exit 2, one line on stderr, in the words of parseArgs', () => {
  const result = run(['--prot', '4001']);
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^waas-sandbox: Unknown option '--prot'[^\n]* \(see --help\)\n$/);
});

describe('could not start: exit 1, one line on stderr, no stack', () => {
  test('a port taken', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as { port: number }).port;
    try {
      const result = run(['--port', String(port), '--host', '127.0.0.1']);
      expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
        status: 1,
        stdout: '',
        stderr: `waas-sandbox: port ${port} on 127.0.0.1 is taken (--port 0 picks a free one)\n`,
      });
    } finally {
      taken.close();
    }
  });

  test('a --spec file that is not there, before any database is opened', () => {
    const result = run(['--port', '0', '--spec', 'no-such-draft.json']);
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 1,
      stdout: '',
      stderr: 'waas-sandbox: --spec no-such-draft.json: no such file\n',
    });
  });

  test("a --data-dir where no directory can be made: mkdir's own error, rather than a start that never ends", () => {
    // Under /proc mkdir answers ENOENT below a parent that exists, and Node's recursive mkdir loops on it for ever,
    // busy: a start that hangs so is killed (SIGKILL: it heeds no SIGTERM while it opens), and fails here.
    const result = spawnSync(process.execPath, [BIN, '--port', '0', '--data-dir', '/proc/waas-no-such-dir'], {
      encoding: 'utf8',
      env: cleanEnv(),
      timeout: 30_000,
      killSignal: 'SIGKILL',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^waas-sandbox: could not open PGlite in \/proc\/waas-no-such-dir: ENOENT[^\n]*\n$/);
  });

  test('a database that does not answer', async () => {
    const port = await freePort();
    const result = run(['--port', '0', '--database-url', `postgresql://waas:secret@127.0.0.1:${port}/waas`]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^waas-sandbox: could not open PostgreSQL at 127\\.0\\.0\\.1:${port}/waas: connect ECONNREFUSED [^\\n]*\\n$`,
      ),
    );
  });
});

describe('serves', () => {
  let child: ChildProcess | undefined;
  afterEach(async () => {
    // A test that failed before its signal: killed by its own pid.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    child = undefined;
  });

  /** Starts the bin and waits for its first line; the URL is the one that line names. */
  async function start(
    args: string[],
    env: Record<string, string> = {},
  ): Promise<{ firstLine: string; url: string; banner: string }> {
    child = spawn(process.execPath, [BIN, ...args], { env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (!stdout.includes('\n')) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`no first line (exit ${child.exitCode}): ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const firstLine = stdout.split('\n')[0]!;
    // The banner is one write: what came with the first line is all of it.
    return { firstLine, url: /listening on (http:\/\/\S+) /.exec(firstLine)?.[1] ?? '', banner: stdout };
  }

  async function stop(signal: NodeJS.Signals): Promise<number | null> {
    const exited = once(child!, 'exit');
    child!.kill(signal);
    const [code] = (await exited) as [number | null];
    return code;
  }

  test.each<[string, { signal: NodeJS.Signals; env: Record<string, string> }]>([
    ['SIGTERM', { signal: 'SIGTERM', env: {} }],
    // At level info Fastify logs its own "Server listening at" line.
    ['SIGINT, at log level info', { signal: 'SIGINT', env: { WAAS_SANDBOX_LOG: 'info' } }],
  ])(
    '--port 0: the first line names the port bound, which answers a wallet read; %s exits 0',
    async (_, { signal, env }) => {
      const { firstLine, url } = await start(['--port', '0', '--host', '127.0.0.1'], env);
      expect(firstLine).toMatch(/^WaaS sandbox listening on http:\/\/127\.0\.0\.1:(?!0 )\d+ \(PGlite in memory, /);
      const response = await fetch(url + WALLET_READ, { headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin } });
      expect(response.status).toBe(200);
      expect(await stop(signal)).toBe(0);
    },
    60_000,
  );

  /**
   * Whether main.ts listens for stop signals yet: the process catches SIGHUP (Linux's SigCgt mask). Node itself
   * catches SIGINT and SIGTERM from its own start, to reset the terminal before it dies of them.
   */
  const listening = (pid: number) => {
    const mask = /^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '0';
    return ((BigInt(`0x${mask}`) >> BigInt(constants.signals.SIGHUP - 1)) & 1n) === 1n;
  };

  test.each<[string, { signal: NodeJS.Signals }]>([
    // Sent once main.ts listens, while the server's modules load and PGlite opens: it once ended the process by the
    // signal (143).
    ['SIGTERM', { signal: 'SIGTERM' }],
    ['SIGHUP', { signal: 'SIGHUP' }],
  ])(
    '%s while it starts: exit 0, nothing printed',
    async (_, { signal }) => {
      child = spawn(process.execPath, [BIN, '--port', '0'], { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      while (!listening(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await stop(signal)).toBe(0);
      expect(output).toBe('');
    },
    60_000,
  );

  test('SIGHUP once it serves: exit 0', async () => {
    await start(['--port', '0']);
    expect(await stop('SIGHUP')).toBe(0);
  }, 60_000);

  test('--spec: a draft with an operation of its own, ' +
    'answered from its example and named on the first line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waas-draft-'));
    try {
      writeFileSync(join(dir, 'draft.json'), JSON.stringify(withNewOperation()));
      const { firstLine, url } = await start(['--port', '0', '--spec', join(dir, 'draft.json')]);
      expect(firstLine).toContain('previewWalletGroup');
      const group = pairByName(readPairs(loadBundle()), 'getWalletGroup', 'walletGroupRetrieved');
      const answer = await fetch(`${url}${NEW_OPERATION_PATH}${String(group.request.pathParams.id)}`, {
        headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get(FROM_EXAMPLES_HEADER)).toBe('examples');
      expect(await stop('SIGTERM')).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('--start empty: no demo organization or key; one made ' +
    'through the control API answers, and reset empties again', async () => {
    const { firstLine, url, banner } = await start(['--port', '0', '--start', 'empty']);
    expect(firstLine).toMatch(endsWith(String.raw` \(PGlite in memory, seed dump, emptied, ready in \d+ ms\)`));
    expect(banner).not.toContain(DEFAULT_DEMO_KEYS.admin);
    expect(banner).toContain('--start empty');
    const post = (path: string, body?: unknown) =>
      fetch(url + path, {
        method: 'POST',
        ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    const read = (key: string) =>
      fetch(url + WALLET_READ, { headers: { 'x-api-key': key } }).then((response) => response.status);
    expect(await read(DEFAULT_DEMO_KEYS.admin)).toBe(401);
    const organization = await post('/sandbox/organizations', { name: 'Initech' });
    expect(organization.status).toBe(201);
    const { id } = (await organization.json()) as { id: string };
    const { key } = (await (await post(`/sandbox/organizations/${id}/api-keys`, { isAdmin: true })).json()) as {
      key: string;
    };
    // The key is known, the examples' wallet is not: there is none.
    expect(await read(key)).toBe(404);
    expect((await post('/sandbox/reset')).status).toBe(200);
    expect(await read(key)).toBe(401);
    expect(await stop('SIGTERM')).toBe(0);
  }, 60_000);

  test('--start empty on a data directory that holds data: the banner says it is kept, and it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waas-kept-'));
    try {
      await start(['--port', '0', '--data-dir', dir]);
      expect(await stop('SIGTERM')).toBe(0);
      const { firstLine, url, banner } = await start(['--port', '0', '--data-dir', dir, '--start', 'empty']);
      expect(firstLine).toMatch(endsWith(String.raw`, existing, ready in \d+ ms\)`));
      expect(banner).toContain('--start empty: this database already holds organizations, kept as they are');
      expect(banner).not.toContain('no organization, key or wallet');
      expect((await fetch(url + WALLET_READ, { headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin } })).status).toBe(200);
      expect(await stop('SIGTERM')).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('--database-url: PostgreSQL, the flag over DATABASE_URL', async (context) => {
    const database = await throwawayDatabase();
    if (!database) return context.skip(postgresSkipReason());
    try {
      const { firstLine, url } = await start(['--port', '0', '--database-url', database.url], {
        DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/nothing',
      });
      expect(firstLine).toMatch(/^WaaS sandbox listening on http:\/\/127\.0\.0\.1:\d+ \(PostgreSQL at /);
      const response = await fetch(url + WALLET_READ, { headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin } });
      expect(response.status).toBe(200);
      expect(await stop('SIGTERM')).toBe(0);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
