// What an operator scrapes: answers by operation and status, refusals by their envelope code, latency, the process;
// the posting line's answers and groups, webhook attempts, lag and outbox depth, the database's connections.
import { pairByName } from '@waas/spec/pairs';
import type { TransactionToPost } from '@waas/types';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { postTransaction } from '../domain/postings/post-transaction.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { control } from '../test/control.js';
import { ENGINES } from '../test/engines.js';
import { serveOn, startSandbox, type RunningSandbox } from '../test/harness.js';
import { pairs } from '../test/pairs.js';
import { postgresSkipReason } from '../test/postgres.js';
import { startReceiver, type Receiver } from '../test/receiver.js';
import { Metrics } from './metrics.js';

const retrieved = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const posted = pairByName(pairs, 'postWalletTransaction', 'transactionPosted');
const broke = pairByName(pairs, 'postWalletTransaction', 'insufficientFunds');
const conflict = pairByName(pairs, 'postWalletTransaction', 'referenceConflict');
const ORGANIZATION = (
  pairByName(pairs, 'listCheckoutWallets', 'walletsListed').request.query as { organizationId: string }
).organizationId;
const headers = { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' };

/** A scrape as `series → value`, a series being its name and labels as printed (`name{a="b"}`). */
async function scrape(running: RunningSandbox): Promise<Map<string, number>> {
  const response = await fetch(`${running.baseUrl}/metrics`);
  expect(response.status).toBe(200);
  const series = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample of Prometheus' text format: ${line}`);
    series.set(match[1]!, Number(match[2]));
  }
  return series;
}

/** The families the table speaks for: every series of them that moved, by how much (a new series from zero). */
const WATCHED = new RegExp(
  '^waas_sandbox_(answers_total|refusals_total|answer_seconds_count|postings_total|' +
    'posting_group_size_(bucket|sum|count)|webhook_attempts_total|webhook_lag_seconds_count|' +
    'webhook_outbox_pending)\\b',
);
function moved(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const deltas: Record<string, number> = {};
  for (const [name, value] of after)
    if (WATCHED.test(name) && value !== (before.get(name) ?? 0)) deltas[name] = value - (before.get(name) ?? 0);
  return deltas;
}

const GROUP_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256];
/** What one committed group of `size` postings adds to the group-size histogram. */
const group = (size: number): Record<string, number> => ({
  ...Object.fromEntries(
    GROUP_BUCKETS.filter((le) => le >= size).map((le) => [`waas_sandbox_posting_group_size_bucket{le="${le}"}`, 1]),
  ),
  'waas_sandbox_posting_group_size_bucket{le="+Inf"}': 1,
  waas_sandbox_posting_group_size_sum: size,
  waas_sandbox_posting_group_size_count: 1,
});
/** What one API answer of postWalletTransaction adds. */
const answered = (status: number) => ({
  [`waas_sandbox_answers_total{operation="postWalletTransaction",status="${status}"}`]: 1,
  'waas_sandbox_answer_seconds_count{operation="postWalletTransaction"}': 1,
});

interface Context {
  running: RunningSandbox;
  receiver: Receiver;
  /** What the receiver answers from now on. */
  receiverAnswers(status: number): void;
}

let references = 0;
/** An example's body under a reference of its own. */
const body = (
  example = posted.request.body as TransactionToPost,
  change: Partial<TransactionToPost> = {},
): TransactionToPost => ({
  ...example,
  ...change,
  transactionReference: `METRICS-${process.pid}-${++references}`,
});
const viaApi = async ({ running }: Context, sent: TransactionToPost) =>
  (
    await fetch(`${running.baseUrl}/api/v1/wallets/account-number/transactions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(sent),
    })
  ).status;
/** Postings submitted in one turn of the event loop, past HTTP: the posting line writes them as one group. */
const together = async ({ running }: Context, bodies: TransactionToPost[]) => {
  const nowUs = await running.sandbox.clocks.of(ORGANIZATION).nowUs();
  return Promise.all(
    bodies.map((b) => postTransaction(running.sandbox.store, { organizationId: ORGANIZATION, nowUs, body: b })),
  );
};

let replayed: TransactionToPost | undefined;
const STEPS: [string, { act: (context: Context) => Promise<unknown>; want: Record<string, number> }][] = [
  [
    'a posting',
    {
      act: async (context) => expect(await viaApi(context, (replayed = body()))).toBe(posted.status),
      want: {
        ...answered(posted.status),
        'waas_sandbox_postings_total{outcome="posted"}': 1,
        ...group(1),
        waas_sandbox_webhook_outbox_pending: 1,
      },
    },
  ],
  [
    'the same reference again, answered as its first call was',
    {
      act: async (context) => expect(await viaApi(context, replayed!)).toBe(posted.status),
      want: { ...answered(posted.status), 'waas_sandbox_postings_total{outcome="replayed"}': 1, ...group(1) },
    },
  ],
  [
    'the same reference with another body: a conflict, not a replay',
    {
      act: async (context) =>
        expect(await viaApi(context, { ...replayed!, remarks: 'another body' })).toBe(conflict.status),
      want: {
        ...answered(conflict.status),
        [`waas_sandbox_refusals_total{operation="postWalletTransaction",status="${conflict.status}",` +
          `code="${(conflict.response.body as { code: string }).code}"}`]: 1,
        'waas_sandbox_postings_total{outcome="refused",reason="referenceConflict"}': 1,
        ...group(1),
      },
    },
  ],
  [
    'a refusal for insufficient funds (code 51)',
    {
      act: async (context) =>
        expect(await viaApi(context, body(broke.request.body as TransactionToPost))).toBe(broke.status),
      want: {
        ...answered(broke.status),
        [`waas_sandbox_refusals_total{operation="postWalletTransaction",status="${broke.status}",code="51"}`]: 1,
        'waas_sandbox_postings_total{outcome="refused",reason="insufficientFunds"}': 1,
        ...group(1),
      },
    },
  ],
  [
    'a refusal decided before the line (another organization named): no group',
    {
      act: async (context) =>
        expect(
          await together(context, [body(undefined, { organizationId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' })]),
        ).toEqual([{ answer: 'invalidAccount' }]),
      want: { 'waas_sandbox_postings_total{outcome="refused",reason="invalidAccount"}': 1 },
    },
  ],
  [
    'eight concurrent postings, one group',
    {
      act: async (context) =>
        expect(
          (
            await together(
              context,
              Array.from({ length: 8 }, () => body()),
            )
          ).map((o) => o.answer),
        ).toEqual(Array(8).fill('transactionPosted')),
      want: { 'waas_sandbox_postings_total{outcome="posted"}': 8, ...group(8), waas_sandbox_webhook_outbox_pending: 8 },
    },
  ],
  [
    'their nine events delivered',
    {
      act: async ({ running, receiver, receiverAnswers }) => {
        receiverAnswers(200);
        expect(await running.sandbox.dispatcher.deliverDue()).toBe(9);
        expect(receiver.received.map((r) => r.status)).toEqual(Array(9).fill(200));
      },
      want: {
        'waas_sandbox_webhook_attempts_total{outcome="delivered",status_class="2xx"}': 9,
        'waas_sandbox_webhook_lag_seconds_count{outcome="delivered"}': 9,
        waas_sandbox_webhook_outbox_pending: -9,
      },
    },
  ],
  [
    "a posting whose event's receiver fails (503): still pending, to be retried",
    {
      act: async (context) => {
        context.receiverAnswers(503);
        await together(context, [body()]);
        expect(await context.running.sandbox.dispatcher.deliverDue()).toBe(1);
        expect(context.receiver.received.at(-1)?.status).toBe(503);
      },
      want: {
        'waas_sandbox_postings_total{outcome="posted"}': 1,
        ...group(1),
        'waas_sandbox_webhook_attempts_total{outcome="failed",status_class="5xx"}': 1,
        'waas_sandbox_webhook_lag_seconds_count{outcome="failed"}': 1,
        waas_sandbox_webhook_outbox_pending: 1,
      },
    },
  ],
];

describe.each(ENGINES)('GET /metrics on $engine', ({ engine }) => {
  let running: RunningSandbox | undefined;
  let context: Context;
  beforeAll(async () => {
    running = await serveOn(engine, { webhooks: { dispatch: false } });
    if (!running) return;
    // Events the seed left pending are set aside (no endpoint yet), so the outbox holds only what the steps write.
    await running.sandbox.dispatcher.deliverDue();
    let status = 200;
    const receiver = await startReceiver(() => status);
    expect(
      await control(running.baseUrl, 'PUT', `/organizations/${ORGANIZATION}/webhook`, { url: receiver.url }),
    ).toMatchObject({ status: 200 });
    context = { running, receiver, receiverAnswers: (s) => void (status = s) };
  });
  afterAll(async () => {
    await context?.receiver.close();
    await running?.close();
  });

  // Run in order: each step's scrape is the next one's before.
  it.for(STEPS)('moves by exactly what happened: %s', async ([, { act, want }], testContext) => {
    if (!running) return testContext.skip(postgresSkipReason());
    const before = await scrape(running);
    await act(context);
    expect(moved(before, await scrape(running))).toEqual(want);
  });

  it(
    'shows the database connections: PGlite its one, ' + 'PostgreSQL its pool, busy while a unit of work holds one',
    async (testContext) => {
      if (!running) return testContext.skip(postgresSkipReason());
      const idle = await scrape(running);
      expect(idle.get('waas_sandbox_database_connections_max')).toBe(engine === 'pglite' ? 1 : 10);
      expect(idle.get('waas_sandbox_database_connections{state="busy"}')).toBe(0);
      expect(idle.get('waas_sandbox_database_waiting')).toBe(0);
      if (engine === 'pglite') return expect(idle.get('waas_sandbox_database_connections{state="idle"}')).toBe(1);

      const engineOf = running.sandbox.engine;
      /** `n` units of work, each holding its connection until released; resolves once all hold one. */
      const hold = async (n: number) => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let entered = 0;
        let allIn!: () => void;
        const inside = new Promise<void>((resolve) => (allIn = resolve));
        const units = Array.from({ length: n }, () =>
          engineOf.unitOfWork(async (sql) => {
            await sql.query('SELECT 1');
            if (++entered === n) allIn();
            await held;
          }),
        );
        await inside;
        return { release: () => (release(), Promise.all(units)) };
      };

      // Two held: two busy (the pool is read before the scrape's own query).
      const two = await hold(2);
      try {
        const busy = await scrape(running);
        expect(busy.get('waas_sandbox_database_connections{state="busy"}')).toBe(2);
        expect(busy.get('waas_sandbox_database_waiting')).toBe(0);
      } finally {
        await two.release();
      }

      // All ten held and one more unit waiting: the scrape reads the pool, then its own count waits behind them too.
      const all = await hold(10);
      const waiting = engineOf.unitOfWork((sql) => sql.query('SELECT 1'));
      const scraped = scrape(running);
      try {
        while (engineOf.poolUse().waiting < 2) await new Promise((resolve) => setImmediate(resolve));
      } finally {
        await all.release();
      }
      const full = await scraped;
      await waiting;
      expect(full.get('waas_sandbox_database_connections{state="busy"}')).toBe(10);
      expect(full.get('waas_sandbox_database_connections{state="idle"}')).toBe(0);
      expect(full.get('waas_sandbox_database_waiting')).toBe(1);
      expect((await scrape(running)).get('waas_sandbox_database_connections{state="busy"}')).toBe(0);
    },
  );
});

test('GET /metrics is Prometheus text with the process metrics and no key in it', async () => {
  const running = await startSandbox({ webhooks: { dispatch: false } });
  try {
    for (let i = 0; i < 2; i++)
      expect(
        (
          await fetch(`${running.baseUrl}/api/v1/wallets/get/wallet/${String(retrieved.request.pathParams.walletId)}`, {
            headers,
          })
        ).status,
      ).toBe(200);
    const scraped = await fetch(`${running.baseUrl}/metrics`);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scraped.text();
    expect(text).toContain('waas_sandbox_answers_total{operation="getWalletById",status="200"} 2');
    expect(text).toContain('waas_sandbox_answer_seconds_count{operation="getWalletById"} 2');
    expect(text).toMatch(/^waas_sandbox_process_resident_memory_bytes \d+/m);
    expect(text).not.toContain(DEFAULT_DEMO_KEYS.admin);
    expect(text).not.toContain(ORGANIZATION);
  } finally {
    await running.close();
  }
});

test('what is told before prom-client has loaded is counted once it has', async () => {
  const metrics = new Metrics();
  metrics.answered('getWalletById', 200, 0.002, '{"code":"00"}');
  metrics.answered('postWalletTransaction', 400, 0.004, '{"code":"51","success":false}');
  metrics.postings.answered('refused', 'insufficientFunds');
  metrics.postings.grouped(3);
  metrics.webhooks.attempted('failed', 'none', 0.5);
  const { registry } = await metrics.load();
  metrics.answered('getWalletById', 200, 0.003, '{"code":"00"}');
  const text = await registry.metrics();
  expect(text).toContain('waas_sandbox_answers_total{operation="getWalletById",status="200"} 2');
  expect(text).toContain('waas_sandbox_refusals_total{operation="postWalletTransaction",status="400",code="51"} 1');
  expect(text).toContain('waas_sandbox_postings_total{outcome="refused",reason="insufficientFunds"} 1');
  expect(text).toContain('waas_sandbox_posting_group_size_sum 3');
  expect(text).toContain('waas_sandbox_webhook_attempts_total{outcome="failed",status_class="none"} 1');
  // Before a sandbox is watched, its outbox depth is unknown, not zero.
  expect(text).toMatch(/^waas_sandbox_webhook_outbox_pending nan$/im);
});

test(
  'the answers and their latency print as ' + 'prom-client’s own Counter and Histogram print the same answers',
  async () => {
    const client = await import('prom-client');
    const reference = new client.Registry();
    const answers = new client.Counter({
      name: 'waas_sandbox_answers_total',
      help: 'API answers by operation and HTTP status',
      labelNames: ['operation', 'status'] as const,
      registers: [reference],
    });
    const latency = new client.Histogram({
      name: 'waas_sandbox_answer_seconds',
      help: 'Time from a request to its answer, by operation',
      labelNames: ['operation'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [reference],
    });
    const metrics = new Metrics();
    const told: [string, number, number][] = [
      ['getWalletById', 200, 0.0004],
      ['postWalletTransaction', 400, 0.001],
      ['getWalletById', 404, 0.0025],
      ['getWalletById', 200, 0.0071],
      ['postWalletTransaction', 201, 3.2],
      ['getWalletById', 200, 0.1],
    ];
    const tell = ([operation, status, seconds]: [string, number, number]) => {
      metrics.answered(operation, status, seconds, '{"code":"00"}');
      answers.inc({ operation, status: String(status) });
      latency.observe({ operation }, seconds);
    };
    told.slice(0, 2).forEach(tell);
    const { registry } = await metrics.load();
    told.slice(2).forEach(tell);
    for (const name of ['waas_sandbox_answers_total', 'waas_sandbox_answer_seconds']) {
      expect(await registry.getSingleMetricAsString(name)).toBe(await reference.getSingleMetricAsString(name));
      expect(await registry.getSingleMetric(name)!.get()).toStrictEqual(await reference.getSingleMetric(name)!.get());
    }
  },
);
