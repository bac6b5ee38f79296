import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';

export interface ServedPage {
  /** The page's address: http://127.0.0.1:<port>/, an origin of its own. */
  url: string;
  close(): Promise<void>;
}

export interface PageOptions {
  /** A module bundled for the browser (esbuild, ESM) and loaded by the page; it sets what the test calls on window. */
  entry: string;
  /** More files served as they are, by path (`/mockServiceWorker.js`), with their media type. */
  files?: Record<string, { type: string; body: string | Uint8Array }>;
  /**
   * Imports left out of the bundle, as esbuild's `external`: a library's import of a Node built-in that only runs
   * under Node (PGlite's Emscripten glue imports `node:module` when it finds itself there), which a browser bundler
   * must leave unresolved.
   */
  external?: string[];
}

/**
 * Serves a page of the test's own on a free port of 127.0.0.1, so what it calls on another port is a cross-origin
 * call, as from a frontend's dev server.
 */
export async function servePage(options: PageOptions): Promise<ServedPage> {
  const bundled = await build({
    entryPoints: [options.entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: options.external ?? [],
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, { type: string; body: string | Uint8Array }> = {
    '/': {
      type: 'text/html; charset=utf-8',
      body:
        '<!doctype html><meta charset="utf-8"><title>test page</title><script type="module" ' +
        'src="/page.js"></script>',
    },
    '/page.js': { type: 'text/javascript; charset=utf-8', body: bundled.outputFiles[0]!.text },
    ...options.files,
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' }).end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
