import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, Binding } from '../contract/binder.js';
import { keepOpenForUnreadBody, refuse } from '../refusal.js';
import type { SandboxCore } from '../sandbox-core.js';
import type { Caller } from '../domain/auth/callers.js';
import { partsOf, readBodiesAsExchanges } from '../exchange-adapter.js';
import { WalletExchange } from './exchange.js';
import type { FrameworkAnswers } from './framework-answers.js';
import type { Metrics } from './metrics.js';
import type { SharedAnswers } from './wallet-bindings.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const send = (reply: FastifyReply, answer: Answer) => reply.code(answer.status).send(answer.body);

/** A request admitted goes on with its caller; one turned away is answered here, and its hooks stop. */
function enter(request: FastifyRequest, reply: FastifyReply, admitted: Caller | Answer, done: (error?: Error) => void) {
  if (!('organizationId' in admitted)) {
    send(reply, admitted);
    return;
  }
  request.caller = admitted;
  done();
}

export interface WalletApiOptions {
  /** The open sandbox, from the app's ready on (app.ts). */
  sandbox: () => SandboxCore;
  bindings: Binding[];
  shared: SharedAnswers;
  answers: FrameworkAnswers;
  metrics: Metrics;
}

/**
 * The API of the spec served by Fastify, an adapter of the exchange (exchange.ts), which answers: one route per
 * operation of the bundle (one the sandbox does not implement yet answers its documented example, after the same key
 * and request checks, and says so in a header), its parameters and body validated by Ajv against the bundle's schemas
 * (Fastify's own validation is not used), its responses serialized from the bundle's response schemas, and every
 * refusal answered with an envelope the bundle documents. HEAD is GET without its body, as HTTP has it.
 */
export async function walletApi(app: FastifyInstance, options: WalletApiOptions): Promise<void> {
  const { sandbox, bindings, shared, answers, metrics } = options;
  // Every answer of a route of the API, refusals and faults included, once it is on its way. With a callback rather
  // than async: every answer passes here, and an async hook costs each a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    const operationId = request.routeOptions.config.binding?.operationId;
    if (operationId !== undefined) metrics.answered(operationId, reply.statusCode, reply.elapsedTime / 1000, payload);
    done(null, payload);
  });
  const exchange = new WalletExchange({ sandbox, bindings, shared, answers });

  readBodiesAsExchanges(app);

  const unrouted = (request: FastifyRequest, reply: FastifyReply) => {
    const { allow, ...answer } = answers.unrouted(request.method, request.url);
    if (allow !== undefined) reply.header('allow', allow);
    return send(reply, answer);
  };
  app.setNotFoundHandler(unrouted);
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const binding = request.routeOptions.config.binding;
    const status = error.statusCode ?? 500;
    if (binding && status >= 400 && status < 500)
      return refuse(request, reply, binding.invalidRequest, [
        { in: 'body', pointer: '', message: error.message ?? 'invalid' },
      ]);
    // A body Fastify refused on the way to no route (one over the limit): the answer is still that there is no route.
    if (status >= 400 && status < 500) {
      keepOpenForUnreadBody(request, reply);
      return unrouted(request, reply);
    }
    request.log.error({ err: error, operationId: binding?.operationId }, 'unexpected error');
    return send(reply, binding ? answers.fault(binding) : shared.unexpectedError);
  });

  for (const binding of bindings) {
    app.route({
      method: binding.method.toUpperCase() as 'GET',
      url: binding.url,
      exposeHeadRoute: binding.method === 'get',
      config: { binding },
      schema: { response: binding.responseSchemas },
      // A callback, and the caller at once when its key was seen before: every request passes here.
      onRequest: (request, reply, done) => {
        const admitted = exchange.admit(binding, request.headers);
        if (admitted instanceof Promise) admitted.then((known) => enter(request, reply, known, done), done);
        else enter(request, reply, admitted, done);
      },
      handler: async (request, reply) => {
        const answer = await exchange.answer(binding, request.caller!, partsOf(request));
        if (answer.violations.length > 0) return refuse(request, reply, answer, answer.violations);
        reply.headers(answer.headers);
        return send(reply, answer);
      },
    });
  }
}
