import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { refuse } from './contract/refusal.js';
import { controlApi } from './control/control-api.js';
import { allowBrowsers, type CorsOrigins } from './http/cors.js';
import { frameworkAnswers } from './http/framework-answers.js';
import { walletApi } from './http/wallet-api.js';
import { sharedAnswers, walletBindings } from './http/wallet-bindings.js';
import type { Sandbox } from './sandbox.js';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Browser origins allowed to call the sandbox; any by default. */
  corsOrigins?: CorsOrigins;
}

/** The sandbox's HTTP server: the spec's API, plus the sandbox-only control API under /sandbox. */
export async function buildApp(sandbox: Sandbox, options: AppOptions = {}): Promise<FastifyInstance> {
  const shared = sharedAnswers(sandbox.document);
  const bindings = walletBindings(sandbox.document, shared);
  const answers = frameworkAnswers(bindings, shared);
  const app = Fastify({
    logger: options.logger ?? { level: 'error' },
    bodyLimit: 1024 * 1024,
    // A URL that does not decode never reaches a route: answer it in the envelope, not in Fastify's shape.
    frameworkErrors: (error, request, reply) =>
      refuse(request, reply, answers.badUrl(request.url), [{ in: 'params', pointer: '', message: error.message }]),
  });
  await allowBrowsers(app, options.corsOrigins ?? '*');
  await app.register(controlApi, { sandbox });
  await app.register(walletApi, { sandbox, bindings, shared, answers });
  return app;
}
