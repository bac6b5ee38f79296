import type { FastifyInstance } from 'fastify';
import { partsOf, readBodiesAsExchanges } from '../exchange-adapter.js';
import { refuse } from '../refusal.js';
import { CONTROL_DOCUMENT } from './control-document.gen.js';
import { ControlExchange, type ControlExchangeOptions } from './control-exchange.js';
import { INVALID_REQUEST } from './control-handlers.js';
import { webhookStreams } from './webhook-stream.js';
import { streamRequest } from './webhooks.js';

/**
 * The control API served by Fastify, an adapter of the control exchange (control-exchange.ts), which answers: one
 * route per operation of the control document, bound by the binder that binds the wallet API from the bundle. A
 * refused request gets the document's answer, and why in `x-sandbox-violations` and the log, as the API's do.
 */
export async function controlApi(app: FastifyInstance, options: ControlExchangeOptions): Promise<void> {
  const exchange = ControlExchange.over(CONTROL_DOCUMENT, options);
  readBodiesAsExchanges(app);
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const binding = request.routeOptions.config.binding;
    const status = error.statusCode ?? 500;
    // What Fastify refuses before a handler runs: a body over the limit.
    if (status >= 400 && status < 500)
      return refuse(request, reply, binding?.invalidRequest ?? INVALID_REQUEST, [
        { in: 'body', pointer: '', message: error.message ?? 'invalid' },
      ]);
    request.log.error({ err: error, operationId: binding?.operationId }, 'control API error');
    return reply.code(500).send({ message: 'An unexpected error occurred' });
  });
  const stream = webhookStreams(app);
  for (const binding of exchange.bindings) {
    // Routes are registered with the document's full paths, so the plugin is registered without a prefix.
    app.route({
      method: binding.method.toUpperCase() as 'GET',
      url: binding.url,
      config: { binding },
      schema: { response: binding.responseSchemas },
      onRequest: async (request, reply) => {
        const refusal = await exchange.refusal(binding, {
          headers: request.headers,
          params: request.params as Record<string, string>,
        });
        if (!refusal) return undefined;
        return reply.code(refusal.status).headers(refusal.headers).send(refusal.body);
      },
      handler: async (request, reply) => {
        if (binding.operationId === 'streamWebhookEvents') {
          const { params, query } = partsOf(request);
          const invalid = exchange.invalid(binding, { params, query, body: undefined });
          if (invalid) return refuse(request, reply, invalid, invalid.violations);
          return stream(options.sandbox(), request, reply, streamRequest(params, query));
        }
        const answer = await exchange.answer(binding, partsOf(request));
        if (answer.violations.length > 0) return refuse(request, reply, answer, answer.violations);
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}
