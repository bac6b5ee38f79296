import type { OpenApiDocument } from '@waas/spec/pairs';
import { REQUEST_ID_HEADER, requestIdFor } from '@waas/spec/request-id';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { refuse } from './refusal.js';
import { controlApi } from './control/control-api.js';
import { allowBrowsers, type CorsOrigins } from './http/cors.js';
import { frameworkAnswers } from './http/framework-answers.js';
import { answeredFromExamples } from './http/from-examples.js';
import { health } from './http/health.js';
import { Metrics, metricsRoute } from './http/metrics.js';
import { serializerOnFirstUse } from './http/serializers.js';
import { endUnusedConnectionsOnClose } from './http/unused-connections.js';
import { walletApi } from './http/wallet-api.js';
import { sharedAnswers, walletBindings } from './http/wallet-bindings.js';
import type { Sandbox } from './sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operations of the app's document answered from their examples, for the first line (serve.ts). */
    answeredFromExamples: readonly string[];
  }
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Browser origins allowed to call the sandbox; any by default. */
  corsOrigins?: CorsOrigins;
  /** WAAS_SANDBOX_CONTROL_TOKEN: with it, the control API asks who is calling (control/control-access.ts). */
  controlToken?: string | undefined;
  /**
   * Fastify's own option: an app built to take over another's server (follow-spec.ts) is handed a server of its own
   * that never listens.
   */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/**
 * What the app serves: the spec document its routes are bound from, and the sandbox behind them, which may still be
 * opening. Routes come from the document alone (their validators and serializers too, compiled on first use), so a
 * cold start builds them while PGlite starts on its own thread (storage/node/pglite-thread.ts); the app is ready, and
 * listens, once the sandbox is open.
 */
export interface Served {
  document: OpenApiDocument;
  sandbox: Sandbox | Promise<Sandbox>;
}

/** Routes carry response schemas only: requests are validated by the binding (contract/binder.ts), never by Fastify. */
const noRequestSchemas = () => {
  throw new Error(
    'a route carries a request schema: the sandbox validates requests in its bindings (contract/binder.ts)',
  );
};

/**
 * The sandbox's HTTP server: the spec's API, the sandbox-only control API under /sandbox, /livez, /readyz and /metrics.
 */
export async function buildApp(served: Served, options: AppOptions = {}): Promise<FastifyInstance> {
  const shared = sharedAnswers(served.document);
  const bindings = walletBindings(served.document, shared);
  const answers = frameworkAnswers(bindings, shared);
  const app = Fastify({
    logger: options.logger ?? { level: 'error' },
    bodyLimit: 1024 * 1024,
    // The onReady hook below waits for the database to open, which fails on its own when it cannot; Fastify's 10 s
    // limit on it failed a start that was merely slow (from source through tsx, on two loaded cores).
    pluginTimeout: 0,
    // A URL that does not decode never reaches a route: answer it in the envelope, not in Fastify's shape.
    frameworkErrors: (error, request, reply) =>
      refuse(request, reply, answers.badUrl(request.url), [{ in: 'params', pointer: '', message: error.message }]),
    // Given as factories, neither of Fastify's own compilers is loaded: their modules (Ajv's with its JTD, and
    // fast-json-stringify's) would cost a start's main thread time for a validator no route uses.
    schemaController: {
      compilersFactory: { buildValidator: () => noRequestSchemas, buildSerializer: () => serializerOnFirstUse },
    },
    ...(options.serverFactory && { serverFactory: options.serverFactory }),
    // The id every log line of the request carries, answered in x-request-id: the caller's own when safe to log.
    requestIdHeader: false,
    genReqId: (request) => requestIdFor(request.headers[REQUEST_ID_HEADER] as string | undefined),
  });
  endUnusedConnectionsOnClose(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  let opened: Sandbox | undefined;
  app.addHook('onReady', async () => {
    opened = await served.sandbox;
    if (opened.document !== served.document)
      throw new Error('the sandbox was opened on another document than the app is built from');
  });
  // Handlers run only once the app is ready, and so after the hook above.
  const sandbox = () => opened!;
  allowBrowsers(app, options.corsOrigins ?? '*');
  app.decorate('answeredFromExamples', answeredFromExamples(bindings.map((b) => b.operationId)));
  const metrics = new Metrics();
  // prom-client loads once the first answer is on its way, not as the server listens: a caller polling for the start
  // sends its first request just then, and that answer waited behind the load (metrics.ts).
  app.addHook('onResponse', (_request, _reply, done) => {
    void metrics.load();
    done();
  });
  await app.register(health, { sandbox });
  await app.register(metricsRoute, { metrics, sandbox });
  await app.register(controlApi, { sandbox, token: options.controlToken });
  await app.register(walletApi, { sandbox, bindings, shared, answers, metrics });
  return app;
}
