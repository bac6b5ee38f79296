// The probes an orchestrator reads: alive while the process answers, ready while the database does.
import { expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { Sandbox } from '../sandbox.js';
import { withTestSeedDump } from '../test/engines.js';

test(
  '/livez and /readyz answer 200 without a key; ' +
    'once the database is gone, /readyz answers 503 and /livez still 200',
  async () => {
    const sandbox = await Sandbox.open(withTestSeedDump({}));
    const app = await buildApp({ document: sandbox.document, sandbox }, { controlToken: 'a-control-token-0123456789' });
    await app.ready();
    try {
      expect([(await app.inject('/livez')).statusCode, (await app.inject('/readyz')).json()]).toEqual([
        200,
        { status: 'ready' },
      ]);
      await sandbox.close();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/^the database does not answer: /),
      });
      expect((await app.inject('/livez')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  },
);
