import type { FastifyInstance } from 'fastify';
import type * as PromClient from 'prom-client';
import type { PostingKind, PostingObserver, RefusalReason } from '../domain/postings/observer.js';
import type { DispatchObserver, StatusClass } from '../domain/webhooks/observer.js';
import type { SandboxCore } from '../sandbox-core.js';

/** A refusal's reason as the envelope says it: its `code` near the start of the body, e.g. `"code":"51"`. */
const CODE = /"(?:code|statusCode)":\s*"?([^",}]{1,8})"?/;
/** What is told before prom-client loads (it loads once the first answer is sent): far more than comes in that time. */
const EARLY_KEPT = 100_000;

const LATENCY = { name: 'waas_sandbox_answer_seconds', help: 'Time from a request to its answer, by operation' };
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type Instruments = ReturnType<typeof instruments>;

/** An operation's answers of one status: how many. */
type AnswerSeries = { labels: { operation: string; status: string }; count: number };
/** An operation's latency: a count per bucket (not cumulative; above the last one only in `count`), sum and count. */
type LatencySeries = { labels: { operation: string }; buckets: number[]; sum: number; count: number };
/** The answers' series, kept as plain numbers in the order first seen and handed to prom-client at each scrape. */
type AnswerSeriesSource = { answers: Map<string, AnswerSeries>; latency: Map<string, LatencySeries> };

function instruments(client: typeof PromClient, sandbox: () => SandboxCore | undefined, kept: AnswerSeriesSource) {
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry, prefix: 'waas_sandbox_' });
  new client.Counter({
    name: 'waas_sandbox_answers_total',
    help: 'API answers by operation and HTTP status',
    labelNames: ['operation', 'status'] as const,
    registers,
    collect() {
      this.reset();
      for (const series of kept.answers.values()) this.inc(series.labels, series.count);
    },
  });
  const refusals = new client.Counter({
    name: 'waas_sandbox_refusals_total',
    help: 'API answers of 400 and above by operation, status and envelope code',
    labelNames: ['operation', 'status', 'code'] as const,
    registers,
  });
  new (answerLatency(client))(kept.latency, registers);
  const postings = new client.Counter({
    name: 'waas_sandbox_postings_total',
    help:
      'Transactions answered by the posting line: posted, scheduled, replayed (a reference answered again), ' +
      'refused (by reason) or failed',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  });
  const groups = new client.Histogram({
    name: 'waas_sandbox_posting_group_size',
    help: 'Postings each committed group carried',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers,
  });
  const attempts = new client.Counter({
    name: 'waas_sandbox_webhook_attempts_total',
    help: 'Webhook attempts by outcome and the receiver’s status class',
    labelNames: ['outcome', 'status_class'] as const,
    registers,
  });
  const lag = new client.Histogram({
    name: 'waas_sandbox_webhook_lag_seconds',
    help: 'Time from when a webhook attempt was due to its receiver’s answer, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600],
    registers,
  });
  // Read at each scrape, and before the outbox's depth below, so that the scrape's own count is not counted as busy.
  const pool = () => sandbox()?.engine.poolUse();
  new client.Gauge({
    name: 'waas_sandbox_database_connections',
    help: 'Database connections open, by state (PGlite has one)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = pool();
      if (use)
        for (const [state, value] of [
          ['idle', use.idle],
          ['busy', use.open - use.idle],
        ] as const)
          this.set({ state }, value);
    },
  });
  new client.Gauge({
    name: 'waas_sandbox_database_connections_max',
    help: 'Database connections the pool opens at most',
    registers,
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });
  new client.Gauge({
    name: 'waas_sandbox_database_waiting',
    help: 'Units of work and statements waiting for a database connection',
    registers,
    collect() {
      this.set(pool()?.waiting ?? 0);
    },
  });
  new client.Gauge({
    name: 'waas_sandbox_webhook_outbox_pending',
    help: 'Webhook events waiting for an attempt (due or retrying), across the database; NaN when it does not answer',
    registers,
    async collect() {
      const opened = sandbox();
      // A scrape still answers while the database is away (/readyz says so): the depth is unknown then, not zero.
      this.set(opened ? await opened.dispatcher.pending().catch(() => Number.NaN) : Number.NaN);
    },
  });
  return { registry, refusals, postings, groups, attempts, lag };
}

/**
 * The answers' latency histogram, read from plain counts at a scrape: prom-client's own `observe` validates and hashes
 * the labels on every answer. Its text and JSON are what prom-client's Histogram writes for the same observations
 * (metrics.test.ts compares them); the registry reads `getForPromString` when a metric has it.
 */
function answerLatency(client: typeof PromClient) {
  type Values = PromClient.MetricObjectWithValues<PromClient.MetricValueWithName<'operation' | 'le'>>;
  return class AnswerLatency extends client.Histogram<'operation'> {
    readonly #series: Map<string, LatencySeries>;

    constructor(series: Map<string, LatencySeries>, registers: PromClient.Registry[]) {
      super({
        name: LATENCY.name,
        help: LATENCY.help,
        labelNames: ['operation'] as const,
        buckets: LATENCY_BUCKETS,
        registers,
      });
      this.#series = series;
    }

    /** As prom-client's: a bucket's labels `le` then the series' own (`sharedLabels`, which the text writes after). */
    getForPromString(): Promise<Values> {
      const { name } = LATENCY;
      const values = [];
      for (const { labels, buckets, sum, count } of this.#series.values()) {
        let below = 0;
        for (const [i, le] of LATENCY_BUCKETS.entries()) {
          below += buckets[i]!;
          values.push({
            labels: { le },
            sharedLabels: labels,
            value: below,
            metricName: `${name}_bucket`,
            exemplar: null,
          });
        }
        values.push(
          { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${name}_bucket`, exemplar: null },
          { labels: {}, sharedLabels: labels, value: sum, metricName: `${name}_sum`, exemplar: undefined },
          { labels: {}, sharedLabels: labels, value: count, metricName: `${name}_count`, exemplar: undefined },
        );
      }
      return Promise.resolve({ ...LATENCY, type: 'histogram', aggregator: 'sum', values } as unknown as Values);
    }

    override async get(): Promise<Values> {
      const data = await this.getForPromString();
      const values = data.values.map((value) => {
        const { sharedLabels, labels, ...rest } = value as typeof value & { sharedLabels: Record<string, string> };
        return { ...rest, labels: { ...labels, ...sharedLabels } };
      });
      return { ...data, values };
    }
  };
}

/**
 * What an operator of a shared sandbox scrapes (`GET /metrics`, Prometheus' text format, by prom-client): every API
 * answer by operation and status, its latency, and each refusal (4xx) and failure (5xx) by the envelope's code; the
 * posting line's answers and group sizes, webhook attempts, their lag and the outbox's depth, the database's
 * connections; the process's own (memory, event loop lag, handles) besides. No label holds a key, an organization, a
 * reference or any other value of a request: every label is one of a few names. prom-client is slow to load, a real
 * share of a start: it is loaded once the first answer is sent (`load`, app.ts), and what was told before is
 * recorded then. Loaded as the sandbox began to listen, it held up the first answer of a caller polling for the start.
 *
 * The domain tells it what happens through observers of its own (domain/postings/observer.ts,
 * domain/webhooks/observer.ts), so it never imports prom-client or HTTP; observers rather than counters read at a
 * scrape, since a replay, a group's size and an attempt's lag are known only inside the line and the dispatcher.
 */
export class Metrics {
  #early: ((instruments: Instruments) => void)[] = [];
  #ready: Instruments | undefined;
  #loading: Promise<Instruments> | undefined;
  #sandbox: SandboxCore | undefined;
  /** The answers' series by operation and status, and latency by operation: the operations are the document's. */
  readonly #kept: AnswerSeriesSource = { answers: new Map(), latency: new Map() };

  /** The sandbox whose postings, webhooks, outbox and connections it counts, from the app's ready on. */
  watch(sandbox: SandboxCore): void {
    this.#sandbox = sandbox;
    sandbox.observe({ postings: this.postings, webhooks: this.webhooks });
  }

  readonly postings: PostingObserver = {
    answered: (kind: PostingKind, reason?: RefusalReason) =>
      this.#record(({ postings }) =>
        postings.inc(reason === undefined ? { outcome: kind } : { outcome: kind, reason }),
      ),
    grouped: (size: number) => this.#record(({ groups }) => groups.observe(size)),
  };

  readonly webhooks: DispatchObserver = {
    attempted: (outcome: 'delivered' | 'failed', status: StatusClass, lagSeconds: number | undefined) =>
      this.#record(({ attempts, lag }) => {
        attempts.inc({ outcome, status_class: status });
        if (lagSeconds !== undefined) lag.observe({ outcome }, lagSeconds);
      }),
  };

  answered(operation: string, status: number, seconds: number, payload: unknown): void {
    // Every answer passes here: plain counts, whether or not prom-client is loaded yet; the scrape hands them over.
    const key = `${operation} ${status}`;
    let answers = this.#kept.answers.get(key);
    if (!answers) this.#kept.answers.set(key, (answers = { labels: { operation, status: String(status) }, count: 0 }));
    answers.count += 1;
    let latency = this.#kept.latency.get(operation);
    if (!latency) {
      latency = { labels: { operation }, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.#kept.latency.set(operation, latency);
    }
    const bucket = LATENCY_BUCKETS.findIndex((le) => seconds <= le);
    if (bucket >= 0) latency.buckets[bucket]! += 1;
    latency.sum += seconds;
    latency.count += 1;
    if (status < 400) return;
    const code = typeof payload === 'string' ? (CODE.exec(payload.slice(0, 200))?.[1] ?? 'none') : 'none';
    this.#record(({ refusals }) => refusals.inc({ operation, status: String(status), code }));
  }

  #record(record: (instruments: Instruments) => void): void {
    if (this.#ready) record(this.#ready);
    else if (this.#early.length < EARLY_KEPT) this.#early.push(record);
  }

  load(): Promise<Instruments> {
    return (this.#loading ??= import('prom-client').then((client) => {
      const ready = instruments(client, () => this.#sandbox, this.#kept);
      for (const record of this.#early) record(ready);
      this.#early = [];
      this.#ready = ready;
      return ready;
    }));
  }
}

/** `GET /metrics`, as Prometheus scrapes it; no key, like the probes. */
export async function metricsRoute(
  app: FastifyInstance,
  options: { metrics: Metrics; sandbox: () => SandboxCore },
): Promise<void> {
  // After the app's own onReady (app.ts), which has the sandbox open.
  app.addHook('onReady', async () => options.metrics.watch(options.sandbox()));
  app.get('/metrics', async (_request, reply) => {
    const { registry } = await options.metrics.load();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
