/**
 * A webhook event as the outbox keeps it: the envelope its deliveries send (`payload`), and what the outbox files it
 * under.
 */
export interface OutboxEvent {
  id: string;
  organizationId: string;
  type: string;
  payload: unknown;
  createdAtUs: number;
}
