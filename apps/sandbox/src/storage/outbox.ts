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
  await sql.query('INSERT INTO outbox (id, organization_id, type, payload, created_at_us) VALUES ($1, $2, $3, $4, $5)', [
    e.id,
    e.organizationId,
    e.type,
    JSON.stringify(e.payload),
    e.createdAtUs,
  ]);
}

export async function eventsOf(sql: Sql, organizationId: string): Promise<{ id: string; type: string; payload: unknown }[]> {
  return sql.query('SELECT id, type, payload FROM outbox WHERE organization_id = $1 ORDER BY seq', [organizationId]);
}
