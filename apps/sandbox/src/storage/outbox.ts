import type { Sql } from './engine.js';

export interface OutboxEvent {
  id: string;
  organizationId: string;
  type: string;
  payload: unknown;
  createdAtUs: number;
}

const INSERT_EVENT = 'INSERT INTO outbox (id, organization_id, type, payload, created_at_us, body) VALUES ($1, $2, $3, $4, $5, $6)';
const eventParams = (e: OutboxEvent) => {
  const body = JSON.stringify(e.payload);
  // body: the exact text every delivery attempt sends (migrations/003).
  return [e.id, e.organizationId, e.type, body, e.createdAtUs, body];
};

/** Written in the same transaction as the change it reports: an event exists exactly when its change committed. */
export async function insertEvent(sql: Sql, e: OutboxEvent): Promise<void> {
  await sql.query(INSERT_EVENT, eventParams(e));
}

/**
 * Runs `change` (a data-modifying statement whose parameters start at $7) and writes the event in one statement: one
 * round trip less for a posting, and the event still exists exactly when its change committed.
 */
export async function withEvent(sql: Sql, change: { text: string; params: readonly unknown[] }, e: OutboxEvent): Promise<void> {
  await sql.query(`WITH change AS (${change.text}) ${INSERT_EVENT}`, [...eventParams(e), ...change.params]);
}

export async function eventsOf(sql: Sql, organizationId: string): Promise<{ id: string; type: string; payload: unknown }[]> {
  return sql.query('SELECT id, type, payload FROM outbox WHERE organization_id = $1 ORDER BY seq', [organizationId]);
}
