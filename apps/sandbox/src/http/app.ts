import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { controlApi } from '../control/control-api.js';
import type { Sandbox } from '../sandbox.js';
import { walletApi } from './wallet-api.js';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The sandbox's HTTP server: the spec's API, plus the sandbox-only control API under /sandbox. */
export async function buildApp(sandbox: Sandbox, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'error' },
    // HEAD routes are not in the spec, so they do not exist.
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
  });
  await app.register(controlApi, { sandbox });
  await app.register(walletApi, { sandbox });
  return app;
}
