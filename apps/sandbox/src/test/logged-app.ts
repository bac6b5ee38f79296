import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { logLevelFrom } from '../http/log-level.js';
import { Sandbox } from '../sandbox.js';
import { withTestSeedDump } from './engines.js';
import { logLines } from './log-lines.js';

/**
 * A sandbox served by its app, logging at the default level into `lines`, for the enclosing describe block: opened
 * before its tests (and before the block's own beforeAll), closed after them.
 */
export function loggedApp(): { lines: Record<string, unknown>[]; app: () => FastifyInstance } {
  const { lines, stream } = logLines();
  let sandbox: Sandbox | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    sandbox = await Sandbox.open(withTestSeedDump({}));
    app = await buildApp({ document: sandbox.document, sandbox }, { logger: { level: logLevelFrom({}), stream } });
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });
  return { lines, app: () => app! };
}
