import type { Sql } from './engine.js';

export interface OutboxEvent {
  id: string;
  organizationId: string;
  type: string;
  payload: unknown;
  createdAtUs: number;
}

/** Written in the same transaction as the change it reports: an event exists exactly when its change committed. */
export async function insertEvent(sql: Sql, e: OutboxEvent): Promise<void> {
  const body = JSON.stringify(e.payload);
  // body: the exact text every delivery attempt sends (migrations/003).
  await sql.query('INSERT INTO outbox (id, organization_id, type, payload, created_at_us, body) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.id,
    e.organizationId,
    e.type,
    body,
    e.createdAtUs,
    body,
  ]);
}

export async function eventsOf(sql: Sql, organizationId: string): Promise<{ id: string; type: string; payload: unknown }[]> {
  return sql.query('SELECT id, type, payload FROM outbox WHERE organization_id = $1 ORDER BY seq', [organizationId]);
}
