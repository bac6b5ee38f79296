import { connect } from 'node:net';
import { once } from 'node:events';
import { pairByName } from '@waas/spec/pairs';
import { afterAll, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { pairs } from '../test/pairs.js';

const ORGANIZATION = (
  pairByName(pairs, 'listCheckoutWallets', 'walletsListed').request.query as { organizationId: string }
).organizationId;

let running: RunningSandbox | undefined;
let closing: Promise<void> | undefined;
afterAll(async () => {
  // Had the close waited, the test failed: end what it waits for, so the file does not wait a minute more.
  running?.app.server.closeAllConnections();
  await closing;
  await running?.sandbox.close();
});

it('closes at once with a connection that sent nothing yet (a preconnect), and ends an open stream whole', async () => {
  running = await startSandbox({ webhooks: { dispatch: false } });
  const idle = connect(Number(new URL(running.baseUrl).port), '127.0.0.1');
  await once(idle, 'connect');
  const idleEnded = once(idle, 'close');
  // An answer that never ends by itself: the event stream, ended by the server's own close.
  const stream = await fetch(`${running.baseUrl}/sandbox/organizations/${ORGANIZATION}/webhook/stream`);
  expect(stream.status).toBe(200);
  closing = running.app.close();
  const waited = await Promise.race([
    closing.then(() => 'closed'),
    new Promise((resolve) => setTimeout(resolve, 10_000, 'still waiting')),
  ]);
  expect(waited).toBe('closed');
  await idleEnded;
  expect(await stream.text()).toBe(': connected\n\n');
});
