import { orderedEvent } from './attempt.js';
import { instantMillis } from '../time/instants.js';
import type { DeliveryStatus, EndpointRow } from './store.js';
import type { Store } from '../store.js';

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
  store: Store,
  input: { organizationId: string; url: string; secret?: string | null | undefined; nowUs: number },
): Promise<WebhookEndpoint | undefined> {
  return store.unitOfWork(async (tx) => {
    if (!(await tx.organizationById(input.organizationId))) return undefined;
    const row = {
      organization_id: input.organizationId,
      url: input.url,
      secret: input.secret ?? null,
      updated_at_us: input.nowUs,
    };
    await tx.upsertEndpoint(row);
    return view(row);
  });
}

export async function getWebhookEndpoint(store: Store, organizationId: string): Promise<WebhookEndpoint | undefined> {
  const row = await store.unitOfWork((tx) => tx.endpointOf(organizationId));
  return row && view(row);
}

/** Removes the endpoint: events written from now on are kept as noEndpoint, not sent. */
export function removeWebhookEndpoint(store: Store, organizationId: string): Promise<boolean> {
  return store.unitOfWork((tx) => tx.deleteEndpoint(organizationId));
}

/** The delivery log, newest event first (or the one event asked for): each event with its state and every attempt. */
export async function deliveryLog(
  store: Store,
  request: { organizationId: string; eventId?: string | undefined },
): Promise<DeliveryLogEntry[]> {
  return store.unitOfWork(async (tx) => {
    const rows = await tx.eventLog(request.organizationId, request.eventId);
    const attempts = await tx.attemptsOf(rows.map((r) => r.id));
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
export function redeliver(store: Store, organizationId: string, eventId: string): Promise<boolean> {
  return store.unitOfWork((tx) => tx.scheduleRedelivery(organizationId, eventId));
}

/**
 * Every event written for the organization, oldest first, delivered or not: each as it was written (the outbox's
 * payload).
 */
export async function outboxEvents(store: Store, organizationId: string): Promise<unknown[]> {
  const events = await store.unitOfWork((tx) => tx.eventsOf(organizationId));
  return events.map((e) => e.payload);
}
