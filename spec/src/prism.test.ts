// The Prism gate: Prism, serving the bundle, answers every example pair's request with that pair's response.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadBundle, pairUrl, readPairs, type ExamplePair } from './pairs.js';

const HOST = '127.0.0.1';
const STARTUP_MS = 60_000;
const REQUEST_MS = 10_000;

const pairs = readPairs(loadBundle());
let prism: ChildProcess | undefined;
let baseUrl = '';
let output = '';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, HOST);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://${HOST}:${port}`;
  const bin = new URL('../node_modules/.bin/prism', import.meta.url).pathname;
  const bundle = new URL('../dist/openapi.yaml', import.meta.url).pathname;
  // Own process group, so the kill below reaches Prism and anything it forks.
  prism = spawn(bin, ['mock', '--errors', '-h', HOST, '-p', String(port), bundle], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  prism.stdout?.on('data', (chunk) => (output += chunk));
  prism.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (prism.exitCode !== null) throw new Error(`Prism exited with ${prism.exitCode}:\n${output}`);
    const answered = await fetch(baseUrl, { signal: AbortSignal.timeout(1_000) }).then(() => true, () => false);
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`Prism did not answer on ${baseUrl} within ${STARTUP_MS} ms:\n${output}`);
    await sleep(250);
  }
}, STARTUP_MS + 5_000);

afterAll(async () => {
  if (prism?.pid === undefined || prism.exitCode !== null) return;
  const exited = once(prism, 'exit');
  process.kill(-prism.pid, 'SIGTERM');
  await Promise.race([exited, sleep(5_000).then(() => process.kill(-prism!.pid!, 'SIGKILL'))]);
});

function requestInit(pair: ExamplePair): RequestInit {
  const headers = new Headers({ accept: pair.response.contentType, prefer: `code=${pair.status}, example=${pair.name}` });
  for (const [name, value] of Object.entries(pair.request.headers)) headers.set(name, String(value));
  // Prism cannot tell keys apart: any key stands for every scenario but the missing one.
  if (pair.scenario !== 'missingApiKey') headers.set('x-api-key', 'prism-gate-key');
  const init: RequestInit = { method: pair.method.toUpperCase(), headers, signal: AbortSignal.timeout(REQUEST_MS) };
  if ('body' in pair.request) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(pair.request.body);
  }
  return init;
}

test('the bundle has example pairs', () => {
  expect(pairs.length).toBeGreaterThan(0);
});

/** Prism refuses these requests and, even with --errors, says why in `sl-violations`. */
const refusedOnPurpose = (pair: ExamplePair) => pair.scenario === 'missingApiKey' || pair.request.invalidInputs.length > 0;

test.each(pairs.map((pair) => [`${pair.operationId} ${pair.status} ${pair.name}`, pair] as const))(
  '%s',
  async (_, pair) => {
    const response = await fetch(pairUrl(pair, baseUrl), requestInit(pair));
    const text = await response.text();
    const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as { location: string[]; message: string }[];
    expect(response.status, text).toBe(pair.status);
    if (refusedOnPurpose(pair)) {
      expect(violations.length, 'Prism should refuse this request').toBeGreaterThan(0);
      expect(violations.filter((v) => v.location[0] !== 'request')).toEqual([]);
    } else {
      expect(violations).toEqual([]);
    }
    expect(JSON.parse(text)).toEqual(pair.response.body);
  },
  REQUEST_MS + 2_000,
);
