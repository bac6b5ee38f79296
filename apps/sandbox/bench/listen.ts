import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { listen } from '../src/cli/webhooks/listen.js';
import { Sandbox } from '../src/sandbox.js';
import { commitEvents, percentile, receiver, steadyLag, until, type DispatcherRow } from './dispatcher.js';

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const BURST = Number(process.env.WAAS_BENCH_WEBHOOK_BACKLOG ?? 2000);

/** How long the listener, once stopped, may take to put what it forwarded in the delivery log. */
const LOG_LIMIT_MS = 120_000;
/** The stream reads the outbox every 100 ms, as the dispatcher does: a lag of several reads is a listener behind. */
const LAG_GOAL_P99_MS = 500;

/**
 * `waas-sandbox listen` against a sandbox served from this process: how fast it forwards a burst of events committed
 * at once (events/s, each POSTed to the receiver once, and every POST in the delivery log once the listener stops),
 * and the lag from commit to the local receiver with events committed at a steady rate. The sandbox's own dispatcher
 * is off: the listener is the only sender.
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
    await until('the burst to arrive', () => burst.every((id) => target.arrivals.has(id)), 120_000);
    const perSecond = BURST / ((performance.now() - started) / 1000);
    // The steady rows time a listener that has caught up: the burst's log is still being written.
    await loggedWithin(sandbox, burst, LOG_LIMIT_MS);
    const loggedPerSecond = BURST / ((performance.now() - started) / 1000);

    const { lags, offeredPerSecond } = await steadyLag(sandbox, target.arrivals);
    stop.abort();
    // Stopped, the listener still logs what it forwarded.
    let logging = true;
    void listening.finally(() => {
      logging = false;
    });
    await until('the listener to log what it forwarded', () => !logging, LOG_LIMIT_MS);
    const logged = await loggedOf(sandbox, [...target.arrivals.keys()]);
    const forwarded = target.arrivals.size + target.repeats();
    const p99Ms = percentile(lags, 99);
    return [
      {
        measure: `waas-sandbox listen, ${engine}, a burst of ${BURST} forwarded`,
        value:
          `${Math.round(perSecond)} events/s (${Math.round(loggedPerSecond)}/s logged), ` +
          `${target.repeats()} twice, ${logged} of ${forwarded} POSTs logged`,
        goal: 'each once, each logged',
        met: target.repeats() === 0 && logged === forwarded,
        detail: { events: BURST, perSecond, loggedPerSecond, repeats: target.repeats(), forwarded, logged },
      },
      {
        measure: `waas-sandbox listen, ${engine}, lag commit→local receiver at ${Math.round(offeredPerSecond)}/s`,
        value: `p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${p99Ms.toFixed(1)} ms`,
        goal: `p99 < ${LAG_GOAL_P99_MS} ms`,
        met: p99Ms < LAG_GOAL_P99_MS,
        detail: { events: lags.length, offeredPerSecond, p50Ms: percentile(lags, 50), p99Ms },
      },
    ];
  } finally {
    stop.abort();
    await app.close();
    await listening;
    await sandbox.close();
    await target.close();
  }
}

/** Attempts of these events in the delivery log. */
async function loggedOf(sandbox: Sandbox, eventIds: readonly string[]): Promise<number> {
  const [row] = await sandbox.engine.unitOfWork((sql) =>
    sql.query<{ logged: number }>(
      'SELECT count(*)::int AS logged FROM delivery_attempts WHERE event_id = ANY($1::uuid[])',
      [eventIds],
    ),
  );
  return row?.logged ?? 0;
}

/** Waits, reading the delivery log four times a second, until it has an attempt of each event. */
async function loggedWithin(sandbox: Sandbox, eventIds: readonly string[], limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while ((await loggedOf(sandbox, eventIds)) < eventIds.length) {
    if (performance.now() > deadline) throw new Error(`bench: the listener did not log a burst within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
