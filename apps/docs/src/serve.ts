import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '@waas/command-line';

import { DIST } from './build.js';
import { parseDocsCommand, USAGE } from './command-line.js';
import { followBundle, type FollowedReference } from './follow.js';

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

/**
 * `GET /reload`: an event stream that names the last page built on connecting and each new page after, so a page
 * built before the stream connected still learns it is stale (page/reload.js).
 */
function reloads(followed: FollowedReference, request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const built = (builds: number) => response.write(`event: built\ndata: ${builds}\n\n`);
  built(followed.builds);
  const stop = followed.onBuilt(built);
  request.on('close', stop);
}

/**
 * Serves the built files read-only, as a static host would: `/` is index.html, nothing outside `root` is reachable.
 * With `followed`, also the stream its pages reload on.
 */
export async function serveDocs({
  root = DIST,
  port = DEFAULT_PORT,
  followed,
}: {
  root?: string;
  port?: number;
  followed?: FollowedReference;
} = {}): Promise<DocsServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://docs').pathname);
    if (followed && path === '/reload' && request.method === 'GET') return reloads(followed, request, response);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (
      !file.startsWith(root.endsWith(sep) ? root : root + sep) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
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

// `pnpm docs` serves dist/ as built; `--follow <bundle>` (pnpm dev) builds into a folder of its own and follows it.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const command = (() => {
    try {
      return parseDocsCommand(process.argv.slice(2), process.env);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(error.message);
      process.exit(2);
    }
  })();
  if (command.kind === 'help') {
    console.log(USAGE);
    process.exit(0);
  }
  const { port, follow: bundle } = command;
  if (bundle === undefined) {
    const { url } = await serveDocs({ port });
    console.log(`API reference on ${url} (Ctrl-C to stop)`);
  } else {
    const root = mkdtempSync(join(tmpdir(), 'waas-docs-'));
    const followed = followBundle({ bundle, out: root, log: console });
    const { url, close } = await serveDocs({ root, port, followed });
    console.log(`API reference on ${url}, following ${bundle} (Ctrl-C to stop)`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, async () => {
        followed.close();
        await close();
        rmSync(root, { recursive: true, force: true });
        process.exit(0);
      });
    }
  }
}
