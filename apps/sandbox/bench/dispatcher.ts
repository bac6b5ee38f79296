import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sandbox } from '../src/sandbox.js';
import { insertEvent } from '../src/storage/outbox.js';
import { upsertEndpoint } from '../src/storage/webhooks.js';

export interface DispatcherRow {
  measure: string;
  value: string;
  goal: string;
  met: boolean | null;
  detail: Record<string, number>;
}

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const BACKLOG = Number(process.env.WAAS_BENCH_WEBHOOK_BACKLOG ?? 2000);
const RATE_PER_SECOND = Number(process.env.WAAS_BENCH_WEBHOOK_RATE ?? 200);
const SECONDS = Number(process.env.WAAS_BENCH_SECONDS ?? 5);

/**
 * A receiver on 127.0.0.1 that answers 200, notes when each event id first arrived (performance.now()) and counts the
 * POSTs of an id that had arrived already.
 */
export async function receiver(): Promise<{
  url: string;
  arrivals: Map<string, number>;
  repeats(): number;
  close(): Promise<void>;
}> {
  const arrivals = new Map<string, number>();
  let repeats = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string };
      if (arrivals.has(id)) repeats += 1;
      else arrivals.set(id, performance.now());
      response.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    arrivals,
    repeats: () => repeats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const event = (id: string) => ({
  id,
  organizationId: ORGANIZATION,
  type: 'inflow.received',
  createdAtUs: Date.now() * 1000,
  payload: {
    id,
    type: 'inflow.received',
    createdAt: new Date().toISOString(),
    organizationId: ORGANIZATION,
    data: { bench: true },
  },
});

export async function until(what: string, done: () => boolean, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`bench: ${what} did not happen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Commits `count` events, 200 to a unit of work; their ids. */
export async function commitEvents(sandbox: Sandbox, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 200) {
    await sandbox.engine.unitOfWork(async (sql) => {
      for (const id of ids.slice(i, i + 200)) await insertEvent(sql, event(id));
    });
  }
  return ids;
}

/** One event committed every 1/RATE s for SECONDS, each timed from its commit to its arrival; the lags, sorted. */
export async function steadyLag(
  sandbox: Sandbox,
  arrivals: Map<string, number>,
): Promise<{ lags: number[]; offeredPerSecond: number }> {
  const committed = new Map<string, number>();
  const stopAt = performance.now() + SECONDS * 1000;
  for (let next = performance.now(); performance.now() < stopAt; next += 1000 / RATE_PER_SECOND) {
    const id = randomUUID();
    await sandbox.engine.unitOfWork((sql) => insertEvent(sql, event(id)));
    committed.set(id, performance.now());
    const wait = next + 1000 / RATE_PER_SECOND - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await until('the steady events to arrive', () => [...committed.keys()].every((id) => arrivals.has(id)), 60_000);
  const lags = [...committed].map(([id, at]) => arrivals.get(id)! - at).sort((a, b) => a - b);
  return { lags, offeredPerSecond: committed.size / SECONDS };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * The dispatcher in this process against a local receiver, on the engine named: how fast it drains a backlog
 * (events/s) and, with events committed at a steady rate, how long from commit to arrival (delivery lag).
 */
export async function dispatcherRows(engine: string, databaseUrl?: string): Promise<DispatcherRow[]> {
  const sandbox = await Sandbox.open({ databaseUrl, webhooks: { dispatch: false } });
  const target = await receiver();
  try {
    await sandbox.engine.unitOfWork((sql) =>
      upsertEndpoint(sql, {
        organization_id: ORGANIZATION,
        url: target.url,
        secret: 'bench-secret',
        updated_at_us: Date.now() * 1000,
      }),
    );

    // Throughput: a backlog committed before the dispatcher starts, drained with the default batch and poll.
    const backlog = await commitEvents(sandbox, BACKLOG);
    const started = performance.now();
    sandbox.dispatcher.start();
    await until('the backlog to drain', () => backlog.every((id) => target.arrivals.has(id)), 300_000);
    const perSecond = BACKLOG / ((performance.now() - started) / 1000);

    const { lags, offeredPerSecond } = await steadyLag(sandbox, target.arrivals);
    return [
      {
        measure: `webhooks, ${engine}, backlog of ${BACKLOG} drained`,
        value: `${Math.round(perSecond)} events/s`,
        goal: 'reported',
        met: null,
        detail: { events: BACKLOG, perSecond },
      },
      {
        measure: `webhooks, ${engine}, lag commit→arrival at ${Math.round(offeredPerSecond)}/s`,
        value: `p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms`,
        goal: 'reported',
        met: null,
        detail: {
          events: lags.length,
          offeredPerSecond,
          p50Ms: percentile(lags, 50),
          p99Ms: percentile(lags, 99),
          maxMs: lags.at(-1) ?? NaN,
        },
      },
    ];
  } finally {
    await sandbox.close();
    await target.close();
  }
}
