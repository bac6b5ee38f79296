// Telling a mock from a live target: given what the probe path answers, want the kind or the reason it cannot decide.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { probeTarget } from './target.js';

const PRISM_NO_PATH = JSON.stringify({
  type: 'https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR',
  title: 'Route not resolved',
});

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that gives each answer in turn, then the last one for ever. */
async function answering(...answers: [number, string][]): Promise<string> {
  let asked = 0;
  server = createServer((_, response) => {
    const [status, body] = answers[Math.min(asked++, answers.length - 1)]!;
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.each([
  ['Prism', 'mock', [[404, PRISM_NO_PATH]]],
  ['a live server', 'live', [[404, '{"status":false}']]],
  [
    'a mock still starting behind its front',
    'mock',
    [
      [502, ''],
      [502, ''],
      [404, PRISM_NO_PATH],
    ],
  ],
  [
    'a live server behind a gateway still starting',
    'live',
    [
      [503, ''],
      [404, '{}'],
    ],
  ],
] as const)('given %s, want %s', async (_, want, answers) => {
  const url = await answering(...(answers as unknown as [number, string][]));
  expect(await probeTarget(url, 5_000)).toBe(want);
});

test('a target that never gets past 502 is not judged: the run says why it cannot decide', async () => {
  const url = await answering([502, 'Bad Gateway']);
  await expect(probeTarget(url, 600)).rejects.toThrow(
    /answered 502 for 600 ms .*cannot tell a mock from a live target/,
  );
});
