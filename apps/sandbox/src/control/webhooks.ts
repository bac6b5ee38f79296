import {
  deliveryLog,
  getWebhookEndpoint,
  redeliver,
  removeWebhookEndpoint,
  setWebhookEndpoint,
} from '../domain/webhooks/endpoints.js';
import type { Handler } from './handler.js';

const problem = (status: number, message: string) => ({ status, body: { message } });

/**
 * The webhook operations of the control document (control/openapi.yaml): where the organization's webhooks go and
 * with which secret, the delivery log and redelivery on demand. The secret goes in and never comes out: answers say
 * only `secretSet`.
 */
export const WEBHOOK_HANDLERS: Record<string, Handler> = {
  async setWebhookEndpoint(sandbox, params, body: { url: string; secret?: string | null }) {
    const endpoint = await setWebhookEndpoint(sandbox.engine, {
      organizationId: params.organizationId!.toLowerCase(),
      url: body.url,
      secret: body.secret,
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    return endpoint ? { status: 200, body: endpoint } : problem(404, 'No organization has the id');
  },
  async getWebhookEndpoint(sandbox, params) {
    const endpoint = await getWebhookEndpoint(sandbox.engine, params.organizationId!.toLowerCase());
    return endpoint ? { status: 200, body: endpoint } : problem(404, 'No webhook endpoint is set');
  },
  async removeWebhookEndpoint(sandbox, params) {
    const removed = await removeWebhookEndpoint(sandbox.engine, params.organizationId!.toLowerCase());
    return removed ? { status: 200, body: { removed: true } } : problem(404, 'No webhook endpoint is set');
  },
  async listWebhookDeliveries(sandbox, params) {
    return {
      status: 200,
      body: { events: await deliveryLog(sandbox.engine, { organizationId: params.organizationId!.toLowerCase() }) },
    };
  },
  async getWebhookDelivery(sandbox, params) {
    const [entry] = await deliveryLog(sandbox.engine, {
      organizationId: params.organizationId!.toLowerCase(),
      eventId: params.eventId!.toLowerCase(),
    });
    return entry ? { status: 200, body: entry } : problem(404, 'The organization has no event with the id');
  },
  async redeliverWebhook(sandbox, params) {
    const eventId = params.eventId!.toLowerCase();
    const scheduled = await redeliver(sandbox.engine, params.organizationId!.toLowerCase(), eventId);
    return scheduled
      ? { status: 202, body: { eventId, status: 'pending' } }
      : problem(404, 'The organization has no event with the id');
  },
};
