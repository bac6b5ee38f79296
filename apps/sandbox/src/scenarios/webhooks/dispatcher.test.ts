import { pairByName } from '@waas/spec/pairs';
import { verify } from '@waas/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { control as controlCall } from '../../test/control.js';
import { ENGINES } from '../../test/engines.js';
import { serveOn, type RunningSandbox } from '../../test/harness.js';
import { pairs, sendPair } from '../../test/pairs.js';
import { postgresSkipReason } from '../../test/postgres.js';
import { startReceiver, until, type Receiver } from '../../test/receiver.js';
import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';

const SECRET = 'whsec-dispatcher-test';
const funded = pairByName(pairs, 'simulateInflow', 'funded');
const ORGANIZATION = (
  pairByName(pairs, 'listCheckoutWallets', 'walletsListed').request.query as { organizationId: string }
).organizationId;
// Five attempts a round, 5 ms apart (±20%, but the injected random is the middle of the range): fast and exact.
const webhooks = {
  schedule: { delaysMs: [0, 5, 5, 5, 5], scale: 1, jitter: 0.2 },
  random: () => 0.5,
  pollMs: 5,
  timeoutMs: 2000,
};

const control = (running: RunningSandbox, method: string, path: string, body?: unknown) =>
  controlCall(running.baseUrl, method, path, body);

/** Funds the example's account and answers the id of the inflow event it wrote. */
async function inflowEvent(running: RunningSandbox): Promise<string> {
  const before = await control(running, 'GET', `/organizations/${ORGANIZATION}/webhook/events`);
  expect(await sendPair(running.baseUrl, DEFAULT_DEMO_KEYS, funded)).toMatchObject({ status: 200 });
  const after = await control(running, 'GET', `/organizations/${ORGANIZATION}/webhook/events`);
  const [newest] = after.body.events as DeliveryLogEntry[];
  expect(newest?.eventId).not.toBe((before.body.events as DeliveryLogEntry[])[0]?.eventId);
  return newest!.eventId;
}

const logOf = async (running: RunningSandbox, eventId: string) =>
  (await control(running, 'GET', `/organizations/${ORGANIZATION}/webhook/events/${eventId}`)).body as DeliveryLogEntry;

const settled = (running: RunningSandbox, eventId: string) =>
  until(`event ${eventId} delivered or failed`, async () => {
    const log = await logOf(running, eventId);
    return log.status === 'delivered' || log.status === 'failed' ? log : undefined;
  });

describe.each(ENGINES)('webhook delivery on $engine', ({ engine }) => {
  let running: RunningSandbox | undefined;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    running = await serveOn(engine, { webhooks });
  });
  afterAll(async () => {
    await running?.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  async function receiverAt(answer: (n: number) => number | 'hang') {
    const receiver = await startReceiver(answer);
    receivers.push(receiver);
    expect(
      await control(running!, 'PUT', `/organizations/${ORGANIZATION}/webhook`, { url: receiver.url, secret: SECRET }),
    ).toMatchObject({ status: 200 });
    return receiver;
  }

  it.for([
    { name: 'accepts at once', failures: [] },
    { name: 'fails once', failures: [503] },
    { name: 'fails three times', failures: [500, 502, 503] },
    { name: 'answers 2xx and 3xx other than 200, which do not count', failures: [201, 204, 302] },
  ])('a flaky receiver that $name gets the event once it accepts, signed', async ({ failures }, context) => {
    if (!running) return context.skip(postgresSkipReason());
    const receiver = await receiverAt((n) => failures[n - 1] ?? 200);
    const eventId = await inflowEvent(running);

    const log = await settled(running, eventId);
    expect(log.status).toBe('delivered');
    expect(log.attempts.map((a) => a.statusCode)).toEqual([...failures, 200]);
    expect(log.attempts.map((a) => a.outcome)).toEqual([...failures.map(() => 'failed'), 'delivered']);
    expect(receiver.received).toHaveLength(failures.length + 1);
    // Every attempt sends the bytes written at commit, the envelope in the spec's order.
    expect(new Set(receiver.received.map((r) => r.rawBody)).size).toBe(1);
    expect(Object.keys(JSON.parse(receiver.received[0]!.rawBody) as object)).toEqual([
      'id',
      'type',
      'createdAt',
      'organizationId',
      'data',
    ]);
    for (const request of receiver.received) {
      const event = await verify(request.rawBody, request.headers, SECRET);
      expect(event.id).toBe(eventId);
      expect(event.type).toBe('inflow.received');
    }
  });

  it(
    'a receiver down for the whole schedule: every ' + 'attempt recorded, the event kept, and redelivered on demand',
    async (context) => {
      if (!running) return context.skip(postgresSkipReason());
      const receiver = await receiverAt(() => 503);
      const eventId = await inflowEvent(running);

      const failed = await settled(running, eventId);
      expect(failed.status).toBe('failed');
      expect(failed.attempts.map((a) => [a.attempt, a.outcome, a.statusCode, a.error])).toEqual(
        [1, 2, 3, 4, 5].map((n) => [n, 'failed', 503, 'HTTP 503']),
      );
      expect(receiver.received).toHaveLength(5);
      expect(failed.event).toMatchObject({ id: eventId, type: 'inflow.received' });

      receiver.answer = () => 200;
      expect(
        await control(running, 'POST', `/organizations/${ORGANIZATION}/webhook/events/${eventId}/redeliver`),
      ).toMatchObject({ status: 202 });
      const delivered = await settled(running, eventId);
      expect(delivered.status).toBe('delivered');
      expect(delivered.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await verify(receiver.received[5]!.rawBody, receiver.received[5]!.headers, SECRET)).id).toBe(eventId);
    },
  );

  it('a refused connection is recorded with its error code, never with the secret', async (context) => {
    if (!running) return context.skip(postgresSkipReason());
    const closed = await startReceiver();
    await closed.close();
    await control(running, 'PUT', `/organizations/${ORGANIZATION}/webhook`, {
      url: `${closed.url}?token=hidden`,
      secret: SECRET,
    });
    const eventId = await inflowEvent(running);
    const log = await settled(running, eventId);
    expect(log.attempts.map((a) => a.error)).toEqual(Array(5).fill('network error ECONNREFUSED'));
    expect(log.attempts[0]!.url).toBe(`${closed.url}?…`);
    const everything = JSON.stringify(await control(running, 'GET', `/organizations/${ORGANIZATION}/webhook/events`));
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('hidden');
  });

  it('the endpoint is answered without its secret', async (context) => {
    if (!running) return context.skip(postgresSkipReason());
    await control(running, 'PUT', `/organizations/${ORGANIZATION}/webhook`, {
      url: 'http://127.0.0.1:9/webhooks',
      secret: SECRET,
    });
    const { status, body } = await control(running, 'GET', `/organizations/${ORGANIZATION}/webhook`);
    expect({ status, body: { ...body, updatedAt: undefined } }).toEqual({
      status: 200,
      body: { organizationId: ORGANIZATION, url: 'http://127.0.0.1:9/webhooks', secretSet: true, updatedAt: undefined },
    });
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });
});
