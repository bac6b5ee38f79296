import type { FastifyInstance } from 'fastify';
import { deliveryLog, getWebhookEndpoint, redeliver, removeWebhookEndpoint, setWebhookEndpoint } from '../domain/webhooks/endpoints.js';
import type { Sandbox } from '../sandbox.js';
import type { DeliveryStatus } from '../storage/webhooks.js';
import { useAjv2020 } from './ajv2020.js';

const uuid = { type: 'string', format: 'uuid' } as const;
const organizationParams = { type: 'object', required: ['organizationId'], properties: { organizationId: uuid } } as const;
const eventParams = { type: 'object', required: ['organizationId', 'eventId'], properties: { organizationId: uuid, eventId: uuid } } as const;
const endpointBody = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    url: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 },
    secret: { type: ['string', 'null'], minLength: 1, maxLength: 256 },
  },
} as const;
const logQuery = {
  type: 'object',
  properties: {
    status: { enum: ['pending', 'delivered', 'failed', 'noEndpoint'] },
    pageNumber: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

const notFound = (what: string) => ({ statusCode: 404, error: 'Not Found', message: what });

/**
 * /sandbox/organizations/{organizationId}/webhook: where the organization's webhooks go and with which secret, the
 * delivery log and redelivery on demand. The secret goes in and never comes out: answers say only `secretSet`.
 */
export async function webhookControl(app: FastifyInstance, options: { sandbox: Sandbox }): Promise<void> {
  const { sandbox } = options;
  useAjv2020(app);
  type Org = { Params: { organizationId: string } };
  const org = (id: string) => id.toLowerCase();

  app.put<Org & { Body: { url: string; secret?: string | null } }>(
    '/organizations/:organizationId/webhook',
    { schema: { params: organizationParams, body: endpointBody } },
    async (request, reply) => {
      const endpoint = await setWebhookEndpoint(sandbox.engine, {
        organizationId: org(request.params.organizationId),
        url: request.body.url,
        secret: request.body.secret,
        nowUs: sandbox.clock.nowUs(),
      });
      return endpoint ?? reply.code(404).send(notFound('no such organization'));
    },
  );

  app.get<Org>('/organizations/:organizationId/webhook', { schema: { params: organizationParams } }, async (request, reply) => {
    const endpoint = await getWebhookEndpoint(sandbox.engine, org(request.params.organizationId));
    return endpoint ?? reply.code(404).send(notFound('no webhook endpoint is set'));
  });

  app.delete<Org>('/organizations/:organizationId/webhook', { schema: { params: organizationParams } }, async (request, reply) => {
    const removed = await removeWebhookEndpoint(sandbox.engine, org(request.params.organizationId));
    return removed ? reply.code(204).send() : reply.code(404).send(notFound('no webhook endpoint is set'));
  });

  app.get<Org & { Querystring: { status?: DeliveryStatus; pageNumber: number; pageSize: number } }>(
    '/organizations/:organizationId/webhook/events',
    { schema: { params: organizationParams, querystring: logQuery } },
    async (request) => {
      const { items, pagination } = await deliveryLog(sandbox.engine, { organizationId: org(request.params.organizationId), ...request.query });
      return { data: items, pagination };
    },
  );

  app.get<{ Params: { organizationId: string; eventId: string } }>(
    '/organizations/:organizationId/webhook/events/:eventId',
    { schema: { params: eventParams } },
    async (request, reply) => {
      const { organizationId, eventId } = request.params;
      const { items } = await deliveryLog(sandbox.engine, { organizationId: org(organizationId), eventId: eventId.toLowerCase(), pageNumber: 1, pageSize: 1 });
      return items[0] ?? reply.code(404).send(notFound('no such event'));
    },
  );

  app.post<{ Params: { organizationId: string; eventId: string } }>(
    '/organizations/:organizationId/webhook/events/:eventId/redeliver',
    { schema: { params: eventParams } },
    async (request, reply) => {
      const { organizationId, eventId } = request.params;
      const scheduled = await redeliver(sandbox.engine, org(organizationId), eventId.toLowerCase());
      return scheduled ? reply.code(202).send({ eventId: eventId.toLowerCase(), status: 'pending' }) : reply.code(404).send(notFound('no such event'));
    },
  );
}
