import type { Sql } from './engine.js';
import type { Statement } from './statement.js';
import type { OutboxEvent } from '../domain/webhooks/outbox-event.js';
import type { StreamedRow } from '../domain/webhooks/store.js';

/**
 * Events go in as written: body is the exact text every delivery attempt sends (migrations/003), and the event is
 * read back from it (`EVENT_PAYLOAD`); payload holds events older than migrations/008. An event of an organization
 * without a webhook endpoint is set aside as noEndpoint at once, as the dispatcher would on its next poll
 * (storage/webhooks.ts).
 */
const INSERT_EVENTS = `INSERT INTO outbox (id, organization_id, type, created_at_us, body, delivery_status)
  SELECT e.id, e.organization_id, e.type, e.created_at_us, e.body,
    CASE WHEN EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.organization_id = e.organization_id)
      THEN 'pending' ELSE 'noEndpoint' END
  FROM ROWS FROM (json_to_recordset($1::json)
      AS (id uuid, organization_id uuid, type text, created_at_us bigint, body text))
    WITH ORDINALITY AS e(id, organization_id, type, created_at_us, body, position)
  ORDER BY e.position RETURNING seq`;

/** `insertEvent` for many events, in their order: a Statement to run together with the change they report. */
export function insertEvents(events: readonly OutboxEvent[]): Statement {
  const rows = events.map((e) => ({
    id: e.id,
    organization_id: e.organizationId,
    type: e.type,
    created_at_us: e.createdAtUs,
    body: JSON.stringify(e.payload),
  }));
  // One JSON document (json, not jsonb, so each body comes back as the very text it was): see claimPostings.
  return { text: INSERT_EVENTS, params: [JSON.stringify(rows)] };
}

/** Written in the same transaction as the change it reports: an event exists exactly when its change committed. */
export async function insertEvent(sql: Sql, e: OutboxEvent): Promise<void> {
  const { text, params } = insertEvents([e]);
  await sql.query(text, params);
}

/** An outbox row's event as JSON, whichever column holds it (migrations/008). */
export const EVENT_PAYLOAD = 'COALESCE(body::jsonb, payload)';

export async function eventsOf(
  sql: Sql,
  organizationId: string,
): Promise<{ id: string; type: string; payload: unknown }[]> {
  return sql.query(`SELECT id, type, ${EVENT_PAYLOAD} AS payload FROM outbox WHERE organization_id = $1 ORDER BY seq`, [
    organizationId,
  ]);
}

/** Where an event sits in the organization's outbox; undefined when it has no such event. */
export async function seqOf(sql: Sql, organizationId: string, eventId: string): Promise<number | undefined> {
  const [row] = await sql.query<{ seq: number }>('SELECT seq FROM outbox WHERE organization_id = $1 AND id = $2', [
    organizationId,
    eventId,
  ]);
  return row === undefined ? undefined : Number(row.seq);
}

/** The last place taken in the outbox, by any organization: a stream with no cursor starts after it. */
export async function lastSeq(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM outbox');
  return Number(row?.seq ?? 0);
}

/** The organization's events after `afterSeq`, in outbox order; `types` keeps those types only. */
export async function eventsAfter(
  sql: Sql,
  request: { organizationId: string; afterSeq: number; types: readonly string[] | undefined; limit: number },
): Promise<StreamedRow[]> {
  const rows = await sql.query<StreamedRow>(
    `SELECT seq, id, type, body, payload FROM outbox
     WHERE organization_id = $1 AND seq > $2 AND ($3::text[] IS NULL OR type = ANY($3::text[]))
     ORDER BY seq LIMIT $4`,
    [request.organizationId, request.afterSeq, request.types ?? null, request.limit],
  );
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
