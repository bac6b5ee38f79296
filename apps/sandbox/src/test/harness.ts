import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import { Sandbox, type SandboxOptions } from '../sandbox.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { forBlock, openOn, withTestSeedDump, type ForBlock } from './engines.js';
import { postgresSkipReason } from './postgres.js';

export interface RunningSandbox {
  sandbox: Sandbox;
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** A sandbox listening on a free port of 127.0.0.1; close it in afterAll. */
export async function startSandbox(options: SandboxOptions = {}, app: AppOptions = {}): Promise<RunningSandbox> {
  const sandbox = await Sandbox.open(withTestSeedDump(options));
  return serve(sandbox, () => sandbox.close(), app);
}

/**
 * A listening sandbox on the engine, its throwaway database dropped on close; undefined when the engine is
 * PostgreSQL and no server is reachable, so the tests skip with `postgresSkipReason()`.
 */
export async function serveOn(
  engine: 'pglite' | 'postgres',
  options: SandboxOptions = {},
): Promise<RunningSandbox | undefined> {
  const opened = await openOn(engine, options);
  return typeof opened === 'string' ? undefined : serve(opened.sandbox, opened.close);
}

/** A listening sandbox on the engine for the enclosing describe block, as `serveOn` serves it. */
export const servedForBlock = (engine: 'pglite' | 'postgres', options: SandboxOptions = {}): ForBlock<RunningSandbox> =>
  forBlock(
    async () => (await serveOn(engine, options)) ?? postgresSkipReason(),
    (running) => running.close(),
  );

/** A request of the demo admin to the app, its body, when it has one, sent as JSON. */
export const injectAsAdmin = (
  app: FastifyInstance,
  request: { method: string; url: string; body?: unknown },
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      'x-api-key': DEFAULT_DEMO_KEYS.admin,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });

async function serve(
  sandbox: Sandbox,
  closeSandbox: () => Promise<void>,
  options: AppOptions = {},
): Promise<RunningSandbox> {
  const app = await buildApp({ document: sandbox.document, sandbox }, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    sandbox,
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await closeSandbox();
    },
  };
}
