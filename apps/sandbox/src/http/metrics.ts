import type { FastifyInstance } from 'fastify';
import type * as PromClient from 'prom-client';

/** A refusal's reason as the envelope says it: its `code` near the start of the body, e.g. `"code":"51"`. */
const CODE = /"(?:code|statusCode)":\s*"?([^",}]{1,8})"?/;
/** Answers kept while prom-client loads (it loads just after the sandbox listens): far more than come in that time. */
const EARLY_KEPT = 100_000;

type Answered = [operation: string, status: number, seconds: number, code: string];

function instruments(client: typeof PromClient) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'waas_sandbox_' });
  const answers = new client.Counter({ name: 'waas_sandbox_answers_total', help: 'API answers by operation and HTTP status', labelNames: ['operation', 'status'] as const, registers: [registry] });
  const refusals = new client.Counter({ name: 'waas_sandbox_refusals_total', help: 'API answers of 400 and above by operation, status and envelope code', labelNames: ['operation', 'status', 'code'] as const, registers: [registry] });
  const latency = new client.Histogram({
    name: 'waas_sandbox_answer_seconds',
    help: 'Time from a request to its answer, by operation',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const record = ([operation, status, seconds, code]: Answered) => {
    answers.inc({ operation, status: String(status) });
    latency.observe({ operation }, seconds);
    if (status >= 400) refusals.inc({ operation, status: String(status), code });
  };
  return { registry, record };
}

/**
 * What an operator of a shared sandbox scrapes (`GET /metrics`, Prometheus' text format, by prom-client): every API
 * answer by operation and status, its latency, and each refusal (4xx) and failure (5xx) by the envelope's code; the
 * process's own (memory, event loop lag, handles) besides. No label holds a key, an organization or a request's value.
 * prom-client takes about 60 ms to load, a twelfth of a start: it is loaded once the sandbox listens (`load`), and the
 * answers given before are recorded then.
 */
export class Metrics {
  #early: Answered[] = [];
  #ready: ReturnType<typeof instruments> | undefined;
  #loading: Promise<ReturnType<typeof instruments>> | undefined;

  answered(operation: string, status: number, seconds: number, payload: unknown): void {
    const code = status < 400 ? '' : typeof payload === 'string' ? (CODE.exec(payload.slice(0, 200))?.[1] ?? 'none') : 'none';
    const answered: Answered = [operation, status, seconds, code];
    if (this.#ready) this.#ready.record(answered);
    else if (this.#early.length < EARLY_KEPT) this.#early.push(answered);
  }

  load(): Promise<ReturnType<typeof instruments>> {
    return (this.#loading ??= import('prom-client').then((client) => {
      const ready = instruments(client);
      for (const answered of this.#early) ready.record(answered);
      this.#early = [];
      this.#ready = ready;
      return ready;
    }));
  }
}

/** `GET /metrics`, as Prometheus scrapes it; no key, like the probes. */
export async function metricsRoute(app: FastifyInstance, options: { metrics: Metrics }): Promise<void> {
  app.get('/metrics', async (_request, reply) => {
    const { registry } = await options.metrics.load();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
