import type { Engine } from '../../storage/engine.js';
import { orderedEvent } from './attempt.js';
import { instantMillis } from '../time/instants.js';
import { organizationById } from '../../storage/organizations.js';
import { eventsOf } from '../../storage/outbox.js';
import {
  attemptsOf,
  deleteEndpoint,
  endpointOf,
  eventLog,
  scheduleRedelivery,
  upsertEndpoint,
  type DeliveryStatus,
  type EndpointRow,
} from '../../storage/webhooks.js';

/** What the control API shows of an endpoint: the secret only as whether one is set. */
export interface WebhookEndpoint {
  organizationId: string;
  url: string;
  secretSet: boolean;
  updatedAt: string;
}

export interface DeliveryAttempt {
  attempt: number;
  attemptedAt: string;
  url: string;
  durationMs: number;
  statusCode: number | null;
  outcome: 'delivered' | 'failed';
  error: string | null;
}

export interface DeliveryLogEntry {
  eventId: string;
  type: string;
  createdAt: string;
  status: DeliveryStatus;
  deliveredAt: string | null;
  /** When the next attempt is due (real time), while the event is pending. */
  nextAttemptAt: string | null;
  attempts: DeliveryAttempt[];
  event: unknown;
}

const view = (row: EndpointRow): WebhookEndpoint => ({
  organizationId: row.organization_id,
  url: row.url,
  secretSet: row.secret !== null,
  updatedAt: instantMillis(row.updated_at_us),
});

/**
 * Sets where the organization's webhooks go and the secret they are signed with; undefined for an unknown organization.
 */
export async function setWebhookEndpoint(
  engine: Engine,
  input: { organizationId: string; url: string; secret?: string | null | undefined; nowUs: number },
): Promise<WebhookEndpoint | undefined> {
  return engine.unitOfWork(async (sql) => {
    if (!(await organizationById(sql, input.organizationId))) return undefined;
    const row = {
      organization_id: input.organizationId,
      url: input.url,
      secret: input.secret ?? null,
      updated_at_us: input.nowUs,
    };
    await upsertEndpoint(sql, row);
    return view(row);
  });
}

export async function getWebhookEndpoint(engine: Engine, organizationId: string): Promise<WebhookEndpoint | undefined> {
  const row = await engine.unitOfWork((sql) => endpointOf(sql, organizationId));
  return row && view(row);
}

/** Removes the endpoint: events written from now on are kept as noEndpoint, not sent. */
export function removeWebhookEndpoint(engine: Engine, organizationId: string): Promise<boolean> {
  return engine.unitOfWork((sql) => deleteEndpoint(sql, organizationId));
}

/** The delivery log, newest event first (or the one event asked for): each event with its state and every attempt. */
export async function deliveryLog(
  engine: Engine,
  request: { organizationId: string; eventId?: string | undefined },
): Promise<DeliveryLogEntry[]> {
  return engine.unitOfWork(async (sql) => {
    const rows = await eventLog(sql, request.organizationId, request.eventId);
    const attempts = await attemptsOf(
      sql,
      rows.map((r) => r.id),
    );
    return rows.map(
      (r): DeliveryLogEntry => ({
        eventId: r.id,
        type: r.type,
        createdAt: instantMillis(r.created_at_us),
        status: r.delivery_status,
        deliveredAt: r.delivered_at_us === null ? null : instantMillis(r.delivered_at_us),
        nextAttemptAt: r.delivery_status === 'pending' ? instantMillis(r.next_attempt_at_us) : null,
        attempts: attempts
          .filter((a) => a.event_id === r.id)
          .map((a) => ({
            attempt: a.attempt,
            attemptedAt: instantMillis(a.started_at_us),
            url: a.url,
            durationMs: a.duration_ms,
            statusCode: a.status_code,
            outcome: a.outcome,
            error: a.error,
          })),
        event: orderedEvent(r.payload as Record<string, unknown>),
      }),
    );
  });
}

/** Sends an event again (same id), with a fresh round of the retry schedule, whatever its state. */
export function redeliver(engine: Engine, organizationId: string, eventId: string): Promise<boolean> {
  return engine.unitOfWork((sql) => scheduleRedelivery(sql, organizationId, eventId));
}

/**
 * Every event written for the organization, oldest first, delivered or not: each as it was written (the outbox's
 * payload).
 */
export async function outboxEvents(engine: Engine, organizationId: string): Promise<unknown[]> {
  const events = await engine.unitOfWork((sql) => eventsOf(sql, organizationId));
  return events.map((e) => e.payload);
}
