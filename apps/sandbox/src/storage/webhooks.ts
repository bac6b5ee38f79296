import type { Sql } from './engine.js';
import { ORGANIZATION_OFFSET_US } from './clocks.js';
import { EVENT_PAYLOAD } from './outbox.js';
import type { AttemptRow, ClaimedEvent, EndpointRow, EventLogRow, NextState } from '../domain/webhooks/store.js';

/** Webhook endpoints, the delivery state of outbox events and their attempts (migrations/002). */

export async function upsertEndpoint(sql: Sql, e: EndpointRow): Promise<void> {
  await sql.query(
    `INSERT INTO webhook_endpoints (organization_id, url, secret, updated_at_us) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization_id)
     DO UPDATE SET url = EXCLUDED.url, secret = EXCLUDED.secret, updated_at_us = EXCLUDED.updated_at_us`,
    [e.organization_id, e.url, e.secret, e.updated_at_us],
  );
}

export async function endpointOf(sql: Sql, organizationId: string): Promise<EndpointRow | undefined> {
  const [row] = await sql.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE organization_id = $1', [
    organizationId,
  ]);
  return row;
}

export async function deleteEndpoint(sql: Sql, organizationId: string): Promise<boolean> {
  return (
    (
      await sql.query('DELETE FROM webhook_endpoints WHERE organization_id = $1 RETURNING organization_id', [
        organizationId,
      ])
    ).length === 1
  );
}

/**
 * Claims up to `limit` due events for one attempt each, leasing them for `leaseUs`. Due is by the clock of the event's
 * organization (its offset, read in the statement: storage/clocks.ts), so an organization that moves its clock ahead
 * makes its waiting retries due, and no other's; each claimed event carries that offset, for the times its attempt
 * records. SKIP LOCKED lets several dispatchers (processes on one PostgreSQL database) share the outbox without
 * claiming one event twice; the lease makes an event whose dispatcher died mid-delivery due again. Due events of an
 * organization without an endpoint are set aside as noEndpoint: nobody asked for them, and a redelivery request
 * brings them back.
 */
export async function claimDueEvents(
  sql: Sql,
  realNowUs: number,
  leaseUs: number,
  limit: number,
): Promise<ClaimedEvent[]> {
  await sql.query(
    `UPDATE outbox SET delivery_status = 'noEndpoint' WHERE id IN (
       SELECT o.id FROM outbox o JOIN organizations org ON org.id = o.organization_id
       WHERE o.delivery_status = 'pending' AND o.next_attempt_at_us <= $1 + ${ORGANIZATION_OFFSET_US}
         AND NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.organization_id = o.organization_id)
       FOR UPDATE OF o SKIP LOCKED)`,
    [realNowUs],
  );
  return sql.query<ClaimedEvent>(
    `WITH due AS (
       SELECT o.id, ${ORGANIZATION_OFFSET_US} AS offset_us,
         CASE WHEN o.next_attempt_at_us > 0 THEN o.next_attempt_at_us WHEN o.attempts = 0 THEN o.created_at_us END
           AS due_at_us
       FROM outbox o JOIN organizations org ON org.id = o.organization_id
       WHERE o.delivery_status = 'pending' AND o.next_attempt_at_us <= $1 + ${ORGANIZATION_OFFSET_US}
       ORDER BY o.next_attempt_at_us, o.seq LIMIT $3 FOR UPDATE OF o SKIP LOCKED)
     UPDATE outbox o
     SET attempts = o.attempts + 1, round_attempts = o.round_attempts + 1, next_attempt_at_us = $1 + due.offset_us + $2
     FROM due, webhook_endpoints e
     WHERE o.id = due.id AND e.organization_id = o.organization_id
     RETURNING o.id, o.organization_id, o.payload, o.body, o.attempts, o.round_attempts, e.url, e.secret, due.offset_us,
       due.due_at_us`,
    [realNowUs, leaseUs, limit],
  );
}

/** Events waiting for an attempt, due or not (on the partial index of pending events, outbox_due). */
export async function pendingEvents(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ pending: number }>(
    `SELECT count(*)::int AS pending FROM outbox WHERE delivery_status = 'pending'`,
  );
  return row!.pending;
}

/**
 * Records attempts and each event's next state, in two statements whatever their number (on PGlite a statement
 * costs about a millisecond, so a batch is recorded at once). An attempt whose event was claimed again since (its
 * lease ran out and another dispatcher took it) or emptied by a reset no longer matches its fence, `attempts`, and
 * is not recorded. The number recorded.
 */
export async function recordAttempts(
  sql: Sql,
  recorded: readonly { attempt: AttemptRow; next: NextState }[],
): Promise<number> {
  if (recorded.length === 0) return 0;
  const rows = recorded.map(({ attempt: a, next: n }) => ({
    ...a,
    status: n.status,
    next_attempt_at_us: n.nextAttemptAtUs,
    delivered_at_us: n.deliveredAtUs,
  }));
  const updated = await sql.query<{ id: string }>(
    `UPDATE outbox o SET delivery_status = r.status, next_attempt_at_us = r.next_attempt_at_us,
       delivered_at_us = COALESCE(r.delivered_at_us, o.delivered_at_us)
     FROM jsonb_to_recordset($1::jsonb)
       AS r(event_id uuid, attempt integer, status text, next_attempt_at_us bigint, delivered_at_us bigint)
     WHERE o.id = r.event_id AND o.attempts = r.attempt RETURNING o.id`,
    [JSON.stringify(rows)],
  );
  const fenced = new Set(updated.map((u) => u.id));
  const kept = rows.filter((r) => fenced.has(r.event_id));
  if (kept.length === 0) return 0;
  await sql.query(
    `INSERT INTO delivery_attempts (event_id, attempt, url, started_at_us, duration_ms, status_code, outcome, error)
     SELECT event_id, attempt, url, started_at_us, duration_ms, status_code, outcome, error
     FROM jsonb_to_recordset($1::jsonb) AS r(event_id uuid, attempt integer, url text, started_at_us bigint,
       duration_ms integer, status_code integer, outcome text, error text)`,
    [JSON.stringify(kept)],
  );
  return kept.length;
}

/** Makes an event of the organization due now, as a new round of the schedule. False when it has no such event. */
export async function scheduleRedelivery(sql: Sql, organizationId: string, eventId: string): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE outbox SET delivery_status = 'pending', next_attempt_at_us = 0, round_attempts = 0
     WHERE organization_id = $1 AND id = $2 RETURNING id`,
    [organizationId, eventId],
  );
  return rows.length === 1;
}

/** The organization's events, newest first, or the one with `eventId`. */
export async function eventLog(sql: Sql, organizationId: string, eventId?: string): Promise<EventLogRow[]> {
  return sql.query<EventLogRow>(
    `SELECT id, type, ${EVENT_PAYLOAD} AS payload, created_at_us, delivery_status, delivered_at_us, next_attempt_at_us,
       attempts
     FROM outbox WHERE organization_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY seq DESC`,
    [organizationId, eventId ?? null],
  );
}

export async function attemptsOf(sql: Sql, eventIds: readonly string[]): Promise<AttemptRow[]> {
  if (eventIds.length === 0) return [];
  return sql.query<AttemptRow>(
    `SELECT event_id, attempt, url, started_at_us, duration_ms, status_code, outcome, error FROM delivery_attempts
     WHERE event_id = ANY($1::uuid[]) ORDER BY event_id, attempt`,
    [eventIds],
  );
}

/**
 * Records an attempt a listener made (control API, recordForwardedAttempt): it takes the next number of the event's
 * attempts, as the dispatcher's fence counts them, and leaves the event's delivery state as it was. A dispatcher
 * attempt in flight meanwhile no longer matches its fence and is made again once its lease ends: at least once holds.
 * The attempt's number; undefined when the organization has no such event.
 */
export async function recordForwarded(
  sql: Sql,
  organizationId: string,
  attempt: Omit<AttemptRow, 'attempt'>,
): Promise<number | undefined> {
  const [row] = await sql.query<{ attempts: number }>(
    'UPDATE outbox SET attempts = attempts + 1 WHERE organization_id = $1 AND id = $2 RETURNING attempts',
    [organizationId, attempt.event_id],
  );
  if (row === undefined) return undefined;
  await sql.query(
    `INSERT INTO delivery_attempts (event_id, attempt, url, started_at_us, duration_ms, status_code, outcome, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      attempt.event_id,
      row.attempts,
      attempt.url,
      attempt.started_at_us,
      attempt.duration_ms,
      attempt.status_code,
      attempt.outcome,
      attempt.error,
    ],
  );
  return row.attempts;
}
