import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { listen } from '../src/cli/webhooks/listen.js';
import { Sandbox } from '../src/sandbox.js';
import { insertEvent } from '../src/storage/outbox.js';
import { event, receiver, until, type DispatcherRow } from './dispatcher.js';

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const BURST = Number(process.env.WAAS_BENCH_WEBHOOK_BACKLOG ?? 2000);
const RATE_PER_SECOND = Number(process.env.WAAS_BENCH_WEBHOOK_RATE ?? 200);
const SECONDS = Number(process.env.WAAS_BENCH_SECONDS ?? 5);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * `waas-sandbox listen` against a sandbox served from this process: how fast it forwards a burst of events committed
 * at once (events/s, each POSTed to the receiver and recorded in the delivery log), and the lag from commit to the
 * local receiver with events committed at a steady rate. The sandbox's own dispatcher is off: the listener is the
 * only sender.
 */
export async function listenRows(engine: string, databaseUrl?: string): Promise<DispatcherRow[]> {
  const sandbox = await Sandbox.open({ databaseUrl, webhooks: { dispatch: false } });
  const app = await buildApp({ document: sandbox.document, sandbox });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const target = await receiver();
  const stop = new AbortController();
  const lines: string[] = [];
  const listening = listen(
    {
      sandbox: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`,
      organizationId: ORGANIZATION,
      credentials: {},
      forwardTo: [target.url],
      types: undefined,
      secret: 'bench-secret',
    },
    { line: (text) => lines.push(text), signal: stop.signal },
  );
  try {
    await until('the listener to connect', () => lines.length > 0, 30_000);
    // The stream's cursor is set as it opens, after the Ready line: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const burst = Array.from({ length: BURST }, () => randomUUID());
    const started = performance.now();
    for (let i = 0; i < burst.length; i += 200) {
      await sandbox.engine.unitOfWork(async (sql) => {
        for (const id of burst.slice(i, i + 200)) await insertEvent(sql, event(id));
      });
    }
    await until('the burst to arrive', () => burst.every((id) => target.arrivals.has(id)), 300_000);
    const perSecond = BURST / ((performance.now() - started) / 1000);

    const committed = new Map<string, number>();
    const stopAt = performance.now() + SECONDS * 1000;
    for (let next = performance.now(); performance.now() < stopAt; next += 1000 / RATE_PER_SECOND) {
      const id = randomUUID();
      await sandbox.engine.unitOfWork((sql) => insertEvent(sql, event(id)));
      committed.set(id, performance.now());
      const wait = next + 1000 / RATE_PER_SECOND - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await until(
      'the steady events to arrive',
      () => [...committed.keys()].every((id) => target.arrivals.has(id)),
      60_000,
    );
    const lags = [...committed].map(([id, at]) => target.arrivals.get(id)! - at).sort((a, b) => a - b);
    const offeredPerSecond = committed.size / SECONDS;
    return [
      {
        measure: `waas-sandbox listen, ${engine}, a burst of ${BURST} forwarded`,
        value: `${Math.round(perSecond)} events/s`,
        goal: 'reported',
        met: null,
        detail: { events: BURST, perSecond },
      },
      {
        measure: `waas-sandbox listen, ${engine}, lag commit→local receiver at ${Math.round(offeredPerSecond)}/s`,
        value: `p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms`,
        goal: 'reported',
        met: null,
        detail: { events: lags.length, offeredPerSecond, p50Ms: percentile(lags, 50), p99Ms: percentile(lags, 99) },
      },
    ];
  } finally {
    stop.abort();
    await listening;
    await app.close();
    await sandbox.close();
    await target.close();
  }
}
