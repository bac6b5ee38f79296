import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox.js';
import { ENGINES, openOn, type OpenedSandbox } from '../test/engines.js';
import { postgresSkipReason, throwawayDatabase } from '../test/postgres.js';
import { startReceiver, until } from '../test/receiver.js';
import { eventsOf, insertEvent } from './outbox.js';
import type { AttemptRow } from '../domain/webhooks/store.js';
import { claimDueEvents, eventLog, recordAttempts, upsertEndpoint } from './webhooks.js';

const ACME = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const GLOBEX = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const attempt = (eventId: string, n: number): AttemptRow => ({
  event_id: eventId,
  attempt: n,
  url: 'http://127.0.0.1/webhooks',
  started_at_us: 0,
  duration_ms: 1,
  status_code: 200,
  outcome: 'delivered',
  error: null,
});
const delivered = { status: 'delivered' as const, nextAttemptAtUs: 0, deliveredAtUs: 1 };

describe.each(ENGINES)('the outbox claims on $engine', ({ engine }) => {
  let opened: OpenedSandbox | string;
  beforeAll(async () => {
    opened = await openOn(engine, { webhooks: { dispatch: false } });
  });
  afterAll(async () => {
    if (typeof opened !== 'string') await opened.close();
  });

  const event = async (organizationId: string) => {
    const id = randomUUID();
    const { engine } = (opened as OpenedSandbox).sandbox;
    await engine.unitOfWork((sql) =>
      insertEvent(sql, { id, organizationId, type: 'inflow.received', createdAtUs: 0, payload: { id } }),
    );
    return id;
  };

  it('claims an event once per lease, and records only the attempt of the latest claim', async (context) => {
    if (typeof opened === 'string') return context.skip(opened);
    const { engine } = opened.sandbox;
    await engine.unitOfWork((sql) =>
      upsertEndpoint(sql, { organization_id: ACME, url: 'http://127.0.0.1/webhooks', secret: 's', updated_at_us: 0 }),
    );
    const id = await event(ACME);
    const claim = (nowUs: number) => engine.unitOfWork((sql) => claimDueEvents(sql, nowUs, 1000, 100));

    const first = (await claim(1)).filter((e) => e.id === id);
    expect(first.map((e) => e.attempts)).toEqual([1]);
    // Within the lease nobody else gets it; after it, another dispatcher does.
    expect((await claim(500)).filter((e) => e.id === id)).toEqual([]);
    const second = (await claim(2000)).filter((e) => e.id === id);
    expect(second.map((e) => e.attempts)).toEqual([2]);

    // The first dispatcher comes back late: its fence no longer matches and nothing is written.
    expect(await engine.unitOfWork((sql) => recordAttempts(sql, [{ attempt: attempt(id, 1), next: delivered }]))).toBe(
      0,
    );
    expect(await engine.unitOfWork((sql) => recordAttempts(sql, [{ attempt: attempt(id, 2), next: delivered }]))).toBe(
      1,
    );
    const rows = await engine.unitOfWork((sql) =>
      sql.query<{ attempt: number }>('SELECT attempt FROM delivery_attempts WHERE event_id = $1', [id]),
    );
    expect(rows.map((r) => r.attempt)).toEqual([2]);
    expect((await claim(10_000)).filter((e) => e.id === id)).toEqual([]);
  });

  it.for([
    { written: 'now (body alone)', body: true, payload: false },
    { written: 'between migrations 003 and 008 (body and payload)', body: true, payload: true },
    { written: 'before migrations/003 (payload alone)', body: false, payload: true },
  ])('reads back an event written $written', async ({ written, body, payload }, context) => {
    if (typeof opened === 'string') return context.skip(opened);
    const { engine } = opened.sandbox;
    const organizationId = randomUUID();
    const id = randomUUID();
    const event = { id, written, amount: 1.5 };
    const text = JSON.stringify(event);
    await engine.unitOfWork(async (sql) => {
      await sql.query("INSERT INTO organizations (id, name, created_at_us) VALUES ($1, 'Outbox Ltd', 0)", [
        organizationId,
      ]);
      await sql.query(
        `INSERT INTO outbox (id, organization_id, type, created_at_us, body, payload)
         VALUES ($1, $2, 'inflow.received', 0, $3, $4::jsonb)`,
        [id, organizationId, body ? text : null, payload ? text : null],
      );
    });
    expect(await engine.unitOfWork((sql) => eventsOf(sql, organizationId))).toEqual([
      { id, type: 'inflow.received', payload: event },
    ]);
    expect((await engine.unitOfWork((sql) => eventLog(sql, organizationId))).map((e) => e.payload)).toEqual([event]);
  });

  it('stores an event once, as the body every attempt sends', async (context) => {
    if (typeof opened === 'string') return context.skip(opened);
    const id = await event(GLOBEX);
    const [row] = await opened.sandbox.engine.unitOfWork((sql) =>
      sql.query<{ payload: unknown; body: string }>('SELECT payload, body FROM outbox WHERE id = $1', [id]),
    );
    expect(row).toEqual({ payload: null, body: JSON.stringify({ id }) });
  });

  it('sets aside the due events of an organization without an endpoint', async (context) => {
    if (typeof opened === 'string') return context.skip(opened);
    const { engine } = opened.sandbox;
    const id = await event(GLOBEX);
    expect((await engine.unitOfWork((sql) => claimDueEvents(sql, 1, 1, 100))).map((e) => e.id)).not.toContain(id);
    const [row] = await engine.unitOfWork((sql) =>
      sql.query<{ delivery_status: string }>('SELECT delivery_status FROM outbox WHERE id = $1', [id]),
    );
    expect(row?.delivery_status).toBe('noEndpoint');
  });
});

describe('two sandboxes dispatching one PostgreSQL outbox', () => {
  it('deliver each event once between them', async (context) => {
    const database = await throwawayDatabase();
    if (!database) return context.skip(postgresSkipReason());
    const receiver = await startReceiver();
    const webhooks = { pollMs: 5, timeoutMs: 5000 };
    const first = await Sandbox.open({ databaseUrl: database.url, webhooks });
    const second = await Sandbox.open({ databaseUrl: database.url, webhooks });
    try {
      await first.engine.unitOfWork((sql) =>
        upsertEndpoint(sql, { organization_id: ACME, url: receiver.url, secret: 's', updated_at_us: 0 }),
      );
      const ids = Array.from({ length: 200 }, () => randomUUID());
      for (let i = 0; i < ids.length; i += 20) {
        await first.engine.unitOfWork(async (sql) => {
          for (const id of ids.slice(i, i + 20))
            await insertEvent(sql, {
              id,
              organizationId: ACME,
              type: 'inflow.received',
              createdAtUs: 0,
              payload: { id },
            });
        });
      }
      await until('every event delivered', () => receiver.received.length >= ids.length || undefined, 1000);
      const received = receiver.received.map((r) => (JSON.parse(r.rawBody) as { id: string }).id).sort();
      expect(received).toEqual([...ids].sort());
      const recorded = () =>
        first.engine.unitOfWork(
          async (sql) => (await sql.query<{ n: number }>('SELECT count(*)::bigint AS n FROM delivery_attempts'))[0]!.n,
        );
      // The receiver answers before the attempt is recorded: wait for the records, then expect no more than one each.
      await until('every attempt recorded', async () => ((await recorded()) >= ids.length ? true : undefined), 1000);
      expect(await recorded()).toBe(ids.length);
    } finally {
      await first.close();
      await second.close();
      await receiver.close();
      await database.drop();
    }
  });
});
