import type { FastifyInstance } from 'fastify';
import type { SandboxCore } from '../sandbox-core.js';

/** How long the database may take to answer a readiness probe before the sandbox says it is not ready. */
const READY_WITHIN_MS = 2_000;

/**
 * Probes for an orchestrator, outside the API and the control API and without a key: `/livez` answers while the
 * process does; `/readyz` answers 200 once the database answers (the sandbox listens only after its migrations), and
 * 503 while it does not, so a load balancer stops sending requests it could not serve.
 */
export async function health(app: FastifyInstance, options: { sandbox: () => SandboxCore }): Promise<void> {
  app.get('/livez', async () => ({ status: 'live' }));
  app.get('/readyz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error(`no answer within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS)),
    );
    try {
      await Promise.race([options.sandbox().engine.unitOfWork((sql) => sql.query('select 1')), late]);
      return { status: 'ready' };
    } catch (error) {
      return reply.code(503).send({
        status: 'unavailable',
        reason: `the database does not answer: ${(error as Error).message.split('\n')[0]}`,
      });
    } finally {
      clearTimeout(timer);
    }
  });
}
