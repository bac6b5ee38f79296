import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, Binding } from '../contract/binder.js';
import { refuse } from '../refusal.js';
import type { Violation } from '../contract/violations.js';
import type { Sandbox } from '../sandbox.js';
import type { Caller } from '../domain/auth/callers.js';
import type { FrameworkAnswers } from './framework-answers.js';
import type { Metrics } from './metrics.js';
import { FAULT_HEADER } from './headers.js';
import { FROM_EXAMPLES_HEADER, fromExamples } from './from-examples.js';
import { OPERATIONS } from './operations/index.js';
import type { SharedAnswers } from './wallet-bindings.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** A body that is not JSON: kept as a marker so the operation answers its own invalid-request envelope. */
const MALFORMED = Symbol('malformed body');
const NOT_JSON: Violation = { in: 'body', pointer: '', message: 'is not JSON (send application/json)' };

const send = (reply: FastifyReply, answer: Answer) => reply.code(answer.status).send(answer.body);

export interface WalletApiOptions {
  /** The open sandbox, from the app's ready on (app.ts). */
  sandbox: () => Sandbox;
  bindings: Binding[];
  shared: SharedAnswers;
  answers: FrameworkAnswers;
  metrics: Metrics;
}

/**
 * The API of the spec, and nothing else: one route per operation of the bundle (one the sandbox does not implement
 * yet answers its documented example, after the same key and request checks, and says so in a header), its parameters and body validated by
 * Ajv against the bundle's schemas (Fastify's own validation is not used), its responses serialized from the
 * bundle's response schemas, and every refusal answered with an envelope the bundle documents. HEAD is GET without
 * its body, as HTTP has it.
 */
export async function walletApi(app: FastifyInstance, options: WalletApiOptions): Promise<void> {
  const { sandbox, bindings, shared, answers, metrics } = options;
  // Every answer of a route of the API, refusals and faults included, once it is on its way.
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.binding?.operationId;
    if (operationId !== undefined) metrics.answered(operationId, reply.statusCode, reply.elapsedTime / 1000, payload);
    return payload;
  });
  const silent = bindings.filter((b) => !OPERATIONS[b.operationId] && !b.firstExample).map((b) => b.operationId);
  if (silent.length > 0) throw new Error(`operations with neither a handler nor a response example to answer with: ${silent.join(', ')}`);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(null, MALFORMED);
    }
  });
  // Any other media type is read as malformed rather than refused by Fastify in its own error shape.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => done(null, text === '' ? undefined : MALFORMED));

  app.setNotFoundHandler((request, reply) => {
    const { allow, ...answer } = answers.unrouted(request.method, request.url);
    if (allow !== undefined) reply.header('allow', allow);
    return send(reply, answer);
  });
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const binding = request.routeOptions.config.binding;
    const status = error.statusCode ?? 500;
    if (binding && status >= 400 && status < 500) return refuse(request, reply, binding.invalidRequest, [{ in: 'body', pointer: '', message: error.message ?? 'invalid' }]);
    request.log.error({ err: error, operationId: binding?.operationId }, 'unexpected error');
    return send(reply, shared.unexpectedError);
  });

  for (const binding of bindings) {
    const handler = OPERATIONS[binding.operationId] ?? fromExamples;
    app.route({
      method: binding.method.toUpperCase() as 'GET',
      url: binding.url,
      exposeHeadRoute: binding.method === 'get',
      config: { binding },
      schema: { response: binding.responseSchemas },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const header = request.headers['x-api-key'];
        if (header === undefined || header === '') return send(reply, shared.missingApiKey);
        const caller = typeof header === 'string' ? await sandbox().callers.byKey(header) : undefined;
        if (!caller) return send(reply, shared.unauthorizedAccess);
        if (binding.adminOnly && !caller.isAdmin) return send(reply, binding.answer('adminRequired'));
        if (request.headers[FAULT_HEADER] === '500') return send(reply, shared.unexpectedError);
        request.caller = caller;
        return undefined;
      },
      handler: async (request, reply) => {
        const body = binding.takesBody ? request.body : undefined;
        const parts = { params: { ...(request.params as object) }, query: { ...(request.query as object) }, body };
        const violations = parts.body === MALFORMED ? [NOT_JSON] : binding.violations(parts);
        if (violations.length > 0) return refuse(request, reply, binding.invalidRequest, violations);
        if (handler === fromExamples) reply.header(FROM_EXAMPLES_HEADER, 'examples');
        const answer = await handler({
          binding,
          caller: request.caller!,
          params: parts.params as never,
          query: parts.query as never,
          body: parts.body as never,
          engine: sandbox().engine,
          clock: sandbox().clocks.of(request.caller!.organizationId),
        });
        return send(reply, answer);
      },
    });
  }
}
