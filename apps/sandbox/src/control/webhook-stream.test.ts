import { once } from 'node:events';
import { createServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { endAnswer } from './webhook-stream.js';

/** A server whose one answer is a stream left open, handed to the test once its head is written. */
async function openStream() {
  const answers: ServerResponse[] = [];
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': connected\n\n');
    answers.push(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  stops.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const request = get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
  return { raw: answers[0]!, request, response };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'ended'), new Promise((resolve) => setTimeout(resolve, ms, 'still waiting'))]);

test.each([
  {
    given: 'a listener that has gone, its close already come',
    leave: async ({ raw, request }: Awaited<ReturnType<typeof openStream>>) => {
      request.destroy();
      await once(raw, 'close');
    },
  },
  { given: 'a listener still there', leave: async () => {} },
])('ends the answer of $given, and says so', async ({ leave }) => {
  const stream = await openStream();
  await leave(stream);
  expect(await within(endAnswer(stream.raw), 2_000)).toBe('ended');
  expect(stream.raw.writableEnded || stream.raw.destroyed).toBe(true);
});

test('the listener reads the end of the stream', async () => {
  const { raw, response } = await openStream();
  const end = once(response, 'end');
  response.resume();
  await endAnswer(raw);
  await end;
  expect(response.complete).toBe(true);
});
