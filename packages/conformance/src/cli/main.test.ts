import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { main } from './main.js';
import { USAGE } from './usage.js';
import { freePort } from '@waas/prism-front/ports';
import { pattern } from '../testing/pattern.js';
import { validReport } from '../testing/valid-report.js';

const mockUrl = inject('mockUrl');
const dir = mkdtempSync(join(tmpdir(), 'waas-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Generated values are left to the tests about them: here they would only make each run slower. */
async function cli(given: string[], env: Record<string, string> = {}) {
  const args = given[0] === 'run' && !given.includes('--max-cases') ? [...given, '--max-cases', '0'] : given;
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t) },
    env,
    cwd: dir,
  };
  const code = await main(args, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const profile = (name: string, content: unknown) => {
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return name;
};

describe('exit codes', () => {
  const cases: [string, () => Promise<string[]>, { code: number; stderr?: RegExp }][] = [
    ['all passed', async () => ['run', '--target', mockUrl], { code: 0 }],
    [
      'a check failed',
      async () => ['run', '--target', mockUrl, '--target-kind', 'live', '--api-key', 'k', '--only', 'getWalletById'],
      { code: 1 },
    ],
    [
      'an unreachable target',
      async () => ['run', '--target', `http://127.0.0.1:${await freePort()}`],
      { code: 2, stderr: /^waas-conformance: cannot reach the target http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\n$/ },
    ],
    [
      'an unreachable target of a declared kind',
      async () => [
        'run',
        '--target',
        `http://127.0.0.1:${await freePort()}`,
        '--target-kind',
        'live',
        '--api-key',
        'k',
      ],
      { code: 2, stderr: /^waas-conformance: cannot reach the target http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\n$/ },
    ],
    [
      'an unknown option',
      async () => ['run', '--target', mockUrl, '--frobnicate'],
      { code: 2, stderr: /^waas-conformance: Unknown option '--frobnicate'/ },
    ],
    [
      'an unknown command',
      async () => ['walk'],
      { code: 2, stderr: /^waas-conformance: unknown command walk; the commands are run, proxy, judge, receiver\n$/ },
    ],
    ['no base URL', async () => ['run'], { code: 2, stderr: /no base URL for the wallet host/ }],
    [
      'a misspelled profile field',
      async () => ['run', '--profile', profile('typo.json', { target: mockUrl, capabilites: {} })],
      { code: 2, stderr: /has unknown field capabilites/ },
    ],
    [
      'a bad number',
      async () => ['run', '--target', mockUrl, '--concurrency', '0'],
      { code: 2, stderr: /--concurrency must be a whole number of at least 1, got 0/ },
    ],
    [
      'a bad seed',
      async () => ['run', '--target', mockUrl, '--seed', 'x'],
      { code: 2, stderr: /--seed must be a whole number of at least 0, got x/ },
    ],
    [
      'an unknown reporter',
      async () => ['run', '--target', mockUrl, '--reporter', 'tap'],
      { code: 2, stderr: /--reporter must be one of pretty, json, junit, html, got tap/ },
    ],
    [
      'two reporters on stdout',
      async () => ['run', '--target', mockUrl, '--reporter', 'json', '--reporter', 'pretty'],
      {
        code: 2,
        stderr: pattern(
          /^waas-conformance: --reporter json and pretty: only one reporter may write to stdout; /,
          /give the others a file .*\n$/,
        ),
      },
    ],
    [
      'two reporters to one file',
      async () => [
        'run',
        '--target',
        mockUrl,
        '--reporter',
        'json=a.json',
        '--reporter',
        'junit=./a.json',
        '--reporter',
        'html=b.html',
      ],
      {
        code: 2,
        stderr: pattern(
          /^waas-conformance: --reporter json and junit write to one file, \/.*\/a\.json; /,
          /give each reporter its own file\n$/,
        ),
      },
    ],
    [
      'a proxy reporter to the same file',
      async () => ['proxy', '--upstream', mockUrl, '--reporter', 'json=a.json', '--reporter', 'json=a.json'],
      { code: 2, stderr: /--reporter json and json write to one file, \/.*\/a\.json;/ },
    ],
    [
      '--only naming nothing',
      async () => ['run', '--target', mockUrl, '--only', 'getWalletById', '--only', 'nope'],
      {
        code: 2,
        stderr: pattern(
          /^waas-conformance: --only nope matches no tag, operationId or workflow of the spec; it could be /,
          /.*\bWallets\b.*\bworkflows\b.*\bgetWalletById\b.*\bscheduledDebit\b.*\n$/,
        ),
      },
    ],
    [
      'a workflow by its id is a name --only takes',
      async () => ['run', '--target', mockUrl, '--only', 'scheduledDebit'],
      { code: 0 },
    ],
    [
      'credentials in the target URL',
      async () => ['run', '--target', 'http://admin:hunter2pass@127.0.0.1:4611'],
      {
        code: 2,
        stderr: pattern(
          /^waas-conformance: the wallet base URL http:\/\/127\.0\.0\.1:4611 /,
          /carries a user name or password; [^\n]*\n$/,
        ),
      },
    ],
  ];
  test.each(cases)('%s', async (_, args, want) => {
    const result = await cli(await args());
    expect(result.code).toBe(want.code);
    if (want.stderr) expect(result.stderr).toMatch(want.stderr);
  });
});

describe('--profile', () => {
  const cases: [string, { args: () => string[]; env?: Record<string, string> }, { code: number; stderr?: RegExp }][] = [
    [
      'a shipped name reads the shipped profile, its ${ENV} included',
      { args: () => ['run', '--profile', 'mock'], env: { WAAS_MOCK_URL: mockUrl } },
      { code: 0 },
    ],
    [
      'a shipped profile with its variables unset names them',
      { args: () => ['run', '--profile', 'staging'] },
      {
        code: 2,
        stderr: pattern(
          /^waas-conformance: profile \/.*\/profiles\/staging\.yaml: /,
          /the profile refers to unset environment variables: WAAS_STAGING_WALLET_HOST, .*\n$/,
        ),
      },
    ],
    [
      'a file in the cwd wins over the shipped one',
      { args: () => ['run', '--profile', profile('staging.yaml', `target: ${mockUrl}\n`)] },
      { code: 0 },
    ],
    [
      'a missing file is one line naming what it looked for',
      { args: () => ['run', '--profile', 'nope.yaml'] },
      {
        code: 2,
        stderr: pattern(
          /^waas-conformance: profile nope\.yaml: no file \/.*\/nope\.yaml, /,
          /and nope\.yaml is not a shipped profile \(mock, sandbox, staging\)\n$/,
        ),
      },
    ],
  ];
  test.each(cases)('%s', async (_, given, want) => {
    const result = await cli(given.args(), given.env);
    expect(result.code, result.stderr).toBe(want.code);
    if (want.stderr) expect(result.stderr).toMatch(want.stderr);
  });
});

describe('--version and --help', () => {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  test.each<[string, { given: string[]; want: { code: number; stdout: string } }]>([
    ['--version prints the package version', { given: ['--version'], want: { code: 0, stdout: `${version}\n` } }],
    ['-v too, after the command', { given: ['run', '-v'], want: { code: 0, stdout: `${version}\n` } }],
    ['--help prints the usage of the option table', { given: ['--help'], want: { code: 0, stdout: USAGE } }],
    ['-h too, after the command', { given: ['run', '-h'], want: { code: 0, stdout: USAGE } }],
    ['no command prints it too, and is a usage error', { given: [], want: { code: 2, stdout: USAGE } }],
  ])('%s', async (_, { given, want }) => {
    const result = await cli(given);
    expect({ code: result.code, stdout: result.stdout }).toEqual(want);
  });
});

test('--bail stops after the first failure', async () => {
  const all = await cli(['run', '--target', mockUrl, '--target-kind', 'live', '--api-key', 'k', '--reporter', 'json']);
  const bailed = await cli([
    'run',
    '--target',
    mockUrl,
    '--target-kind',
    'live',
    '--api-key',
    'k',
    '--reporter',
    'json',
    '--bail',
    '--concurrency',
    '1',
  ]);
  expect(bailed.code).toBe(1);
  const count = (text: string) => validReport(text);
  expect(count(bailed.stdout).bailed).toBe(true);
  expect(count(bailed.stdout).results.length).toBeLessThan(count(all.stdout).results.length);
});

test('a profile reads keys from the environment and the json reporter writes a file', async () => {
  const name = profile('mock.yaml', `target: ${mockUrl}\nkeys:\n  organization: \${MOCK_KEY}\n`);
  const result = await cli(['run', '--profile', name, '--reporter', 'json=out/report.json'], {
    MOCK_KEY: 'from-the-environment',
  });
  expect(result.code).toBe(0);
  const report = validReport(readFileSync(join(dir, 'out/report.json'), 'utf8'));
  expect(report.summary.score).toBe(1);
  expect(report.results[0]!.request.headers['x-api-key']).toBe('[redacted]');
});

test('the bin prints one line and no stack trace for an unreachable target', async () => {
  const bin = new URL('../../bin/conformance.js', import.meta.url).pathname;
  const result = spawnSync(process.execPath, [bin, 'run', '--target', `http://127.0.0.1:${await freePort()}`], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(2);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
});

test('the bin prints the version of the package.json beside it', () => {
  const bin = new URL('../../bin/conformance.js', import.meta.url).pathname;
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const result = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8', timeout: 30_000 });
  expect(result.status).toBe(0);
  expect(result.stdout).toBe(`${version}\n`);
});

test('a proxy whose parent process ends (npx killed) stops, writes its reports and frees its port', async () => {
  const bin = new URL('../../bin/conformance.js', import.meta.url).pathname;
  const port = await freePort();
  const report = join(dir, 'orphan.json');
  // The shell stands for npx: it starts the proxy and is killed without passing anything on.
  const shell = spawn(
    'sh',
    [
      '-c',
      `"${process.execPath}" "${bin}" proxy --upstream http://127.0.0.1:9 --port ${port} ` +
        `--reporter json=${report} & wait`,
    ],
    { stdio: 'ignore' },
  );
  await until(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined)) !== undefined);
  shell.kill('SIGKILL');
  await until(() => existsSync(report));
  await until(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => 'closed')) === 'closed');
  expect(validReport(readFileSync(report, 'utf8')).traffic).toBeDefined();
}, 30_000);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
