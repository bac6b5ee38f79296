import {
  deliveryLog,
  getWebhookEndpoint,
  redeliver,
  removeWebhookEndpoint,
  setWebhookEndpoint,
} from '../domain/webhooks/endpoints.js';
import { eventMessage, OutboxFollower } from '../domain/webhooks/stream.js';
import type { ForwardedAttempt } from '../domain/webhooks/forwarded.js';
import type { Handler } from './handler.js';

const problem = (status: number, message: string) => ({ status, body: { message } });

/** Why a stream cannot start (404), as OutboxFollower.open says it. */
export const STREAM_REFUSALS = {
  noOrganization: 'No organization has the id',
  noEvent: 'The organization has no event with the id given in after or Last-Event-ID',
} as const;

/**
 * The webhook operations of the control document (control/openapi.yaml): where the organization's webhooks go and
 * with which secret, the delivery log and redelivery on demand. The secret goes in and never comes out: answers say
 * only `secretSet`.
 */
export const WEBHOOK_HANDLERS: Record<string, Handler> = {
  async setWebhookEndpoint(sandbox, params, body: { url: string; secret?: string | null }) {
    const endpoint = await setWebhookEndpoint(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      url: body.url,
      secret: body.secret,
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    return endpoint ? { status: 200, body: endpoint } : problem(404, 'No organization has the id');
  },
  async getWebhookEndpoint(sandbox, params) {
    const endpoint = await getWebhookEndpoint(sandbox.store, params.organizationId!.toLowerCase());
    return endpoint ? { status: 200, body: endpoint } : problem(404, 'No webhook endpoint is set');
  },
  async removeWebhookEndpoint(sandbox, params) {
    const removed = await removeWebhookEndpoint(sandbox.store, params.organizationId!.toLowerCase());
    return removed ? { status: 200, body: { removed: true } } : problem(404, 'No webhook endpoint is set');
  },
  async listWebhookDeliveries(sandbox, params) {
    return {
      status: 200,
      body: { events: await deliveryLog(sandbox.store, { organizationId: params.organizationId!.toLowerCase() }) },
    };
  },
  async getWebhookDelivery(sandbox, params) {
    const [entry] = await deliveryLog(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      eventId: params.eventId!.toLowerCase(),
    });
    return entry ? { status: 200, body: entry } : problem(404, 'The organization has no event with the id');
  },
  /**
   * What an adapter without a connection to keep answers (the MSW handlers): the events after the cursor, then the
   * end. The server keeps the stream open instead (control-api.ts, webhook-stream.ts).
   */
  async streamWebhookEvents(sandbox, params, _body, query) {
    const follower = await OutboxFollower.open(sandbox.store, streamRequest(params, query));
    if (typeof follower === 'string') return problem(404, STREAM_REFUSALS[follower]);
    return { status: 200, body: (await follower.next()).map(eventMessage).join('') };
  },
  async recordForwardedAttempt(sandbox, params, body: ForwardedReport) {
    const organizationId = params.organizationId!.toLowerCase();
    const eventId = params.eventId!.toLowerCase();
    const nowUs = await sandbox.clocks.nowUs(organizationId);
    const attempt = await sandbox.forwarded.record({ organizationId, eventId, nowUs, ...body });
    return attempt === undefined
      ? problem(404, 'The organization has no event with the id')
      : { status: 201, body: { eventId, attempt } };
  },
  async redeliverWebhook(sandbox, params) {
    const eventId = params.eventId!.toLowerCase();
    const scheduled = await redeliver(sandbox.store, params.organizationId!.toLowerCase(), eventId);
    return scheduled
      ? { status: 202, body: { eventId, status: 'pending' } }
      : problem(404, 'The organization has no event with the id');
  },
};

/** What a listener reports of its POST; the event and the time come from the path and the organization's clock. */
type ForwardedReport = Omit<ForwardedAttempt, 'organizationId' | 'eventId' | 'nowUs'>;

/** The stream's request from its path and query (control/openapi.yaml, streamWebhookEvents). */
export function streamRequest(params: Record<string, string | undefined>, query: Record<string, unknown>) {
  return {
    organizationId: params.organizationId!.toLowerCase(),
    after: typeof query.after === 'string' ? query.after.toLowerCase() : undefined,
    types: typeof query.types === 'string' ? query.types.split(',') : undefined,
  };
}
