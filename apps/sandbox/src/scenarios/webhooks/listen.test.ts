// `waas-sandbox listen` against a sandbox in this process: the control API's event stream, the listener that
// forwards it, and what survives a restart of the sandbox on its data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pairByName } from '@waas/spec/pairs';
import { verify } from '@waas/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { Sandbox } from '../../sandbox.js';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { OutboxFollower } from '../../domain/webhooks/stream.js';
import { events } from '../../cli/webhooks/events.js';
import { listen } from '../../cli/webhooks/listen.js';
import { resend } from '../../cli/webhooks/resend.js';
import { EVENT_TYPES } from '../../cli/webhooks/event-types.js';
import { trigger } from '../../cli/webhooks/trigger.js';
import { SETTABLE, valueAt } from '../../cli/webhooks/trigger-settings.js';
import type { ListenSettings } from '../../cli/webhooks/parse.js';
import { serverSentEvents, type ServerSentEvent } from '../../cli/webhooks/sse.js';
import { control } from '../../test/control.js';
import { startSandbox, type RunningSandbox } from '../../test/harness.js';
import { pairs, sendPair } from '../../test/pairs.js';
import { startReceiver, until, type Receiver } from '../../test/receiver.js';
import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';

const funded = pairByName(pairs, 'simulateInflow', 'funded');
const ORGANIZATION = (
  pairByName(pairs, 'listCheckoutWallets', 'walletsListed').request.query as { organizationId: string }
).organizationId;
const SECRET = 'whsec-listen-test';
const STREAM = `/organizations/${ORGANIZATION}/webhook/stream`;

/** An inflow through the API; the id of the event it wrote, newest in the delivery log. */
async function inflowEvent(baseUrl: string): Promise<string> {
  expect(await sendPair(baseUrl, DEFAULT_DEMO_KEYS, funded)).toMatchObject({ status: 200 });
  const log = await control(baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events`);
  return (log.body.events as DeliveryLogEntry[])[0]!.eventId;
}

/** The stream's first `count` events, read as a listener reads them. */
async function firstEvents(baseUrl: string, count: number, init: { query?: string; lastEventId?: string } = {}) {
  const stopped = new AbortController();
  const response = await fetch(`${baseUrl}/sandbox${STREAM}${init.query ?? ''}`, {
    headers: init.lastEventId ? { 'last-event-id': init.lastEventId } : {},
    signal: stopped.signal,
  });
  expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const events: ServerSentEvent[] = [];
  const reading = (async () => {
    for await (const event of serverSentEvents(response.body!)) if (events.push(event) === count) break;
  })();
  return { events, done: () => reading.finally(() => stopped.abort()) };
}

describe('the event stream (control API, streamWebhookEvents)', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({ webhooks: { dispatch: false } });
  });
  afterAll(() => running.close());

  it(
    'sends each event written after it opens, once, ' +
      'as the delivery log has it; from a Last-Event-ID, what came after',
    async () => {
      const stream = await firstEvents(running.baseUrl, 2);
      const first = await inflowEvent(running.baseUrl);
      const second = await inflowEvent(running.baseUrl);
      await stream.done();
      expect(stream.events.map((e) => [e.id, e.event])).toEqual([
        [first, 'inflow.received'],
        [second, 'inflow.received'],
      ]);
      const logged = await control(running.baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events/${first}`);
      expect(JSON.parse(stream.events[0]!.data)).toEqual(logged.body.event);

      const resumed = await firstEvents(running.baseUrl, 1, { lastEventId: first });
      await resumed.done();
      expect(resumed.events.map((e) => e.id)).toEqual([second]);
    },
  );

  it('keeps the types asked for', async () => {
    const stream = await firstEvents(running.baseUrl, 1, { query: '?types=transaction.posted' });
    await inflowEvent(running.baseUrl);
    const debit = pairByName(pairs, 'postWalletTransaction', 'debitPosted');
    expect(await sendPair(running.baseUrl, DEFAULT_DEMO_KEYS, debit)).toMatchObject({ status: 200 });
    await stream.done();
    expect(stream.events.map((e) => e.event)).toEqual(['transaction.posted']);
  });

  it.for([
    {
      given: 'an organization nobody has',
      path: '/organizations/00000000-0000-4000-8000-000000000000/webhook/stream',
      status: 404,
      message: 'No organization has the id',
    },
    {
      given: 'an event the organization never had',
      path: `${STREAM}?after=00000000-0000-4000-8000-000000000000`,
      status: 404,
      message: 'The organization has no event with the id given in after or Last-Event-ID',
    },
    {
      given: 'types that are not event types',
      path: `${STREAM}?types=posted`,
      status: 400,
      message: 'Invalid request',
    },
  ])('refuses $given in the control API’s envelope', async ({ path, status, message }) => {
    expect(await control(running.baseUrl, 'GET', path)).toMatchObject({ status, body: { message } });
  });

  it(
    'the follower hands out an event that commits after ' + 'one written later (PostgreSQL numbers them at the write)',
    async () => {
      const follower = await OutboxFollower.open(running.sandbox.store, { organizationId: ORGANIZATION });
      if (typeof follower === 'string') throw new Error(follower);
      const gap = await inflowEvent(running.baseUrl);
      const [row] = await running.sandbox.engine.unitOfWork((sql) =>
        sql.query<{ seq: number }>('SELECT seq FROM outbox WHERE id = $1', [gap]),
      );
      const seq = Number(row!.seq);
      // Leave a place behind the event, then fill it as a transaction that took it first would on committing.
      await running.sandbox.engine.unitOfWork(async (sql) => {
        await sql.query(`SELECT setval(pg_get_serial_sequence('outbox', 'seq'), $1)`, [seq + 1]);
      });
      const later = await inflowEvent(running.baseUrl);
      expect((await follower.next()).map((e) => e.id)).toEqual([gap, later]);
      const late = crypto.randomUUID();
      await running.sandbox.engine.unitOfWork((sql) =>
        sql.query(
          `INSERT INTO outbox (seq, id, organization_id, type, created_at_us, body)
         SELECT $1, $2, organization_id, type, created_at_us, body FROM outbox WHERE id = $3`,
          [seq + 1, late, gap],
        ),
      );
      expect((await follower.next()).map((e) => e.id)).toEqual([late]);
      expect(await follower.next()).toEqual([]);
    },
  );
});

describe('waas-sandbox listen', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  async function receiver(): Promise<Receiver> {
    const started = await startReceiver(() => 200);
    stops.push(() => started.close());
    return started;
  }

  function listening(settings: Omit<ListenSettings, 'credentials' | 'types' | 'organizationId'>) {
    const lines: string[] = [];
    const stop = new AbortController();
    const done = listen(
      { organizationId: ORGANIZATION, types: undefined, credentials: {}, ...settings },
      { line: (text) => lines.push(text), signal: stop.signal },
    );
    stops.push(async () => {
      stop.abort();
      await done;
    });
    return { lines, stop: () => (stop.abort(), done) };
  }

  it(
    'forwards each event signed as the sandbox signs, says ' + 'so per event and answer, and the delivery log shows it',
    async () => {
      const running = await startSandbox({ webhooks: { dispatch: false } });
      stops.push(() => running.close());
      const [one, two] = [await receiver(), await receiver()];
      const listener = listening({ forwardTo: [one.url, two.url], sandbox: running.baseUrl, secret: SECRET });
      await until('the listener connected', () => listener.lines.length > 0);
      // The stream's head is out before it reads the outbox: wait for it rather than race the first event.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const eventId = await inflowEvent(running.baseUrl);
      await until('both receivers got it', () => one.received.length === 1 && two.received.length === 1);
      for (const { rawBody, headers } of [...one.received, ...two.received]) {
        const event = await verify(rawBody, headers, SECRET);
        expect(event).toMatchObject({ id: eventId, type: 'inflow.received' });
      }
      expect(listener.lines[0]).toMatch(/^Ready: events of organization .* signed with the secret given\./);
      expect(listener.lines[0]).not.toContain(SECRET);
      expect(listener.lines).toContain(`--> inflow.received ${eventId}`);
      expect(
        listener.lines.filter((l) => /^<-- 200 POST http:\/\/127\.0\.0\.1:\d+\/webhooks \d+ ms$/.test(l)),
      ).toHaveLength(2);
      const log = await until('the attempts logged', async () => {
        const entry = (
          await control(running.baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events/${eventId}`)
        ).body as DeliveryLogEntry;
        return entry.attempts.length === 2 ? entry : undefined;
      });
      expect(log.attempts.map((a) => [a.url, a.statusCode, a.outcome])).toEqual([
        [one.url, 200, 'delivered'],
        [two.url, 200, 'delivered'],
      ]);
      // The organization's own endpoint is not what was delivered to.
      expect(log.status).not.toBe('delivered');
      await listener.stop();
    },
  );

  it(
    'a sandbox restarted on its data: ' +
      'the listener connects again and forwards what came after, nothing lost or twice',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'waas-listen-'));
      stops.push(() => rm(dataDir, { recursive: true, force: true }));
      const serve = async (port: number) => {
        const sandbox = await Sandbox.open({ dataDir, webhooks: { dispatch: false } });
        const app = await buildApp({ document: sandbox.document, sandbox });
        await app.listen({ host: '127.0.0.1', port });
        return {
          baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
          port: (app.server.address() as AddressInfo).port,
          close: async () => {
            await app.close();
            await sandbox.close();
          },
        };
      };
      let running = await serve(0);
      const hooks = await receiver();
      const listener = listening({ forwardTo: [hooks.url], sandbox: running.baseUrl, secret: SECRET });
      await until('the listener connected', () => listener.lines.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = await inflowEvent(running.baseUrl);
      await until('the first event forwarded', () => hooks.received.length === 1);
      await running.close();
      running = await serve(running.port);
      stops.push(() => running.close());
      const after = await inflowEvent(running.baseUrl);
      await until('the event after the restart forwarded', () => hooks.received.length === 2, 1000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hooks.received.map((r) => (JSON.parse(r.rawBody) as { id: string }).id)).toEqual([before, after]);
      expect(listener.lines.some((l) => l.startsWith('lost the sandbox'))).toBe(true);
      expect(listener.lines.some((l) => l.startsWith('connected again'))).toBe(true);
      await listener.stop();
    },
  );
});

describe('waas-sandbox events and resend', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({ webhooks: { dispatch: false } });
  });
  afterAll(() => running.close());
  const access = () => ({ sandbox: `${running.baseUrl}/`, organizationId: ORGANIZATION, credentials: {} });

  it('lists the delivery log oldest first, and with --tail each event written after', async () => {
    const first = await inflowEvent(running.baseUrl);
    const lines: string[] = [];
    const stop = new AbortController();
    const tailing = events(
      { ...access(), types: undefined, tail: true },
      { line: (l) => lines.push(l), signal: stop.signal },
    );
    await until('the log printed', () => lines.some((l) => l.includes(first)));
    const second = await inflowEvent(running.baseUrl);
    await until('the new event printed', () => lines.some((l) => l.includes(second)));
    stop.abort();
    await tailing;
    expect(lines.at(-1)).toMatch(new RegExp(`^\\S+ ${second} inflow.received written$`));
    expect(lines.filter((l) => l.includes(first))).toEqual([
      expect.stringMatching(new RegExp(`^\\S+Z ${first} inflow.received noEndpoint$`)),
    ]);
  });

  it('resends an event (pending again), and refuses an unknown one in one line', async () => {
    const eventId = await inflowEvent(running.baseUrl);
    const lines: string[] = [];
    await resend({ ...access(), eventId }, { line: (l) => lines.push(l) });
    expect(lines).toEqual([
      `${eventId} pending: sent again to the organization's endpoint, with a fresh round of retries`,
    ]);
    await expect(
      resend({ ...access(), eventId: '00000000-0000-4000-8000-000000000000' }, { line: () => {} }),
    ).rejects.toThrow(`${running.baseUrl}/ answered 404: The organization has no event with the id`);
  });
});

describe('waas-sandbox trigger', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({ webhooks: { dispatch: false } });
  });
  afterAll(() => running.close());

  it.for(EVENT_TYPES)('%s: an event of the type is written, and its id printed', async (type) => {
    const stream = await firstEvents(running.baseUrl, 1, { query: `?types=${type}` });
    const lines: string[] = [];
    await trigger(
      { sandbox: `${running.baseUrl}/`, organizationId: ORGANIZATION, credentials: {}, type, set: {} },
      { line: (l) => lines.push(l) },
    );
    await stream.done();
    const caused = stream.events.filter((e) => e.event === type);
    expect(caused).toHaveLength(1);
    expect(lines).toEqual([`${caused[0]!.id} ${type} written`]);
  });

  it.for(EVENT_TYPES)('%s: every field --set can choose is the one the event carries', async (type) => {
    const tag = crypto.randomUUID().slice(0, 8);
    // Amounts below the defaults' (a short payment stays short of what is expected), text unique to this test.
    const set = Object.fromEntries(
      Object.entries(SETTABLE[type]).map(([path, kind]) => [
        path,
        kind === 'text' ? `SET-${tag}-${path}` : path === 'data.expectedAmount' ? 40 : 12.5,
      ]),
    );
    const stream = await firstEvents(running.baseUrl, 1, { query: `?types=${type}` });
    await trigger(
      { sandbox: `${running.baseUrl}/`, organizationId: ORGANIZATION, credentials: {}, type, set },
      { line: () => {} },
    );
    await stream.done();
    const [caused] = stream.events.filter((e) => e.event === type);
    for (const [path, value] of Object.entries(set)) expect(valueAt(JSON.parse(caused!.data), path)).toBe(value);
  });

  it('says so when the event does not carry what was asked for', async () => {
    const access = { sandbox: `${running.baseUrl}/`, organizationId: ORGANIZATION, credentials: {} };
    await expect(
      trigger(
        { ...access, type: 'payment.failed', set: { 'data.amount': 50, 'data.expectedAmount': 40 } },
        {
          line: () => {},
        },
      ),
    ).rejects.toThrow('payment.failed needs data.amount below data.expectedAmount (50 ≥ 40)');
  });
});
