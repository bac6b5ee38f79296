import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { listen } from '../src/cli/webhooks/listen.js';
import { Sandbox } from '../src/sandbox.js';
import { commitEvents, percentile, receiver, steadyLag, until, type DispatcherRow } from './dispatcher.js';

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const BURST = Number(process.env.WAAS_BENCH_WEBHOOK_BACKLOG ?? 2000);

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

    const started = performance.now();
    const burst = await commitEvents(sandbox, BURST);
    await until('the burst to arrive', () => burst.every((id) => target.arrivals.has(id)), 300_000);
    const perSecond = BURST / ((performance.now() - started) / 1000);

    const { lags, offeredPerSecond } = await steadyLag(sandbox, target.arrivals);
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
