// The first `pnpm dev` in a fresh clone, timed as a team meets it: the repository's HEAD cloned into the OS's
// temporary folder, `pnpm install` from the store (timed apart: it is not pnpm dev's), then `pnpm dev` started and
// each server polled every 250 ms until it answers: the sandbox, the mock and the reference page, and the ready line.
// A first start is first once per clone, so each run clones afresh. Goal (issue 59): all answer within 60 s.
// Prints a table, writes bench/first-start-results.json.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@waas/prism-front/ports';

const RUNS = Number(process.env.BENCH_FIRST_STARTS ?? 3);
const GOAL_MS = 60_000;
const DEADLINE_MS = 180_000;
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const STAGES = ['install', 'ready line', 'sandbox', 'mock', 'reference page', 'all answering'] as const;
type Stage = (typeof STAGES)[number];

/** Resolves when the process group of `child` has ended, killing it after a grace period. */
async function stop(child: ChildProcess) {
  const ended = new Promise((resolve) => child.once('exit', resolve));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {}
  };
  group('SIGTERM');
  if ((await Promise.race([ended, sleep(10_000, 'late')])) === 'late') group('SIGKILL');
  await ended;
}

async function firstStart(): Promise<Record<Stage, number>> {
  const clone = mkdtempSync(join(tmpdir(), 'waas-first-dev-'));
  try {
    const cloned = spawnSync('git', ['clone', '--quiet', REPOSITORY, clone], { stdio: 'inherit' });
    if (cloned.status !== 0) throw new Error(`git clone of ${REPOSITORY} failed`);
    const installFrom = performance.now();
    const installed = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: clone,
      stdio: 'ignore',
    });
    if (installed.status !== 0) throw new Error(`pnpm install in ${clone} failed`);
    const install = performance.now() - installFrom;
    const ports = { sandbox: await freePort(), mock: await freePort(), docs: await freePort() };
    const from = performance.now();
    const child = spawn('pnpm', ['dev'], {
      cwd: clone,
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        ...process.env,
        SANDBOX_PORT: String(ports.sandbox),
        MOCK_PORT: String(ports.mock),
        DOCS_PORT: String(ports.docs),
      },
    });
    const seen: Partial<Record<Stage, number>> = { install };
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      if (seen['ready line'] === undefined && text.includes('dev    | following spec/'))
        seen['ready line'] = performance.now() - from;
    });
    const answers = async (url: string) =>
      (await fetch(url, { headers: { 'x-api-key': 'sandbox-key-acme-admin' }, signal: AbortSignal.timeout(2_000) }))
        .status > 0;
    const servers: [Stage, string][] = [
      ['sandbox', `http://127.0.0.1:${ports.sandbox}/readyz`],
      ['mock', `http://127.0.0.1:${ports.mock}/api/v1/products`],
      ['reference page', `http://127.0.0.1:${ports.docs}/`],
    ];
    try {
      for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline; await sleep(250)) {
        if (child.exitCode !== null) throw new Error(`pnpm dev ended (exit ${child.exitCode}) before every answer`);
        for (const [stage, url] of servers)
          if (seen[stage] === undefined && (await answers(url).catch(() => false)))
            seen[stage] = performance.now() - from;
        if (servers.every(([stage]) => seen[stage] !== undefined) && seen['ready line'] !== undefined) break;
      }
    } finally {
      await stop(child);
    }
    const missing = STAGES.filter((stage) => stage !== 'all answering' && seen[stage] === undefined);
    if (missing.length > 0) throw new Error(`no ${missing.join(', ')} within ${DEADLINE_MS / 1000} s`);
    seen['all answering'] = Math.max(...servers.map(([stage]) => seen[stage]!), seen['ready line']!);
    return seen as Record<Stage, number>;
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const samples = Object.fromEntries(STAGES.map((stage) => [stage, [] as number[]])) as Record<Stage, number[]>;
for (let run = 1; run <= RUNS; run++) {
  const times = await firstStart();
  for (const stage of STAGES) samples[stage].push(Math.round(times[stage]));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows = STAGES.map((stage) => ({
  stage: stage === 'install' ? 'pnpm install (apart)' : `pnpm dev → ${stage}`,
  medianMs: median(samples[stage]),
  maxMs: Math.max(...samples[stage]),
  goalMs: stage === 'install' ? null : GOAL_MS,
  met: stage === 'install' ? null : median(samples[stage]) <= GOAL_MS,
}));
const machine = `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
console.log(`first pnpm dev in a fresh clone of HEAD, ${RUNS} clones (${machine})`);
console.table(rows);
writeFileSync(
  new URL('./first-start-results.json', import.meta.url),
  `${JSON.stringify(
    { date: new Date().toISOString(), node: process.version, load: loadavg()[0], clones: RUNS, rows, samples },
    null,
    2,
  )}\n`,
);
