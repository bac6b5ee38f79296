import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { baselineBuild } from '@waas/bench-baseline/bench-env';
import { baselineNotRun, baselineRow, median } from './baseline.js';
import { dispatcherRows } from './dispatcher.js';
import { listenRows } from './listen.js';
import { mswRows } from './msw.js';
import { readRows } from './reads.js';
import { load, type LoadRequest, type LoadResult } from './load.js';
import { benchDatabase, mostInternalWallets, statsOf } from './postgres.js';
import { freePort, startProcess, type Started } from '../src/test/processes.js';

/**
 * `pnpm bench`: the sandbox against the speed goals of issue 5, every number from this one run on this machine.
 * Prints a table and writes bench/results.json. Servers run as their own processes; the load comes from this one.
 */
const SECONDS = Number(process.env.WAAS_BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
/**
 * `pnpm bench posts` runs only the posting rows (for iterating on the ledger), `pnpm bench reads` only the reads
 * against bare Fastify, `pnpm bench starts` only the cold starts, `pnpm bench webhooks` only the dispatcher's and the
 * listener's rows; these leave bench/results.json alone.
 */
const POSTS_ONLY = process.argv[2] === 'posts';
const READS_ONLY = process.argv[2] === 'reads';
const STARTS_ONLY = process.argv[2] === 'starts';
const WEBHOOKS_ONLY = process.argv[2] === 'webhooks';
const CONCURRENCY = Number(process.env.WAAS_BENCH_CONCURRENCY ?? 16);
/**
 * Posts are measured with more connections: an organization's postings are written in groups
 * (src/domain/postings/group-commit.ts), and a service's posting throughput is what it sustains with callers waiting on
 * it; p99 shows what waiting costs.
 */
const POST_CONCURRENCY = Number(process.env.WAAS_BENCH_POST_CONCURRENCY ?? 64);
const KEY = 'sandbox-key-acme-admin';
const WALLET_PATH = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';
const SANDBOX = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const RESULTS = new URL('./results.json', import.meta.url);
/** The build each key figure is compared with, in turns with this one; `pnpm bench` chooses and builds it. */
const BASELINE = baselineBuild('sandbox');
/** Rounds of the posting rows when a baseline arm takes turns with this build; one without. */
const POST_ROUNDS = 3;
const require = createRequire(import.meta.url);

interface Row {
  measure: string;
  value: string;
  goal: string;
  met: boolean | null;
  regression?: boolean;
  detail?: LoadResult | Record<string, unknown>;
}
const rows: Row[] = [];
const perSecond = (r: LoadResult) =>
  `${Math.round(r.perSecond)}/s (p99 ${r.p99Ms.toFixed(1)} ms, ${r.errors} errors, ` +
  `machine ${Math.round(r.machineBusy * 100)}% busy)`;

async function startSandbox(env: NodeJS.ProcessEnv = {}, bin = SANDBOX): Promise<Started> {
  const port = await freePort();
  return startProcess(process.execPath, [bin], {
    env: { ...env, PORT: String(port) },
    port,
    probe: WALLET_PATH,
    headers: { 'x-api-key': KEY },
  });
}

async function startPrism(): Promise<Started> {
  const port = await freePort();
  const prismBin = require.resolve('@stoplight/prism-cli/dist/index.js');
  const bundle = require.resolve('@waas/spec/openapi.json');
  return startProcess(process.execPath, [prismBin, 'mock', '-h', '127.0.0.1', '-p', String(port), bundle], {
    port,
    probe: WALLET_PATH,
    headers: { 'x-api-key': KEY },
    timeoutMs: 120_000,
  });
}

const COLD_STARTS = 7;

/**
 * Spawn to the first 200 to the same request, for the sandbox and for Prism (and the baseline build, each round
 * starting with another of the two builds), taken in turns so that whatever else the machine does weighs on all alike:
 * the goal is a ratio of the two, both measured in this run.
 */
async function coldStart(): Promise<void> {
  const times = { sandbox: [] as number[], prism: [] as number[], baseline: [] as number[] };
  const starts = {
    sandbox: () => startSandbox(),
    prism: startPrism,
    baseline: () => startSandbox({}, BASELINE?.bin),
  };
  let baselineFailed: { error: unknown } | undefined;
  for (let i = 0; i < COLD_STARTS; i++) {
    const builds = BASELINE && !baselineFailed ? (['sandbox', 'baseline'] as const) : (['sandbox'] as const);
    for (const server of [...(i % 2 ? [...builds].reverse() : builds), 'prism'] as const) {
      const started = await starts[server]().catch((error: unknown) => {
        if (server !== 'baseline') throw error;
        baselineFailed = { error };
      });
      if (!started) continue;
      times[server].push(started.readyMs);
      await started.stop();
    }
  }
  const spread = (all: number[]) => {
    const sorted = [...all].sort((a, b) => a - b);
    return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
  };
  const ours = spread(times.sandbox);
  const theirs = spread(times.prism);
  const ratio = ours.median / theirs.median;
  rows.push({
    measure: `cold start to first answer, sandbox (PGlite) (median of ${COLD_STARTS})`,
    value: `${Math.round(ours.median)} ms`,
    goal: 'reported',
    met: null,
    detail: ours,
  });
  rows.push({
    measure: `cold start to first answer, Prism mock (median of ${COLD_STARTS})`,
    value: `${Math.round(theirs.median)} ms`,
    goal: 'reported',
    met: null,
    detail: theirs,
  });
  rows.push({
    measure: 'cold start to first answer, sandbox (PGlite) ÷ Prism',
    value: `${ratio.toFixed(2)}× (${Math.round(ours.median)} ms against ${Math.round(theirs.median)} ms)`,
    goal: '≤ 0.5×',
    met: ratio <= 0.5,
  });
  // As a speed, so that above 1 is better like every other ratio to the baseline: its time over this build's.
  const compared = 'cold start speed (1 / time to first answer), sandbox (PGlite)';
  if (baselineFailed) rows.push(baselineNotRun(compared, baselineFailed.error));
  else if (BASELINE) {
    const against = `${Math.round(ours.median)} ms against ${Math.round(median(times.baseline))} ms`;
    rows.push(
      baselineRow(
        compared,
        times.baseline.map((t, i) => t / times.sandbox[i]!),
        against,
      ),
    );
  }
}

const getWallet = () => ({ method: 'GET', path: WALLET_PATH, headers: { 'x-api-key': KEY } });

/**
 * Load for WARMUP_SECONDS unmeasured, then for SECONDS measured, the same for every server: what is measured is the
 * steady state, not the JIT and the first plans. `next(phase)` gives each phase its requests.
 */
async function measure(
  baseUrl: string,
  concurrency: number,
  next: (phase: 'warmup' | 'measured') => (i: number) => LoadRequest,
): Promise<LoadResult> {
  await load(baseUrl, { concurrency, seconds: WARMUP_SECONDS, next: next('warmup') });
  return load(baseUrl, { concurrency, seconds: SECONDS, next: next('measured') });
}

/** Prism first, then the sandbox on each engine, under the same load from this process. */
async function getWalletAgainstPrism(databaseUrl: string | undefined): Promise<void> {
  const prism = await startPrism();
  const theirs = await measure(prism.baseUrl, CONCURRENCY, () => getWallet);
  await prism.stop();
  rows.push({ measure: 'get wallet, Prism mock', value: perSecond(theirs), goal: '', met: null, detail: theirs });
  const engines: [string, NodeJS.ProcessEnv][] = [['PGlite', {}]];
  if (databaseUrl) engines.push(['PostgreSQL', { DATABASE_URL: databaseUrl }]);
  for (const [engine, env] of engines) {
    const sandbox = await startSandbox(env);
    const ours = await measure(sandbox.baseUrl, CONCURRENCY, () => getWallet);
    await sandbox.stop();
    const ratio = ours.perSecond / theirs.perSecond;
    rows.push({
      measure: `get wallet, sandbox (${engine})`,
      value: perSecond(ours),
      goal: '',
      met: null,
      detail: ours,
    });
    rows.push({
      measure: `get wallet, sandbox (${engine}) ÷ Prism`,
      value: `${ratio.toFixed(2)}×`,
      goal: '≥ 3×',
      met: ratio >= 3,
    });
  }
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<Record<string, any>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as Record<string, any>;
}

/** An organization with `count` funded wallets, made through the control API and simulate-inflow. */
async function fundedWallets(baseUrl: string, count: number): Promise<{ key: string; accounts: string[] }> {
  const { id } = await call(baseUrl, 'POST', '/sandbox/organizations', { name: 'Bench Ltd' });
  const { key } = await call(baseUrl, 'POST', `/sandbox/organizations/${id}/api-keys`, { isAdmin: true });
  const accounts: string[] = [];
  for (let i = 0; i < count; i++) {
    const wallet = await call(baseUrl, 'POST', `/sandbox/organizations/${id}/wallets`, { name: `Bench ${i}` });
    const accountNumber = wallet.virtualAccount.accountNumber as string;
    await call(
      baseUrl,
      'POST',
      '/api/v1/staging/simulate-inflow',
      {
        beneficiaryAccountName: `Bench ${i}`,
        beneficiaryAccountNumber: accountNumber,
        amount: '1000000',
        narration: 'bench',
      },
      key,
    );
    accounts.push(accountNumber);
  }
  return { key, accounts };
}

/** A posting request of a bench run: a credit or debit of 1.00 on the wallet `pick` gives, its reference unique. */
const postingOf =
  (key: string, run: string, pick: (i: number) => string) =>
  (phase: string) =>
  (i: number): LoadRequest => ({
    method: 'POST',
    path: '/api/v1/wallets/account-number/transactions',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: '00000000-0000-0000-0000-000000000001',
      amount: 1,
      direction: i % 2 ? 'DEBIT' : 'CREDIT',
      currency: 'NGN',
      accountNumber: pick(i),
      transactionReference: `B-${run}-${phase}-${i}`,
    }),
  });

interface PostingServer {
  arm: 'sandbox' | 'baseline';
  started: Started;
  key: string;
  accounts: string[];
}

/**
 * The posting rows on one engine: 64 funded wallets, then each shape warmed up and measured. Given a baseline build,
 * it runs beside this one on its own database, the two measured in turns over POST_ROUNDS rounds (each round starting
 * with the other), the ratio within each round the figure and the median of them the row.
 */
async function posts(
  engine: string,
  env: NodeJS.ProcessEnv,
  goals: { uncontended?: number; hot?: number },
  baseline?: string,
): Promise<void> {
  const servers: PostingServer[] = [];
  const start = async (arm: PostingServer['arm'], bin?: string) => {
    const server: PostingServer = { arm, started: await startSandbox(env, bin), key: '', accounts: [] };
    servers.push(server);
    Object.assign(server, await fundedWallets(server.started.baseUrl, 64));
  };
  try {
    await start('sandbox');
    if (baseline)
      await start('baseline', baseline).catch(async (error: unknown) => {
        rows.push(baselineNotRun(`posts, ${engine}`, error));
        if (servers.at(-1)?.arm === 'baseline') await servers.pop()!.started.stop();
      });
    const rounds = servers.length > 1 ? POST_ROUNDS : 1;
    for (const [shape, pickFrom, goal] of [
      [
        'uncontended (64 wallets)',
        (accounts: string[]) => (i: number) => accounts[i % accounts.length]!,
        goals.uncontended,
      ],
      ['one hot wallet', (accounts: string[]) => () => accounts[0]!, goals.hot],
    ] as const) {
      const run = `${shape.length}-${Date.now()}`;
      const requests = (server: PostingServer, phase: string) =>
        postingOf(server.key, run, pickFrom(server.accounts))(phase);
      const loadOf = (server: PostingServer, phase: string, seconds: number) =>
        load(server.started.baseUrl, { concurrency: POST_CONCURRENCY, seconds, next: requests(server, phase) });
      for (const server of servers) await loadOf(server, 'warmup', WARMUP_SECONDS);
      const results: Partial<Record<PostingServer['arm'], LoadResult>>[] = [];
      for (let r = 0; r < rounds; r++) {
        const round: Partial<Record<PostingServer['arm'], LoadResult>> = {};
        for (let j = 0; j < servers.length; j++) {
          const server = servers[(r + j) % servers.length]!;
          round[server.arm] = await loadOf(server, `measured-${r}`, SECONDS);
        }
        results.push(round);
      }
      const ours = results.map((round) => round.sandbox!).sort((a, b) => a.perSecond - b.perSecond);
      const result = ours[Math.floor(ours.length / 2)]!;
      rows.push({
        measure: `posts, ${engine}, ${shape}`,
        value: perSecond(result),
        goal: goal === undefined ? 'reported' : `≥ ${goal}/s`,
        met: goal === undefined ? null : result.perSecond >= goal && result.errors === 0,
        detail: result,
      });
      if (servers.length > 1) {
        const theirs = median(results.map((round) => round.baseline!.perSecond));
        const ratios = results.map((round) => round.sandbox!.perSecond / round.baseline!.perSecond);
        rows.push(
          baselineRow(
            `posts, ${engine}, ${shape}`,
            ratios,
            `${Math.round(result.perSecond)}/s against ${Math.round(theirs)}/s`,
          ),
        );
      }
    }
    // This build's ledger is what the bench vouches for; the baseline's is its own commit's business.
    const { broken } = await call(servers[0]!.started.baseUrl, 'GET', '/sandbox/invariants');
    if (broken.length > 0) throw new Error(`invariants broken after the ${engine} run: ${broken.join('; ')}`);
  } finally {
    for (const server of servers) await server.started.stop();
  }
}

/**
 * One sandbox process against two on one PostgreSQL database, the two each taking half the connections: posts/s
 * summed, p99 the worse of the two, and the deadlocks PostgreSQL counted. Goal: two at least as fast as one, and no
 * deadlock, when both post to the same 64 wallets of one organization (each posting may land on either process).
 *
 * The two are measured in turns, one–two–two–one, all on the same database, each side's rate the mean of its two
 * runs: the rate of runs on this machine drifts widely from one minute to the next, and one run of each,
 * always two after one, charged any drift to one side.
 *
 * Reported beside it: two processes posting to an organization of their own each (32 wallets each), so no row is
 * shared and no write ever waits for the other process's. What separates the two rows is the cost of sharing rows
 * (an organization's internal wallet moves with every posting); what separates the second from one process is the
 * machine.
 */
async function scaleOut(databaseUrl: string): Promise<void> {
  const shape = 'one organization, 64 wallets';
  const turns: ScaleOutRun[] = [];
  for (const count of [1, 2, 2, 1]) turns.push(await processesRun(databaseUrl, count, true));
  const one = together(turns.filter((r) => r.count === 1));
  const two = together(turns.filter((r) => r.count === 2));
  rows.push({
    measure: `posts, PostgreSQL, one process (${shape}, in turns with two)`,
    value: perSecond(one.result),
    goal: 'reported',
    met: null,
    detail: one.result,
  });
  rows.push({
    measure: `posts, PostgreSQL, two processes (${shape}, in turns with one)`,
    value: perSecond(two.result),
    goal: 'reported',
    met: null,
    detail: two.result,
  });
  const ratio = two.result.perSecond / one.result.perSecond;
  const inTurns = turns.map((r) => `${r.count} → ${Math.round(r.result.perSecond)}/s`).join(', ');
  const busy = (run: ScaleOutRun) => `${Math.round(run.result.machineBusy * 100)}%`;
  rows.push({
    measure: `posts, two processes ÷ one, PostgreSQL (${shape})`,
    value:
      `${ratio.toFixed(2)}× (in turns: ${inTurns}; ` +
      `p99 ${two.result.p99Ms.toFixed(1)} vs ${one.result.p99Ms.toFixed(1)} ms, ${two.deadlocks} deadlocks, ` +
      `${rollbacksPerPost(two)} vs ${rollbacksPerPost(one)} rollbacks/post, ` +
      `machine ${busy(two)} vs ${busy(one)} busy, internal wallets per organization: ${two.internalWallets})`,
    goal: '≥ 1×, 0 deadlocks',
    met: ratio >= 1 && two.deadlocks === 0 && one.deadlocks === 0 && two.result.errors === 0,
  });
  const own = await processesRun(databaseUrl, 2, false);
  const ownShape = 'an organization each, 32 wallets each';
  rows.push({
    measure: `posts, PostgreSQL, two processes (${ownShape})`,
    value: perSecond(own.result),
    goal: 'reported',
    met: null,
    detail: own.result,
  });
  rows.push({
    measure: `posts, two processes ÷ one, PostgreSQL (${ownShape})`,
    value:
      `${(own.result.perSecond / one.result.perSecond).toFixed(2)}× (against the one-process runs above; ` +
      `p99 ${own.result.p99Ms.toFixed(1)} ms, ${own.deadlocks} deadlocks, ${rollbacksPerPost(own)} rollbacks/post, ` +
      `machine ${busy(own)} busy, internal wallets per organization: ${own.internalWallets})`,
    goal: 'reported',
    met: null,
  });
}

interface ScaleOutRun {
  count: number;
  result: LoadResult;
  deadlocks: number;
  rollbacks: number;
  internalWallets: number;
}

/** Runs of one shape taken together: their rates averaged, the worst p50 and p99, everything counted summed. */
function together(runs: ScaleOutRun[]): ScaleOutRun {
  const sum = (f: (r: ScaleOutRun) => number) => runs.reduce((n, r) => n + f(r), 0);
  return {
    count: runs[0]!.count,
    result: {
      requests: sum((r) => r.result.requests),
      errors: sum((r) => r.result.errors),
      perSecond: sum((r) => r.result.perSecond) / runs.length,
      p50Ms: Math.max(...runs.map((r) => r.result.p50Ms)),
      p99Ms: Math.max(...runs.map((r) => r.result.p99Ms)),
      machineBusy: sum((r) => r.result.machineBusy) / runs.length,
    },
    deadlocks: sum((r) => r.deadlocks),
    rollbacks: sum((r) => r.rollbacks),
    internalWallets: Math.max(...runs.map((r) => r.internalWallets)),
  };
}

/**
 * One run of `count` fresh sandbox processes on the database, POST_CONCURRENCY connections shared among them;
 * `shared` names whether they post to one organization's 64 wallets or each to an organization of its own.
 */
async function processesRun(databaseUrl: string, count: number, shared: boolean): Promise<ScaleOutRun> {
  const before = await statsOf(databaseUrl);
  const sandboxes: Started[] = [];
  let results: LoadResult[];
  let accountNumbers: string[];
  try {
    for (let n = 0; n < count; n++) sandboxes.push(await startSandbox({ DATABASE_URL: databaseUrl }));
    const organizations: { key: string; accounts: string[] }[] = [];
    for (let n = 0; n < (shared ? 1 : count); n++)
      organizations.push(await fundedWallets(sandboxes[0]!.baseUrl, 64 / (shared ? 1 : count)));
    accountNumbers = organizations.flatMap((o) => o.accounts);
    const run = `${count}-${shared ? 'shared' : 'own'}-${Date.now()}`;
    results = await Promise.all(
      sandboxes.map((sandbox, n) => {
        const { key, accounts } = organizations[shared ? 0 : n]!;
        // Shared: the processes take the wallets in turns; own: each takes its organization's wallets in turn.
        const pick = shared
          ? (i: number) => accounts[(i * count + n) % accounts.length]!
          : (i: number) => accounts[i % accounts.length]!;
        return measure(sandbox.baseUrl, POST_CONCURRENCY / count, (phase) =>
          postingOf(key, run, pick)(`${phase}-${n}`),
        );
      }),
    );
    const { broken } = await call(sandboxes[0]!.baseUrl, 'GET', '/sandbox/invariants');
    if (broken.length > 0)
      throw new Error(`invariants broken after a run of ${count} process(es): ${broken.join('; ')}`);
  } finally {
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
  }
  const after = await statsOf(databaseUrl);
  const result: LoadResult = {
    requests: results.reduce((n, r) => n + r.requests, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    perSecond: results.reduce((n, r) => n + r.perSecond, 0),
    p50Ms: Math.max(...results.map((r) => r.p50Ms)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
    // All ran over the same seconds: one machine, read once per process.
    machineBusy: Math.max(...results.map((r) => r.machineBusy)),
  };
  return {
    count,
    result,
    deadlocks: after.deadlocks - before.deadlocks,
    rollbacks: after.rollbacks - before.rollbacks,
    internalWallets: await mostInternalWallets(databaseUrl, accountNumbers),
  };
}

const rollbacksPerPost = (run: ScaleOutRun) => (run.rollbacks / Math.max(1, run.result.requests)).toFixed(3);

function printRows(): void {
  const width = Math.max(...rows.map((r) => r.measure.length));
  const table = rows.map((r) => {
    const met = (r.met === null ? '' : r.met ? 'met' : 'NOT MET') + (r.regression ? ' (REGRESSION)' : '');
    return `${r.measure.padEnd(width)}  ${r.value.padEnd(44)}  ${r.goal.padEnd(10)}  ${met}`;
  });
  process.stdout.write(`${table.join('\n')}\n`);
}

/** The dispatcher's rows and the listener's on one engine, each sandbox in this process. */
async function webhookRows(engine: string, databaseUrl?: string): Promise<Row[]> {
  return [...(await dispatcherRows(engine, databaseUrl)), ...(await listenRows(engine, databaseUrl))];
}

async function main(): Promise<void> {
  process.stdout.write(
    `WaaS sandbox bench: ${SECONDS} s per measure, ${CONCURRENCY} concurrent connections ` +
      `(${POST_CONCURRENCY} for posts), ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'})\n`,
  );
  const database = await benchDatabase();
  const reads = () =>
    readRows({
      engines: [
        ['PGlite', {}],
        ...(database ? [['PostgreSQL', { DATABASE_URL: database.url }] as [string, NodeJS.ProcessEnv]] : []),
      ],
      startSandbox,
      baseline: BASELINE?.bin,
      path: WALLET_PATH,
      key: KEY,
      seconds: SECONDS,
      connections: CONCURRENCY,
    });
  try {
    if (STARTS_ONLY) {
      await coldStart();
      printRows();
      return;
    }
    if (WEBHOOKS_ONLY) {
      rows.push(...(await webhookRows('PGlite')));
      if (database) rows.push(...(await webhookRows('PostgreSQL', database.url)));
      printRows();
      return;
    }
    if (READS_ONLY) rows.push(...(await reads()));
    else if (!POSTS_ONLY) {
      // First: its cold row is the first sandbox opened in this process.
      rows.push(...(await mswRows()));
      await coldStart();
      await getWalletAgainstPrism(database?.url);
      rows.push(...(await reads()));
    }
    if (!READS_ONLY) await posts('PGlite', {}, {}, BASELINE?.bin);
    if (!POSTS_ONLY && !READS_ONLY) rows.push(...(await webhookRows('PGlite')));
    if (database && !READS_ONLY) {
      await posts('PostgreSQL', { DATABASE_URL: database.url }, { uncontended: 3000, hot: 1000 });
      await scaleOut(database.url);
      if (!POSTS_ONLY) rows.push(...(await webhookRows('PostgreSQL', database.url)));
    } else if (!READS_ONLY) {
      rows.push({
        measure: 'posts, PostgreSQL',
        value: 'not run: no server reachable (DATABASE_URL or /var/run/postgresql)',
        goal: '≥ 3000/s, ≥ 1000/s',
        met: null,
      });
    }
  } finally {
    await database?.drop();
  }
  printRows();
  if (POSTS_ONLY || READS_ONLY) return;
  await mkdir(new URL('.', RESULTS), { recursive: true });
  await writeFile(
    RESULTS,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cores: availableParallelism(),
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        postConcurrency: POST_CONCURRENCY,
        ...(BASELINE && {
          baseline: {
            ref: BASELINE.ref ?? BASELINE.bin,
            commit: BASELINE.commit ?? null,
            rule: BASELINE.rule ?? 'WAAS_BENCH_BASELINE, as given',
          },
        }),
        rows,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`results: ${fileURLToPath(RESULTS)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
