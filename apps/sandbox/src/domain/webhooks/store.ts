import type { OutboxEvent } from './outbox-event.js';

export interface EndpointRow {
  organization_id: string;
  url: string;
  secret: string | null;
  updated_at_us: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'noEndpoint';

/** An event claimed for one attempt, with where to send it. `attempts` is the fence for recording the attempt. */
export interface ClaimedEvent {
  id: string;
  organization_id: string;
  /** The event as JSON; null for events since migrations/008, which are read from their body. */
  payload: Record<string, unknown> | null;
  /** The text written at commit; null for events older than migrations/003. */
  body: string | null;
  attempts: number;
  round_attempts: number;
  url: string;
  secret: string | null;
  /** The offset of the organization's clock when it was claimed: its attempt's times are by that clock. */
  offset_us: number;
  /**
   * When the attempt was due, by that clock: its retry's time, or the event's creation for its first attempt; null
   * after a redelivery request, whose time the outbox does not keep.
   */
  due_at_us: number | null;
}

export interface AttemptRow {
  event_id: string;
  attempt: number;
  url: string;
  started_at_us: number;
  duration_ms: number;
  status_code: number | null;
  outcome: 'delivered' | 'failed';
  error: string | null;
}

export interface NextState {
  status: DeliveryStatus;
  nextAttemptAtUs: number;
  deliveredAtUs: number | null;
}

export interface EventLogRow {
  id: string;
  type: string;
  payload: unknown;
  created_at_us: number;
  delivery_status: DeliveryStatus;
  delivered_at_us: number | null;
  next_attempt_at_us: number;
  attempts: number;
}

/** An outbox event as a listener is sent it: its place in the outbox and what every attempt sends. */
export interface StreamedRow {
  seq: number;
  id: string;
  type: string;
  /** The text written at commit; null for events older than migrations/003, sent from their payload. */
  body: string | null;
  payload: Record<string, unknown> | null;
}

/** What the outbox, its endpoints and its delivery log ask of storage. */
export interface WebhookStore {
  /** Writes an event into the outbox, in the unit of work whose change it reports. */
  insertEvent(event: OutboxEvent): Promise<void>;
  /** The organization's events, oldest first, each as it was written. */
  eventsOf(organizationId: string): Promise<{ id: string; type: string; payload: unknown }[]>;
  /** Where an event sits in the organization's outbox; undefined when it has no such event. */
  seqOf(organizationId: string, eventId: string): Promise<number | undefined>;
  /** The last place taken in the outbox, by any organization. */
  lastSeq(): Promise<number>;
  /** The organization's events after `afterSeq`, in outbox order; `types` keeps those types only. */
  eventsAfter(request: {
    organizationId: string;
    afterSeq: number;
    types: readonly string[] | undefined;
    limit: number;
  }): Promise<StreamedRow[]>;
  upsertEndpoint(endpoint: EndpointRow): Promise<void>;
  endpointOf(organizationId: string): Promise<EndpointRow | undefined>;
  deleteEndpoint(organizationId: string): Promise<boolean>;
  /**
   * Claims up to `limit` events due by their organization's clock for one attempt each, leasing them for `leaseUs`;
   * several dispatchers never claim one event twice. Due events of an organization without an endpoint are set aside
   * as noEndpoint.
   */
  claimDueEvents(realNowUs: number, leaseUs: number, limit: number): Promise<ClaimedEvent[]>;
  /** Events waiting for an attempt, due or not. */
  pendingEvents(): Promise<number>;
  /**
   * Records attempts and each event's next state; an attempt whose event was claimed again since no longer matches
   * its fence (`attempts`) and is not recorded. The number recorded.
   */
  recordAttempts(recorded: readonly { attempt: AttemptRow; next: NextState }[]): Promise<number>;
  /** Makes an event of the organization due now, as a new round of the schedule. False when it has no such event. */
  scheduleRedelivery(organizationId: string, eventId: string): Promise<boolean>;
  /** The organization's events, newest first, or the one with `eventId`. */
  eventLog(organizationId: string, eventId?: string): Promise<EventLogRow[]>;
  attemptsOf(eventIds: readonly string[]): Promise<AttemptRow[]>;
  /**
   * Records an attempt a listener made, numbered as the dispatcher's fence counts them, without moving the event's
   * delivery state. The attempt's number; undefined when the organization has no such event.
   */
  recordForwarded(organizationId: string, attempt: Omit<AttemptRow, 'attempt'>): Promise<number | undefined>;
}
