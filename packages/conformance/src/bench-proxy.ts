// `pnpm bench` (second part): what the proxy adds to each exchange, beside Prism's own proxy, prints a table and
// writes bench/proxy-results.json. Three processes: the independent target as the upstream, `waas-conformance proxy`
// from bin/ as a user starts it, and `prism proxy --errors` on the same upstream; the load is sent from this one.
// 1. Added latency at 1,000 requests a second, open loop (goals: at most 1 ms at p50 and 5 ms at p99 over going
//    direct, the median over seven rounds of the arm's less direct's in the same round), each arm 2 s a round, in
//    turns, after a warm-up round at the same rate.
// 2. Throughput, closed loop with 16 requests in flight, three times in turns, 3 s each (goal: at least Prism's).
//    Given the baseline build `pnpm bench` makes (tools/bench-baseline), its `waas-conformance proxy` takes these
//    turns too, each round starting with another arm: the ratio of ours within each round, the median of them.
// The request: getWalletById with its key, a JSON answer each proxy validates. Goals are reported, not asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { freePort } from '@waas/prism-front/ports';
import { baselineFigures, baselineLine, baselineOf } from './bench-baseline.js';
import { writeBenchResults } from './bench-results.js';

/** The independent target's own process, started by path: a package's source imports no tool. */
const UPSTREAM = new URL('../../../tools/independent-target/src/serve.ts', import.meta.url).pathname;
/** Stock Prism's command line, the peer: `prism proxy --errors`, as a team would run it. */
const PRISM_CLI = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const ROUNDS = 3;
const SECONDS = 3;
/**
 * Latency rounds: more and shorter than the throughput's, each arm's added time read against direct's in the same
 * round.
 */
const LATENCY_ROUNDS = 7;
const LATENCY_SECONDS = 2;
const RATE = 1_000;
const IN_FLIGHT = 16;
const GOALS = { addedP50Ms: 1, addedP99Ms: 5, throughputVsPrism: 1 };
const BASELINE = baselineOf();
const OURS = 'waas-conformance proxy';
const THE_BASELINE = 'waas-conformance proxy, the baseline build';

function started(command: string, args: string[], ready: RegExp): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start within 60 s`)), 60_000);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (ready.test(line)) {
          clearTimeout(timer);
          resolve({ child, line });
        }
      });
    }
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** The time of one GET from `started` to its whole answer (200), on a kept-alive connection where there is one. */
function once(url: string, key: string, started = performance.now()): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'x-api-key': key } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`HTTP ${res.statusCode} from ${url}`)),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as this request went out on it (Prism closes one idle for 5 s):
      // sent again on a new one, as HTTP clients do for a GET, its time counted from the first try.
      if (req.reusedSocket && error.code === 'ECONNRESET') resolve(once(url, key, started));
      else reject(error);
    });
    req.end();
  });
}

/** Open loop: requests sent at `RATE` a second whatever the answers do; the time of each. */
async function atRate(url: string, key: string, seconds = LATENCY_SECONDS): Promise<number[]> {
  const times: Promise<number>[] = [];
  const total = RATE * seconds;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE));
      while (times.length < due) {
        const sent = once(url, key);
        // A failure is for Promise.all below to report, not an unhandled rejection halfway through the round.
        sent.catch(() => undefined);
        times.push(sent);
      }
      if (times.length >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  return Promise.all(times);
}

/** Closed loop: `IN_FLIGHT` requests at all times; answers a second. */
async function throughput(url: string, key: string): Promise<number> {
  const end = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        await once(url, key);
        done++;
      }
    }),
  );
  return Math.round(done / SECONDS);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function bench() {
  const children: ChildProcess[] = [];
  try {
    const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
    const up = await started(tsx, [UPSTREAM], /^\{/);
    children.push(up.child);
    const upstream = JSON.parse(up.line) as { url: string; key: string; walletId: string };
    const oursPort = await freePort();
    const proxy = (bin: string, port: number) =>
      started(
        process.execPath,
        [bin, 'proxy', '--upstream', upstream.url, '--port', String(port), '--reporter', 'json=/dev/null'],
        /listening on/,
      );
    const ours = await proxy(new URL('../bin/conformance.js', import.meta.url).pathname, oursPort);
    children.push(ours.child);
    const baselinePort = await freePort();
    const baseline =
      BASELINE &&
      (await proxy(BASELINE.bin, baselinePort).catch((error: unknown) => ({
        error: (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
      })));
    if (baseline && 'child' in baseline) children.push(baseline.child);
    const prismPort = await freePort();
    const document = new URL(import.meta.resolve('@waas/spec/openapi.yaml')).pathname;
    const prism = await started(
      process.execPath,
      [PRISM_CLI, 'proxy', '--errors', '-h', '127.0.0.1', '-p', String(prismPort), document, upstream.url],
      /Prism is listening/,
    );
    children.push(prism.child);
    const path = `/api/v1/wallets/get/wallet/${upstream.walletId}`;
    const arms = {
      direct: upstream.url + path,
      [OURS]: `http://127.0.0.1:${oursPort}${path}`,
      'prism proxy --errors': `http://127.0.0.1:${prismPort}${path}`,
    };
    /** The throughput's arms: the baseline build's proxy is measured for its throughput only. */
    const rated: Record<string, string> = {
      ...arms,
      ...(baseline && 'child' in baseline && { [THE_BASELINE]: `http://127.0.0.1:${baselinePort}${path}` }),
    };
    // Warmed up as a proxy kept beside staging for days is: 500 one at a time, then a round at the rate, not counted.
    // A cold proxy still compiles its paths over its first few thousand exchanges: a start's cost, not what it adds.
    for (const url of Object.values(rated)) for (let i = 0; i < 500; i++) await once(url, upstream.key);
    for (const url of Object.values(rated)) await atRate(url, upstream.key);
    // Per round, so a burst of the machine's other work is read against the direct arm of the same round: the added
    // time is the median over rounds of (arm − direct), which one noisy round cannot move much.
    const latencies: Record<string, number[][]> = Object.fromEntries(Object.keys(arms).map((arm) => [arm, []]));
    const rates: Record<string, number[]> = Object.fromEntries(Object.keys(rated).map((arm) => [arm, []]));
    for (let r = 0; r < LATENCY_ROUNDS; r++)
      for (const [arm, url] of Object.entries(arms))
        latencies[arm]!.push((await atRate(url, upstream.key)).sort((a, b) => a - b));
    const order = Object.entries(rated);
    for (let r = 0; r < ROUNDS; r++)
      for (let j = 0; j < order.length; j++) {
        const [arm, url] = order[(r + j) % order.length]!;
        rates[arm]!.push(await throughput(url, upstream.key));
      }
    const direct = latencies.direct!;
    const added = (arm: string, q: number) =>
      median(latencies[arm]!.map((sorted, r) => quantile(sorted, q) - quantile(direct[r]!, q)));
    const rows = Object.keys(arms).map((arm) => {
      const sorted = latencies[arm]!.flat().sort((a, b) => a - b);
      const perSecond = [...rates[arm]!].sort((a, b) => a - b)[1]!;
      return {
        arm,
        requests: sorted.length,
        p50Ms: round(quantile(sorted, 0.5)),
        p99Ms: round(quantile(sorted, 0.99)),
        addedP50Ms: round(added(arm, 0.5)),
        addedP99Ms: round(added(arm, 0.99)),
        addedP99ByRound: latencies[arm]!.map((sorted, r) => round(quantile(sorted, 0.99) - quantile(direct[r]!, 0.99))),
        throughputPerSecond: perSecond,
        throughputRuns: rates[arm]!,
      };
    });
    console.table(rows.map(({ throughputRuns: _, addedP99ByRound: __, ...row }) => row));
    const mine = rows[1]!;
    const theirs = rows[2]!;
    const verdict = (met: boolean) => (met ? 'met' : 'missed');
    console.log(
      `waas-conformance proxy adds ${mine.addedP50Ms} ms at p50 ` +
        `(goal ${GOALS.addedP50Ms}: ${verdict(mine.addedP50Ms <= GOALS.addedP50Ms)}), ` +
        `${mine.addedP99Ms} ms at p99 ` +
        `(goal ${GOALS.addedP99Ms}: ${verdict(mine.addedP99Ms <= GOALS.addedP99Ms)}) at ${RATE}/s; ` +
        `throughput ${mine.throughputPerSecond}/s, ` +
        `${round(mine.throughputPerSecond / theirs.throughputPerSecond)}× Prism's ${theirs.throughputPerSecond}/s ` +
        `(goal at least 1×: ${verdict(mine.throughputPerSecond >= theirs.throughputPerSecond)})`,
    );
    const toBaseline =
      BASELINE &&
      baselineFigures(
        BASELINE,
        `${OURS}, throughput ÷ the baseline build`,
        baseline && 'error' in baseline
          ? baseline
          : {
              ratios: rates[OURS]!.map((rate, r) => rate / rates[THE_BASELINE]![r]!),
              figures: { perSecond: mine.throughputPerSecond, baselinePerSecond: median(rates[THE_BASELINE]!) },
            },
      );
    if (toBaseline) console.log(baselineLine(toBaseline));
    writeBenchResults('proxy-results.json', {
      rate: RATE,
      latencySeconds: LATENCY_SECONDS,
      latencyRounds: LATENCY_ROUNDS,
      throughputSeconds: SECONDS,
      throughputRounds: ROUNDS,
      inFlight: IN_FLIGHT,
      goals: GOALS,
      ...(toBaseline && { baseline: toBaseline }),
      rows,
    });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    agent.destroy();
  }
}

await bench();
