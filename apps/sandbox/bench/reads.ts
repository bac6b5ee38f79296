import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { baselineNotRun, baselineRow, median, type BaselineRow } from './baseline.js';
import { benchCores } from './cores.js';
import { freePort, startProcess, type Started } from '../src/test/processes.js';

/**
 * The wallet read against the HTTP layer's own limit: the sandbox and bare Fastify serving the same bytes (and, given
 * another build's bin, that build too), loaded by autocannon from this process in turns (a warm-up each, then
 * ROUNDS measured rounds), so whatever else the machine does weighs on all alike; the ratio within each round is the
 * figure, the median of them the row.
 */
const ROUNDS = 3;
const WARMUP_SECONDS = 2;
/** Headers of the sandbox's answer that bare Fastify sends too; its own (date, keep-alive) it adds itself. */
const COPIED = ['content-type', 'access-control-allow-origin', 'access-control-expose-headers'];

export type ReadRow = BaselineRow;

type Arm = 'sandbox' | 'bare' | 'baseline';
type Measured = { perSecond: number; p99Ms: number };

async function hammer(url: string, key: string, seconds: number, connections: number): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'x-api-key': key } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers not 2xx and ${result.errors} errors under load`);
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function startBare(path: string, answer: Response): Promise<Started> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = Object.fromEntries(COPIED.flatMap((name) => [[name, answer.headers.get(name)]]).filter(([, v]) => v));
  const port = await freePort();
  const bare = await startProcess(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-fastify.ts', import.meta.url))],
    {
      env: { PORT: String(port), BARE_BODY: body.toString('base64'), BARE_HEADERS: JSON.stringify(headers) },
      port,
      probe: path,
    },
  );
  const served = Buffer.from(await (await fetch(bare.baseUrl + path)).arrayBuffer());
  if (!served.equals(body)) {
    await bare.stop();
    throw new Error('bare Fastify does not answer the bytes the sandbox answered');
  }
  return bare;
}

export async function readRows(options: {
  engines: [name: string, env: NodeJS.ProcessEnv][];
  startSandbox: (env: NodeJS.ProcessEnv, bin?: string) => Promise<Started>;
  /** Another build's dist/main.js (the last release's, say): each round measures it too. */
  baseline?: string | undefined;
  path: string;
  key: string;
  seconds: number;
  connections: number;
}): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  const cores = benchCores();
  for (const [engine, env] of options.engines) {
    const servers: Partial<Record<Arm, Started>> = {};
    try {
      servers.sandbox = await options.startSandbox(env);
      const compared = `get wallet, sandbox (${engine})`;
      const baseline =
        options.baseline &&
        (await options.startSandbox(env, options.baseline).catch((error: unknown) => {
          rows.push(baselineNotRun(compared, error));
        }));
      if (baseline) servers.baseline = baseline;
      const answer = await fetch(servers.sandbox.baseUrl + options.path, { headers: { 'x-api-key': options.key } });
      servers.bare = await startBare(options.path, answer);
      const arms = Object.keys(servers) as Arm[];
      const pinned = arms.every((arm) => cores.pinServer(servers[arm]!.child.pid!)) && cores.pinLoad();
      const url = (arm: Arm) => servers[arm]!.baseUrl + options.path;
      for (const arm of arms) await hammer(url(arm), options.key, WARMUP_SECONDS, options.connections);
      const rounds: Partial<Record<Arm, Measured>>[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Each round starts with another arm, so none always follows the same one's heat.
        const order = arms.map((_, j) => arms[(i + j) % arms.length]!);
        const round: Partial<Record<Arm, Measured>> = {};
        for (const arm of order) round[arm] = await hammer(url(arm), options.key, options.seconds, options.connections);
        rounds.push(round);
      }
      const rate = (arm: Arm) => Math.round(median(rounds.map((r) => r[arm]!.perSecond)));
      const ratios = (of: Arm) => rounds.map((r) => r.sandbox!.perSecond / r[of]!.perSecond);
      const toBare = ratios('bare');
      rows.push({
        measure:
          `get wallet, sandbox (${engine}) ÷ bare Fastify, same bytes ` +
          `(autocannon, ${options.connections} connections, ${pinned ? cores.said : 'not pinned'})`,
        value:
          `${median(toBare).toFixed(2)}× (${rate('sandbox')}/s against ${rate('bare')}/s; ` +
          `rounds ${toBare.map((r) => r.toFixed(2)).join(', ')})`,
        goal: '≥ 0.5×',
        met: median(toBare) >= 0.5,
        detail: { rounds, ratio: median(toBare) },
      });
      if (servers.baseline) {
        const against = `${rate('sandbox')}/s against ${rate('baseline')}/s`;
        rows.push(baselineRow(compared, ratios('baseline'), against));
      }
    } finally {
      cores.release();
      for (const server of Object.values(servers)) await server.stop();
    }
  }
  return rows;
}
