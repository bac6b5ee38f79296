// The plugin's middleware on a bare Node server: each file answers at its path under `base`, and only there.
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveFiles } from './middleware.js';
import type { Served } from './served.js';

let dir: string;
let served: Served;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-vite-'));
  await writeFile(join(dir, 'dump.tar.gz'), 'dump');
  await writeFile(join(dir, 'worker.js'), 'worker');
  served = {
    seedDumpUrl: {
      path: 'waas-sandbox/seed-dump-0f.tar.gz',
      file: join(dir, 'dump.tar.gz'),
      type: 'application/gzip',
      immutable: true,
    },
    serviceWorkerUrl: {
      path: 'mockServiceWorker.js',
      file: join(dir, 'worker.js'),
      type: 'text/javascript',
      immutable: false,
    },
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What a GET of `path` gets through the middleware: 404 when it passes the request on. */
async function get(base: string, path: string) {
  const middleware = serveFiles(served, base);
  const server: Server = createServer((request, response) =>
    middleware(request, response, () => response.writeHead(404).end()),
  ).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
  } finally {
    server.close();
  }
}

test.each<[string, { base: string; path: string; want: { status: number; body?: string; cache?: string } }]>([
  [
    'the worker at the root',
    { base: '/', path: '/mockServiceWorker.js', want: { status: 200, body: 'worker', cache: 'no-cache' } },
  ],
  [
    'the dump under a base, kept for good',
    {
      base: '/app/',
      path: '/app/waas-sandbox/seed-dump-0f.tar.gz?import',
      want: { status: 200, body: 'dump', cache: 'public, max-age=31536000, immutable' },
    },
  ],
  ['the worker outside the base', { base: '/app/', path: '/mockServiceWorker.js', want: { status: 404 } }],
  [
    'a relative base, served from the root',
    { base: './', path: '/mockServiceWorker.js', want: { status: 200, body: 'worker' } },
  ],
  ["a full URL's path", { base: 'https://cdn.example/app/', path: '/app/mockServiceWorker.js', want: { status: 200 } }],
  ['another file', { base: '/', path: '/waas-sandbox/seed-dump-1f.tar.gz', want: { status: 404 } }],
])('%s', async (_, { base, path, want }) => {
  expect(await get(base, path)).toMatchObject(want);
});
