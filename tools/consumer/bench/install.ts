// `pnpm bench` (tools/consumer): what a user pays to get a server from the registry. For the sandbox and the mock,
// and for stock Prism (`npx @stoplight/prism-cli`, the mock a team would otherwise reach for) installed and started
// the same way: the installed size, the time of `npm install` (npm's cache warm, as on a developer's machine or a CI
// cache hit; the median of several, in turns), and from the command to the first answer, the median of several
// starts. Prints a table and writes bench/results.json.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { pack, type Tarball } from '../src/pack.js';
import { freePort } from '@waas/prism-front/ports';
import { userEnv, withDependencies } from '../src/project.js';
import { publishable } from '../src/publishable.js';

const STARTS = Number(process.env.WAAS_BENCH_STARTS ?? 5);
const INSTALLS = Number(process.env.WAAS_BENCH_INSTALLS ?? 3);
const WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const RESULTS = new URL('./results.json', import.meta.url);

interface Subject {
  name: string;
  /** What package.json's dependencies name: tarballs of ours, or a registry range. */
  dependencies: (tarballs: readonly Tarball[]) => Record<string, string>;
  command: (port: number, dir: string) => string[];
  apiKey: string;
}

/** Tarballs of ours, with those of ours they depend on: none of them is on the registry yet. */
const ours = (tarballs: readonly Tarball[], ...names: string[]) =>
  Object.fromEntries(withDependencies(names, tarballs).map((t) => [t.name, `file:${t.file}`]));
const bundle = createRequire(import.meta.url).resolve('@waas/spec/openapi.json');

const SUBJECTS: Subject[] = [
  {
    name: '@waas/sandbox',
    dependencies: (t) => ours(t, '@waas/sandbox'),
    command: (port) => ['waas-sandbox', '--port', String(port)],
    apiKey: 'sandbox-key-acme-admin',
  },
  {
    name: '@waas/mock',
    dependencies: (t) => ours(t, '@waas/mock', '@waas/spec'),
    command: (port) => ['waas-mock', '--port', String(port)],
    apiKey: 'any',
  },
  {
    name: '@stoplight/prism-cli',
    dependencies: () => ({ '@stoplight/prism-cli': '5.14.2' }),
    command: (port, dir) => ['prism', 'mock', '-p', String(port), join(dir, 'openapi.json')],
    apiKey: 'any',
  },
];

const megabytes = (dir: string) =>
  Number(execFileSync('du', ['-sk', join(dir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A bin of the project's run through `npx` as the README says, or from `node_modules/.bin` as an npm script runs it.
 */
function invocation(dir: string, bin: string, args: string[], via: 'npx' | 'bin'): [string, string[]] {
  return via === 'npx' ? ['npx', ['--no-install', bin, ...args]] : [join(dir, 'node_modules', '.bin', bin), args];
}

/**
 * From spawning the command to the first 200 on the wallet read: through `npx` as the README says, or the installed
 * bin itself (`node_modules/.bin`, as an npm script runs it), which leaves out what npx costs before the command runs.
 *
 * The reads start once the command first writes anything (each of the three says where it listens as it starts), then
 * come every 5 ms. Reads from the spawn on, each refused connection a `fetch` of its own, would take CPU from the
 * start being measured and delay the very answer they wait for.
 */
async function firstAnswerMs(dir: string, subject: Subject, via: 'npx' | 'bin'): Promise<number> {
  const port = await freePort();
  const [bin, ...args] = subject.command(port, dir);
  const startedAt = performance.now();
  const [command, argv] = invocation(dir, bin!, args, via);
  const child = spawn(command, argv, { cwd: dir, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const spoke = Promise.race([once(child.stdout, 'data'), once(child.stderr, 'data'), once(child, 'exit')]);
  for (const stream of [child.stdout, child.stderr]) stream.resume();
  try {
    await spoke;
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}${WALLET}`, {
        headers: { 'x-api-key': subject.apiKey },
      }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return performance.now() - startedAt;
      if (child.exitCode !== null || performance.now() - startedAt > 60_000)
        throw new Error(`${subject.name} did not answer 200 (last ${status})`);
      await sleep(5);
    }
  } finally {
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

/** What `npx` itself costs before a command runs: `npx --no-install <bin> --version` against the bin's own, in ms. */
function versionMs(dir: string, bin: string, via: 'npx' | 'bin'): number {
  const startedAt = performance.now();
  const [command, argv] = invocation(dir, bin, ['--version'], via);
  execFileSync(command, argv, { cwd: dir, env: userEnv(), stdio: 'ignore' });
  return performance.now() - startedAt;
}

interface Row {
  subject: string;
  installedMb: number;
  /** The median of INSTALLS. */
  installMs: number;
  installs: number[];
  /** Through npx, the median of STARTS. */
  firstAnswerMs: number;
  starts: number[];
  /** From the installed bin, the median of STARTS. */
  binFirstAnswerMs: number;
  binStarts: number[];
}

const tarballDir = mkdtempSync(join(tmpdir(), 'waas-bench-tarballs-'));
const tarballs = pack(publishable(), tarballDir);
const npxVersion: number[] = [];
const binVersion: number[] = [];
/** The project of each subject installed last: the one started, removed at the end whatever happens. */
const projects = new Map<Subject, string>();
const installed: {
  subject: Subject;
  dir: string;
  installedMb: number;
  installs: number[];
  starts: number[];
  binStarts: number[];
}[] = [];
try {
  // Installs in turns too, several of each (npm's time moves by seconds from one install to the next); the last
  // project of each subject is the one started.
  const installs = new Map<Subject, number[]>(SUBJECTS.map((subject) => [subject, []]));
  for (let round = 0; round < INSTALLS; round++) {
    for (const subject of SUBJECTS) {
      const previous = projects.get(subject);
      if (previous) rmSync(previous, { recursive: true, force: true });
      const dir = mkdtempSync(join(tmpdir(), 'waas-bench-install-'));
      projects.set(subject, dir);
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ name: 'bench', private: true, dependencies: subject.dependencies(tarballs) }),
      );
      copyFileSync(bundle, join(dir, 'openapi.json'));
      const installStart = performance.now();
      // npm's errors are kept for the message of a failed install; its output otherwise says nothing the row does not.
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
        env: userEnv(),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      installs.get(subject)!.push(performance.now() - installStart);
    }
  }
  for (const subject of SUBJECTS) {
    const dir = projects.get(subject)!;
    installed.push({
      subject,
      dir,
      installedMb: megabytes(dir),
      installs: installs.get(subject)!,
      starts: [],
      binStarts: [],
    });
  }
  // Every subject's starts in turns, so that whatever else the machine does weighs on all alike.
  for (let i = 0; i < STARTS; i++) {
    for (const each of installed) {
      each.starts.push(await firstAnswerMs(each.dir, each.subject, 'npx'));
      each.binStarts.push(await firstAnswerMs(each.dir, each.subject, 'bin'));
    }
    const sandbox = installed.find(({ subject }) => subject.name === '@waas/sandbox')!.dir;
    npxVersion.push(versionMs(sandbox, 'waas-sandbox', 'npx'));
    binVersion.push(versionMs(sandbox, 'waas-sandbox', 'bin'));
  }
} finally {
  for (const dir of projects.values()) rmSync(dir, { recursive: true, force: true });
  rmSync(tarballDir, { recursive: true, force: true });
}
const rows: Row[] = installed.map(({ subject, installedMb, installs, starts, binStarts }) => ({
  subject: subject.name,
  installedMb,
  installMs: median(installs),
  installs,
  firstAnswerMs: median(starts),
  starts,
  binFirstAnswerMs: median(binStarts),
  binStarts,
}));

const prism = rows.find((row) => row.subject === '@stoplight/prism-cli')!;
const row = (name: string) => rows.find((r) => r.subject === name)!;
const goals = [
  {
    goal: 'sandbox installed size ≤ Prism’s',
    value: row('@waas/sandbox').installedMb / prism.installedMb,
    met: row('@waas/sandbox').installedMb <= prism.installedMb,
  },
  {
    goal: 'sandbox first answer ≤ 1 s from npx @waas/sandbox',
    value: row('@waas/sandbox').firstAnswerMs / 1000,
    met: row('@waas/sandbox').firstAnswerMs <= 1000,
  },
  {
    goal: 'sandbox first answer ≤ 1 s from its installed bin',
    value: row('@waas/sandbox').binFirstAnswerMs / 1000,
    met: row('@waas/sandbox').binFirstAnswerMs <= 1000,
  },
  {
    goal: 'mock installed size ≤ Prism’s',
    value: row('@waas/mock').installedMb / prism.installedMb,
    met: row('@waas/mock').installedMb <= prism.installedMb,
  },
  {
    goal: 'mock install + first answer ≤ Prism’s',
    value: (row('@waas/mock').installMs + row('@waas/mock').firstAnswerMs) / (prism.installMs + prism.firstAnswerMs),
    met: row('@waas/mock').installMs + row('@waas/mock').firstAnswerMs <= prism.installMs + prism.firstAnswerMs,
  },
];

console.log(
  '| package | node_modules | npm install (median of %d) | first answer through npx (median of %d) | from the ' +
    'installed bin | all starts through npx (ms) |',
  INSTALLS,
  STARTS,
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.subject} | ${r.installedMb.toFixed(1)} MB (${(r.installedMb / prism.installedMb).toFixed(2)}× Prism) | ` +
      `${(r.installMs / 1000).toFixed(1)} s | ` +
      `${Math.round(r.firstAnswerMs)} ms (${(r.firstAnswerMs / prism.firstAnswerMs).toFixed(2)}× Prism) | ` +
      `${Math.round(r.binFirstAnswerMs)} ms | ${r.starts.map(Math.round).join(', ')} |`,
  );
}
const npxCostMs = median(npxVersion) - median(binVersion);
console.log(
  `\nnpx itself: \`npx --no-install waas-sandbox --version\` ${Math.round(median(npxVersion))} ms against the bin's ` +
    `own ${Math.round(median(binVersion))} ms (median of ${STARTS}): ${Math.round(npxCostMs)} ms before the command ` +
    `runs`,
);
console.log('\n| goal | value | met |\n| --- | --- | --- |');
for (const g of goals)
  console.log(`| ${g.goal} | ${g.value.toFixed(2)}${g.goal.includes('1 s') ? ' s' : '×'} | ${g.met ? 'yes' : 'NO'} |`);
writeFileSync(
  RESULTS,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      starts: STARTS,
      rows,
      npx: { versionMs: npxVersion, binVersionMs: binVersion, costMs: npxCostMs },
      goals,
    },
    null,
    2,
  ) + '\n',
);
