import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DIST } from './build.js';

export const DEFAULT_PORT = 4080;
export const HOST = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface DocsServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the built files read-only, as a static host would: `/` is index.html, nothing outside `root` is reachable. */
export async function serveDocs({ root = DIST, port = DEFAULT_PORT } = {}): Promise<DocsServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://docs').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(404, { 'content-type': TYPES['.txt']! }).end('Not found'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The docs server has no TCP address');
  return {
    url: `http://${HOST}:${address.port}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = process.env.PORT === undefined ? DEFAULT_PORT : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
  const { url } = await serveDocs({ port });
  console.log(`API reference on ${url} (Ctrl-C to stop)`);
}
