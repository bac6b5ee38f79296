import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { pairs } from '../test/pairs.js';
import { startBuiltSandbox, type Started } from '../test/processes.js';

/**
 * A body over the limit (1 MB) gets its documented answer even while the caller is still sending it: the server
 * refuses it for its declared length without reading it, and must not cut the connection before the caller reads
 * the answer. Cut, a post of a few MB now and then ends in EPIPE on loopback, and one of 16 MB, more than the
 * sockets' buffers hold, nearly every time. The sandbox is a process of its own, as a caller meets it: in this one,
 * the caller's writes and the server's reads take turns on one thread, and the race never shows.
 */
const TRIES = 10;
const BODY = Buffer.from(JSON.stringify({ padding: 'x'.repeat(2 ** 24) }));

let running: Started;
beforeAll(async () => {
  running = await startBuiltSandbox({ probe: '/livez' });
});
afterAll(() => running.stop());

/** node:http, as the conformance runner sends: the status, or the code of the error that came instead. */
function post(path: string, agent: Agent): Promise<string> {
  return new Promise((resolve) => {
    const headers = {
      'content-type': 'application/json',
      'content-length': String(BODY.length),
      'x-api-key': DEFAULT_DEMO_KEYS.admin,
    };
    const outgoing = request(`${running.baseUrl}${path}`, { method: 'POST', headers, agent }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(String(incoming.statusCode)));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    outgoing.end(BODY);
  });
}

const inflow = pairs.find((pair) => pair.operationId === 'simulateInflow' && pair.status === 400)!;

describe('a body of 16 MB', () => {
  it.each<[string, { path: string; status: string }]>([
    ['an operation of the API', { path: inflow.path, status: String(inflow.status) }],
    ['the control API', { path: '/sandbox/reset', status: '400' }],
    ['no route', { path: '/api/v1/no/such/route', status: '404' }],
  ])('on %s is answered, every time, with its status', async (_, { path, status }) => {
    const agent = new Agent({ keepAlive: true });
    const answers: string[] = [];
    for (let i = 0; i < TRIES; i++) answers.push(await post(path, agent));
    agent.destroy();
    expect(answers).toEqual(Array.from({ length: TRIES }, () => status));
  });
});
