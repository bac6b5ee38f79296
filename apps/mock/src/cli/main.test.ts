// `waas-mock` as a user runs it: the built bin, its first line, its exit codes.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadBundle, pairByName, pairUrl, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { bundleVersion } from '../bundle-version.js';

const BIN = new URL('../../dist/cli/main.js', import.meta.url).pathname;
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** The version of the bundle @waas/spec ships, which the command serves. */
const SHIPPED = bundleVersion(readFileSync(createRequire(import.meta.url).resolve('@waas/spec/openapi.json'), 'utf8'));
const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000 });

// Each test starts Node, and two start Prism: generous timeouts, so a loaded machine is not a failure.
describe('waas-mock', { timeout: 60_000 }, () => {
  test.each([
    ['--help', ['--help'], 0, /^Usage: waas-mock/],
    ['--version', ['--version'], 0, new RegExp(`^${version.replaceAll('.', '\\.')}\\n$`)],
  ])('%s exits 0', (_, args, code, stdout) => {
    const result = run(...args);
    expect(result.status).toBe(code);
    expect(result.stdout).toMatch(stdout);
  });

  test('a bad option: exit 2, one line on stderr', () => {
    const result = run('--port', 'http');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('waas-mock: --port must be a port number (0 to 65535), got http (see --help)\n');
  });

  test('a port taken: exit 1, one line on stderr', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const result = run('--port', String((taken.address() as { port: number }).port));
    taken.close();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^waas-mock: port \d+ on 127\.0\.0\.1 is taken\n$/);
  });

  test('--port 0: the first line names the port and the bundle, which answers examples; SIGTERM exits 0', async () => {
    const child = spawn(process.execPath, [BIN, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    while (!output.includes('\n') && child.exitCode === null) await new Promise((done) => setTimeout(done, 50));
    const firstLine = output.split('\n')[0]!;
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+) /.exec(firstLine)?.[1];
    try {
      expect(firstLine).toMatch(/^WaaS mock listening on http:\/\/127\.0\.0\.1:(?!0 )\d+ .*serving @waas\/spec/);
      expect(firstLine).toContain(`bundle ${SHIPPED})`);
      const pair = pairByName(readPairs(loadBundle()), 'getWalletById', 'walletRetrieved');
      const response = await fetch(pairUrl(pair, url!), { headers: { 'x-api-key': 'any' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-waas-mock-spec')).toBe(SHIPPED);
      expect(await response.json()).toEqual(pair.response.body);
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
    }
  }, 60_000);

  test('SIGTERM while Prism starts: exit 0, and Prism goes with it', async () => {
    const child = spawn(process.execPath, [BIN, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = once(child, 'exit');
    let prism: number | undefined;
    while (prism === undefined && child.exitCode === null) {
      prism = childrenOf(child.pid!)[0];
      if (prism === undefined) await new Promise((done) => setTimeout(done, 20));
    }
    expect(output).toBe(''); // still starting: nothing printed yet
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(alive(prism!)).toBe(false);
  });

  // A closed terminal sends SIGHUP; a CI job's timeout may SIGKILL the command, which then cannot stop Prism itself.
  test.each([
    ['SIGHUP', 0],
    ['SIGKILL', null],
  ] as const)('%s: Prism goes with the command', async (signal, want) => {
    const child = spawn(process.execPath, [BIN, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    while (!output.includes('\n') && child.exitCode === null) await new Promise((done) => setTimeout(done, 50));
    const [prism] = childrenOf(child.pid!);
    expect(prism).toBeDefined();
    const exited = once(child, 'exit');
    child.kill(signal);
    try {
      const [code] = await exited;
      expect(code).toBe(want);
      const deadline = Date.now() + 10_000;
      while (alive(prism!) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
      expect(alive(prism!)).toBe(false);
    } finally {
      if (alive(prism!)) process.kill(prism!, 'SIGKILL');
    }
  });
});

function childrenOf(pid: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return listed
    .split('\n')
    .filter((line) => line.trim())
    .map(Number);
}

/** Running, by /proc: a process that ended but that no one reaped yet (a zombie, state Z) is not. */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}
