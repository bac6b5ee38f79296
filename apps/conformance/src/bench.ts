// `pnpm bench`: prints a table and writes bench/results.json.
// 1. The example pairs and rule-based cases against a local Prism at concurrency 8 (goal: under 3 s of wall time).
// 2. The whole default run, generated values included, against a local sandbox started from apps/sandbox/dist
//    (goals: at least 1,000 generated values a second, under 15 s of wall time).
// Prism's and the sandbox's start-up are outside the timings; goals are reported, not asserted.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { freePort, startPrism } from '@waas/spec/prism';
import { readProfileFile, resolveProfile } from './profile/load.js';
import { run, type RunOptions } from './runner.js';

const RUNS = 5;
const CONCURRENCY = 8;
const GOALS = { pairsMs: 3_000, defaultRunMs: 15_000, generatedPerSecond: 1_000 };
const SANDBOX = new URL('../../sandbox/dist/main.js', import.meta.url).pathname;

interface Row {
  measure: string;
  run: number;
  wallMs: number;
  requests: number;
  generatedValues: number;
  generatedPerSecond: number;
  score: number;
}

async function measure(name: string, options: RunOptions): Promise<Row[]> {
  await run(options); // warm-up: validators compile on first use, on both sides
  const rows: Row[] = [];
  for (let index = 1; index <= RUNS; index++) {
    const started = performance.now();
    const report = await run(options);
    const wallMs = performance.now() - started;
    const generatedValues = report.results.reduce((n, r) => n + (r.kind === 'generated' ? (r.samples ?? 0) : 0), 0);
    rows.push({
      measure: name,
      run: index,
      wallMs: Math.round(wallMs),
      requests: report.requests,
      generatedValues,
      // Over the whole run's wall time: the pairs and the read-backs are counted against it, so this is a floor.
      generatedPerSecond: Math.round((generatedValues / wallMs) * 1000),
      score: Number(report.summary.score.toFixed(4)),
    });
  }
  return rows;
}

const median = (rows: Row[], key: 'wallMs' | 'generatedPerSecond') => [...rows].sort((a, b) => a[key] - b[key])[Math.floor(rows.length / 2)]!;

async function startSandbox(): Promise<{ url: string; stop: () => void } | undefined> {
  if (!existsSync(SANDBOX)) return undefined;
  const port = await freePort();
  const child = spawn(process.execPath, [SANDBOX], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (await fetch(`${url}/sandbox/invariants`).then(() => true, () => false)) return { url, stop: () => child.kill() };
  }
  child.kill();
  throw new Error('the sandbox did not answer within 30 s');
}

const prism = await startPrism();
const rows: Row[] = [];
try {
  const profile = resolveProfile({ kind: 'mock' }, { target: prism.url });
  rows.push(...(await measure('pairs vs Prism', { profile, concurrency: CONCURRENCY, timeoutMs: 10_000, retries: 0, generated: { seed: 1, maxCases: 0 } })));
} finally {
  await prism.stop();
}
const sandbox = await startSandbox();
try {
  if (sandbox) {
    const profile = resolveProfile(readProfileFile(new URL('../profiles/sandbox.yaml', import.meta.url).pathname, { WAAS_SANDBOX_URL: sandbox.url }));
    rows.push(...(await measure('default run vs sandbox', { profile, concurrency: CONCURRENCY, timeoutMs: 10_000, retries: 0, generated: { seed: 1 } })));
  } else console.log(`no sandbox build at ${SANDBOX}: run \`pnpm build\` first for the generated-values row`);
} finally {
  sandbox?.stop();
}
console.table(rows);
const pairs = median(rows.filter((r) => r.measure === 'pairs vs Prism'), 'wallMs');
const full = rows.some((r) => r.measure === 'default run vs sandbox') ? rows.filter((r) => r.measure === 'default run vs sandbox') : undefined;
const verdict = (met: boolean) => (met ? 'met' : 'missed');
console.log(`pairs vs Prism: median ${pairs.wallMs} ms (goal under ${GOALS.pairsMs} ms: ${verdict(pairs.wallMs < GOALS.pairsMs)})`);
if (full) {
  const wall = median(full, 'wallMs');
  const rate = median(full, 'generatedPerSecond');
  console.log(`default run vs sandbox: median ${wall.wallMs} ms (goal under ${GOALS.defaultRunMs} ms: ${verdict(wall.wallMs < GOALS.defaultRunMs)}); ` +
    `${rate.generatedPerSecond} generated values/s (goal ${GOALS.generatedPerSecond}: ${verdict(rate.generatedPerSecond >= GOALS.generatedPerSecond)})`);
}
mkdirSync(new URL('../bench/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../bench/results.json', import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      concurrency: CONCURRENCY,
      goals: GOALS,
      // Redocly Respect against the same workflows, as a ratio: not measured until the Arazzo workflows exist.
      respect: null,
      medians: { pairs, ...(full && { defaultRun: median(full, 'wallMs'), generatedRate: median(full, 'generatedPerSecond') }) },
      runs: rows,
    },
    null,
    2,
  ) + '\n',
);
