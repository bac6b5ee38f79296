import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../sandbox.js';

export async function controlApi(app: FastifyInstance, options: { sandbox: Sandbox }): Promise<void> {
  app.post('/reset', async () => {
    await options.sandbox.reset();
    return { reset: true };
  });
}
