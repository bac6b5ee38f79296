import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../http/app.js';
import { Sandbox, type SandboxOptions } from '../sandbox.js';

export interface RunningSandbox {
  sandbox: Sandbox;
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** A sandbox listening on a free port of 127.0.0.1; close it in afterAll. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await Sandbox.open(options);
  const app = await buildApp(sandbox);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    sandbox,
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await sandbox.close();
    },
  };
}

