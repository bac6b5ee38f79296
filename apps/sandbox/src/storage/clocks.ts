import { parseInt8, type Sql } from './engine.js';
import type { ClockOffsets } from '../domain/time/store.js';

/** The key of the sandbox clock's offset (the global one) in sandbox_settings. */
export const GLOBAL_CLOCK_OFFSET = 'clock_offset_us';

/**
 * The offset an organization's work runs at, as SQL over its `organizations` row aliased `org`: its own when set,
 * else the sandbox clock's. Read in the statement that needs it, so every process sees the same clock.
 */
export const ORGANIZATION_OFFSET_US = `COALESCE(org.clock_offset_us,
  (SELECT value::bigint FROM sandbox_settings WHERE key = '${GLOBAL_CLOCK_OFFSET}'), 0)`;

/** Both offsets of an organization in one read; undefined when no organization has the id. */
export async function clockOffsetsOf(sql: Sql, organizationId: string): Promise<ClockOffsets | undefined> {
  const [row] = await sql.query<{ own: string | null; global: string | null }>(
    `SELECT org.clock_offset_us AS own,
       (SELECT value FROM sandbox_settings WHERE key = '${GLOBAL_CLOCK_OFFSET}') AS global
     FROM organizations org WHERE org.id = $1`,
    [organizationId],
  );
  if (!row) return undefined;
  return {
    own: row.own === null ? null : parseInt8(String(row.own)),
    global: row.global === null ? 0 : parseInt8(row.global),
  };
}

/** Sets (or, with null, clears) the organization's own offset; false when no organization has the id. */
export async function setClockOffsetOf(sql: Sql, organizationId: string, offsetUs: number | null): Promise<boolean> {
  const rows = await sql.query('UPDATE organizations SET clock_offset_us = $2 WHERE id = $1 RETURNING id', [
    organizationId,
    offsetUs,
  ]);
  return rows.length === 1;
}
