// `pnpm bench`: the whole suite against a local Prism at concurrency 8; prints a table and writes bench/results.json.
// Prism's start-up is outside the timings; the goal (under 3 s of wall time) is reported, not asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolveProfile } from './profile/load.js';
import { run } from './runner.js';
import { startPrism } from '@waas/spec/prism';

const RUNS = 5;
const CONCURRENCY = 8;
const GOAL_MS = 3_000;

const prism = await startPrism();
try {
  const profile = resolveProfile({ kind: 'mock' }, { target: prism.url });
  // One warm-up run: Prism compiles its validators on first use.
  await run({ profile, concurrency: CONCURRENCY, timeoutMs: 10_000, retries: 0 });
  const rows: { run: number; wallMs: number; requests: number; requestsPerSecond: number; score: number }[] = [];
  for (let index = 1; index <= RUNS; index++) {
    const started = performance.now();
    const report = await run({ profile, concurrency: CONCURRENCY, timeoutMs: 10_000, retries: 0 });
    const wallMs = performance.now() - started;
    rows.push({ run: index, wallMs: Math.round(wallMs), requests: report.requests, requestsPerSecond: Math.round((report.requests / wallMs) * 1000), score: report.summary.score });
  }
  const median = [...rows].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(RUNS / 2)]!;
  console.table(rows);
  console.log(`median wall time ${median.wallMs} ms, ${median.requestsPerSecond} requests/s at concurrency ${CONCURRENCY}; goal under ${GOAL_MS} ms: ${median.wallMs < GOAL_MS ? 'met' : 'missed'}`);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    concurrency: CONCURRENCY,
    goalMs: GOAL_MS,
    goalMet: median.wallMs < GOAL_MS,
    median,
    runs: rows,
  };
  mkdirSync(new URL('../bench/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../bench/results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
} finally {
  await prism.stop();
}
