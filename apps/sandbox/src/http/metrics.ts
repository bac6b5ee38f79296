import type { FastifyInstance } from 'fastify';
import type * as PromClient from 'prom-client';
import type { PostingKind, PostingObserver, RefusalReason } from '../domain/postings/observer.js';
import type { DispatchObserver, StatusClass } from '../domain/webhooks/observer.js';
import type { SandboxCore } from '../sandbox-core.js';

/** A refusal's reason as the envelope says it: its `code` near the start of the body, e.g. `"code":"51"`. */
const CODE = /"(?:code|statusCode)":\s*"?([^",}]{1,8})"?/;
/** What is told before prom-client loads (it loads once the first answer is sent): far more than comes in that time. */
const EARLY_KEPT = 100_000;

type Instruments = ReturnType<typeof instruments>;

function instruments(client: typeof PromClient, sandbox: () => SandboxCore | undefined) {
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry, prefix: 'waas_sandbox_' });
  const answers = new client.Counter({
    name: 'waas_sandbox_answers_total',
    help: 'API answers by operation and HTTP status',
    labelNames: ['operation', 'status'] as const,
    registers,
  });
  const refusals = new client.Counter({
    name: 'waas_sandbox_refusals_total',
    help: 'API answers of 400 and above by operation, status and envelope code',
    labelNames: ['operation', 'status', 'code'] as const,
    registers,
  });
  const latency = new client.Histogram({
    name: 'waas_sandbox_answer_seconds',
    help: 'Time from a request to its answer, by operation',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const postings = new client.Counter({
    name: 'waas_sandbox_postings_total',
    help: 'Transactions answered by the posting line: posted, scheduled, replayed (a reference answered again), refused (by reason) or failed',
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
  return { registry, answers, refusals, latency, postings, groups, attempts, lag };
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
  /** An answer's series by operation and status; the operations are the document's, the statuses a few. */
  readonly #series = new Map<
    string,
    { answers: PromClient.Counter.Internal; latency: PromClient.Histogram.Internal<'operation'> }
  >();

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
    const code =
      status < 400 ? '' : typeof payload === 'string' ? (CODE.exec(payload.slice(0, 200))?.[1] ?? 'none') : 'none';
    const ready = this.#ready;
    // Every answer passes here: once prom-client is loaded, no closure, and the labelled series are looked up once.
    if (ready) return this.#answeredOn(ready, operation, status, seconds, code);
    this.#record((instruments) => this.#answeredOn(instruments, operation, status, seconds, code));
  }

  #answeredOn(instruments: Instruments, operation: string, status: number, seconds: number, code: string): void {
    const key = `${operation} ${status}`;
    let series = this.#series.get(key);
    if (!series) {
      series = {
        answers: instruments.answers.labels(operation, String(status)),
        latency: instruments.latency.labels(operation),
      };
      this.#series.set(key, series);
    }
    series.answers.inc();
    series.latency.observe(seconds);
    if (status >= 400) instruments.refusals.inc({ operation, status: String(status), code });
  }

  #record(record: (instruments: Instruments) => void): void {
    if (this.#ready) record(this.#ready);
    else if (this.#early.length < EARLY_KEPT) this.#early.push(record);
  }

  load(): Promise<Instruments> {
    return (this.#loading ??= import('prom-client').then((client) => {
      const ready = instruments(client, () => this.#sandbox);
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
