// `pnpm bench`: prints a table and writes bench/results.json.
// 1. The example pairs and rule-based cases against a local Prism at concurrency 8 (goal: under 3 s of wall time).
// 2. The whole default run, generated values included, in this process against a local sandbox started from
//    apps/sandbox/dist (goal: under 15 s of wall time), and the same with five times the values.
// 3. The Arazzo workflow postingsReadBack, as a user runs it: `conformance run --only postingsReadBack` beside
//    `redocly respect --workflow postingsReadBack` on the same file against the same sandbox, both as commands,
//    alternating; the ratio is ours over Respect's.
// 4. The generated-values goal (1,000 a second) as a user meets it: `waas-conformance run --profile sandbox` as a
//    command, five times against a sandbox just started (its first run included), values over each command's wall
//    time; the median.
//    Given the baseline build `pnpm bench` makes (tools/bench-baseline), its bin takes turns with this one against the
//    same sandbox, each round starting with the other; the ratio of values a second within each round, the median of
//    them, below 0.95 a regression. `tsx src/bench.ts as-user` runs this part alone and writes nothing.
// Prism's and the sandbox's start-up are outside the timings; goals are reported, not asserted.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPrism } from '@waas/prism-front';
import { baselineFigures, baselineLine, baselineOf } from './bench-baseline.js';
import { writeBenchResults } from './bench-results.js';
import { readProfileFile, resolveProfile } from './profile/load.js';
import { DEFAULT_MAX_CASES, run, type RunOptions } from './run/runner.js';

const RUNS = 5;
const AS_USER_ONLY = process.argv[2] === 'as-user';
const BASELINE = baselineOf();
const CONCURRENCY = 8;
const GOALS = { pairsMs: 3_000, defaultRunMs: 15_000, generatedPerSecond: 1_000 };
/** The sandbox app's build, started as a process by path (an app is never imported); `pnpm build` makes it. */
const SANDBOX = new URL('../../../apps/sandbox/dist/main.js', import.meta.url).pathname;

interface Row {
  measure: string;
  run: number;
  wallMs: number;
  /** Absent for a command's run: its summary does not say. */
  requests?: number;
  generatedValues: number;
  generatedPerSecond: number;
  score: number;
}

type Report = Awaited<ReturnType<typeof run>>;

/** What a run's row is made of, from its report or from the summary its command printed. */
type Figures = Pick<Row, 'generatedValues' | 'score' | 'requests'>;

const figuresOf = (report: Report): Figures => ({
  generatedValues: report.results.reduce((n, r) => n + (r.kind === 'generated' ? (r.samples ?? 0) : 0), 0),
  score: Number(report.summary.score.toFixed(4)),
  requests: report.requests,
});

/** One run's row: its generated values over its whole wall time, the pairs and read-backs counted against it too. */
function rowOf(measure: string, index: number, wallMs: number, figures: Figures): Row {
  return {
    measure,
    run: index,
    wallMs: Math.round(wallMs),
    ...(figures.requests !== undefined && { requests: figures.requests }),
    generatedValues: figures.generatedValues,
    generatedPerSecond: Math.round((figures.generatedValues / wallMs) * 1000),
    score: figures.score,
  };
}

async function measure(name: string, options: RunOptions): Promise<Row[]> {
  await run(options); // warm-up: validators compile on first use, on both sides
  const rows: Row[] = [];
  for (let index = 1; index <= RUNS; index++) {
    const started = performance.now();
    const report = await run(options);
    rows.push(rowOf(name, index, performance.now() - started, figuresOf(report)));
  }
  return rows;
}

const median = (rows: Row[], key: 'wallMs' | 'generatedPerSecond') =>
  [...rows].sort((a, b) => a[key] - b[key])[Math.floor(rows.length / 2)]!;

async function startSandbox(): Promise<{ url: string; stop: () => void } | undefined> {
  if (!existsSync(SANDBOX)) return undefined;
  const port = await freePort();
  const child = spawn(process.execPath, [SANDBOX], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (
      await fetch(`${url}/sandbox/invariants`).then(
        () => true,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
  }
  child.kill();
  throw new Error('the sandbox did not answer within 30 s');
}

const rows: Row[] = [];
const commands: { command: string; run: number; wallMs: number; exitCode: number | null }[] = [];

/** Wall time of one command, start-up included, as a user meets it. */
function timed(command: string, file: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync(file, args, { env: { ...process.env, ...env }, stdio: 'ignore', timeout: 120_000 });
  return { command, wallMs: Math.round(performance.now() - started), exitCode: result.status };
}

/**
 * `waas-conformance run --profile sandbox` of `bin`, the very command a user times (no report file asked for), its
 * figures read from the summary it prints.
 */
function asUserRun(measure: string, bin: string, url: string, folder: string, index: number): Row {
  const started = performance.now();
  const { stdout } = spawnSync(process.execPath, [bin, 'run', '--profile', 'sandbox'], {
    env: { ...process.env, WAAS_SANDBOX_URL: url },
    cwd: folder,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 120_000,
  });
  const wallMs = performance.now() - started;
  const generated = /^Generated:\s+(\d+) values/m.exec(stdout ?? '');
  const score = /^Score:\s+([\d.]+)%/m.exec(stdout ?? '');
  if (!generated || !score) throw new Error(`${measure}: run ${index} printed no summary`);
  return rowOf(measure, index, wallMs, { generatedValues: Number(generated[1]), score: Number(score[1]) / 100 });
}

/**
 * The command five times against the same sandbox, and the baseline build's in turns with it when there is one; the
 * first round starts with this build, so a user's first run after `pnpm start` is this build's, as without a baseline.
 */
function asUserRuns(url: string): { rows: Row[]; ratios: number[]; baselineError?: string } {
  const bin = new URL('../bin/conformance.js', import.meta.url).pathname;
  const folder = mkdtempSync(join(tmpdir(), 'waas-bench-'));
  const runs: Row[] = [];
  const ratios: number[] = [];
  let baselineError: string | undefined;
  try {
    for (let index = 1; index <= RUNS; index++) {
      const builds = BASELINE && !baselineError ? ['ours', 'baseline'] : ['ours'];
      const round: { ours?: Row; baseline?: Row } = {};
      for (const build of index % 2 ? builds : builds.reverse()) {
        if (build === 'ours') round.ours = asUserRun(USER_COMMAND, bin, url, folder, index);
        else
          try {
            round.baseline = asUserRun(BASELINE_COMMAND, BASELINE!.bin, url, folder, index);
            if (round.baseline.generatedValues === 0) throw new Error('its summary counts no generated values');
          } catch (error) {
            baselineError = (error instanceof Error ? error.message : String(error)).split('\n')[0];
            delete round.baseline;
          }
      }
      runs.push(round.ours!);
      if (round.baseline) {
        runs.push(round.baseline);
        ratios.push(round.ours!.generatedPerSecond / round.baseline.generatedPerSecond);
      }
    }
    return { rows: runs, ratios, ...(baselineError && { baselineError }) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const USER_COMMAND = 'waas-conformance run --profile sandbox';
const BASELINE_COMMAND = `${USER_COMMAND}, the baseline build`;

function workflows(url: string) {
  const bin = new URL('../bin/conformance.js', import.meta.url).pathname;
  const redocly = new URL('../node_modules/.bin/redocly', import.meta.url).pathname;
  const file = new URL('../../../spec/workflows/ledger.arazzo.yaml', import.meta.url).pathname;
  const profile = new URL('../profiles/sandbox.yaml', import.meta.url).pathname;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index <= RUNS; index++) {
    const inputs = {
      apiKey: 'sandbox-key-acme-admin',
      walletId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      productId: 'c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10',
      reference: `BENCH-${Date.now()}`,
      historyFrom: `${day(-1)}T00:00:00`,
      historyTo: `${day(1)}T23:59:59`,
    };
    const ours = timed(
      'conformance run --only workflows',
      process.execPath,
      [bin, 'run', '--profile', profile, '--only', 'postingsReadBack', '--max-cases', '0', '--reporter', 'json'],
      { WAAS_SANDBOX_URL: url },
    );
    const theirs = timed('redocly respect', redocly, [
      'respect',
      file,
      '--workflow',
      'postingsReadBack',
      '--server',
      `waas=${url}`,
      ...Object.entries(inputs).flatMap(([k, v]) => ['--input', `${k}=${v}`]),
    ]);
    // The first pair warms the file cache and the sandbox's statements; it is not counted.
    if (index > 0) commands.push({ ...ours, run: index }, { ...theirs, run: index });
  }
}
const prism = AS_USER_ONLY ? undefined : await startPrism();
try {
  if (prism) {
    const profile = resolveProfile({ kind: 'mock' }, { target: prism.url });
    rows.push(
      ...(await measure('pairs vs Prism', {
        profile,
        concurrency: CONCURRENCY,
        timeoutMs: 10_000,
        retries: 0,
        generated: { seed: 1, maxCases: 0 },
      })),
    );
  }
} finally {
  await prism?.stop();
}
const sandbox = await startSandbox();
let asUser: ReturnType<typeof asUserRuns> | undefined;
try {
  if (sandbox) {
    // First, while the sandbox is fresh: a user's first run after `pnpm start` counts.
    asUser = asUserRuns(sandbox.url);
    rows.push(...asUser.rows);
  }
  if (sandbox && !AS_USER_ONLY) {
    const profile = resolveProfile(
      readProfileFile(new URL('../profiles/sandbox.yaml', import.meta.url).pathname, { WAAS_SANDBOX_URL: sandbox.url }),
    );
    rows.push(
      ...(await measure('default run vs sandbox', {
        profile,
        concurrency: CONCURRENCY,
        timeoutMs: 10_000,
        retries: 0,
        generated: { seed: 1 },
      })),
    );
    // The same run with five times the generated values: what the extra values add to the wall time is their own rate.
    // (Against a run without them it is not: the default run's values overlap the scheduled debit's wait for its date.)
    rows.push(
      ...(await measure('5× generated values vs sandbox', {
        profile,
        concurrency: CONCURRENCY,
        timeoutMs: 10_000,
        retries: 0,
        generated: { seed: 1, maxCases: 5 * DEFAULT_MAX_CASES },
      })),
    );
    workflows(sandbox.url);
  } else if (!sandbox)
    console.log(`no sandbox build at ${SANDBOX}: run \`pnpm build\` first for the generated-values row`);
} finally {
  sandbox?.stop();
}
console.table(rows);
if (commands.length > 0) console.table(commands);
const verdict = (met: boolean) => (met ? 'met' : 'missed');
const asUserRows = rows.filter((r) => r.measure === USER_COMMAND);
const userRate = asUserRows.length > 0 ? median(asUserRows, 'generatedPerSecond') : undefined;
if (userRate)
  console.log(
    `${USER_COMMAND}: median ${userRate.generatedPerSecond} generated values/s over the command's wall time ` +
      `(${userRate.generatedValues} values in ${userRate.wallMs} ms; goal ${GOALS.generatedPerSecond}: ` +
      `${verdict(userRate.generatedPerSecond >= GOALS.generatedPerSecond)})`,
  );
/** This build's values a second over the baseline build's, round by round, for the results file. */
const toBaseline =
  asUser && BASELINE
    ? baselineFigures(
        BASELINE,
        `${USER_COMMAND}, generated values a second ÷ the baseline build`,
        asUser.baselineError
          ? { error: asUser.baselineError }
          : {
              ratios: asUser.ratios,
              figures: {
                perSecond: userRate?.generatedPerSecond ?? 0,
                baselinePerSecond: median(
                  asUser.rows.filter((r) => r.measure === BASELINE_COMMAND),
                  'generatedPerSecond',
                ).generatedPerSecond,
              },
            },
      )
    : undefined;
if (toBaseline) console.log(baselineLine(toBaseline));
if (AS_USER_ONLY) process.exit(0);
const pairs = median(
  rows.filter((r) => r.measure === 'pairs vs Prism'),
  'wallMs',
);
const full = rows.some((r) => r.measure === 'default run vs sandbox')
  ? rows.filter((r) => r.measure === 'default run vs sandbox')
  : undefined;
console.log(
  `pairs vs Prism: median ${pairs.wallMs} ms ` +
    `(goal under ${GOALS.pairsMs} ms: ${verdict(pairs.wallMs < GOALS.pairsMs)})`,
);
const commandMedian = (name: string) => {
  const times = commands
    .filter((c) => c.command === name)
    .map((c) => c.wallMs)
    .sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
};
const ours = commandMedian('conformance run --only workflows');
const respect = commandMedian('redocly respect');
if (ours !== undefined && respect !== undefined)
  console.log(
    `workflows: ours ${ours} ms, Respect ${respect} ms, ratio ${(ours / respect).toFixed(2)} (below 1: faster)`,
  );
let marginal: number | undefined;
if (full) {
  const wall = median(full, 'wallMs');
  const rate = median(full, 'generatedPerSecond');
  const more = median(
    rows.filter((r) => r.measure === '5× generated values vs sandbox'),
    'wallMs',
  );
  marginal = Math.round(
    ((more.generatedValues - wall.generatedValues) / Math.max(1, more.wallMs - wall.wallMs)) * 1000,
  );
  console.log(
    `default run vs sandbox: median ${wall.wallMs} ms ` +
      `(goal under ${GOALS.defaultRunMs} ms: ${verdict(wall.wallMs < GOALS.defaultRunMs)}); ` +
      `${rate.generatedPerSecond} generated values/s over the whole run; ` +
      `${marginal}/s for the ${more.generatedValues - wall.generatedValues} more values of ` +
      `the 5× run (${more.wallMs} − ${wall.wallMs} ms)`,
  );
}
writeBenchResults('results.json', {
  concurrency: CONCURRENCY,
  goals: GOALS,
  ...(toBaseline && { baseline: toBaseline }),
  workflows:
    ours !== undefined && respect !== undefined
      ? { oursMs: ours, respectMs: respect, ratio: Number((ours / respect).toFixed(2)), runs: commands }
      : null,
  medians: {
    pairs,
    ...(full && {
      defaultRun: median(full, 'wallMs'),
      generatedRate: median(full, 'generatedPerSecond'),
      generatedMarginalPerSecond: marginal,
    }),
    ...(userRate && {
      asUserRuns: userRate,
      generatedGoal: verdict(userRate.generatedPerSecond >= GOALS.generatedPerSecond),
    }),
  },
  runs: rows,
});
