// The files the plugin serves, answered before Vite's own middlewares (and so before `base` is stripped from the
// path) in `vite` and in `vite preview`.
import { createReadStream, statSync } from 'node:fs';
import type { Connect } from 'vite';
import type { Served } from './served.js';

const FOR_GOOD = 'public, max-age=31536000, immutable';

export function serveFiles(served: Served, base: string): Connect.NextHandleFunction {
  // A relative base (`./`) serves from the root; a full URL's path is where the server answers.
  const prefix = new URL(base, 'http://vite.invalid/').pathname;
  const byPath = new Map(Object.values(served).map((file) => [`${prefix}${file.path}`, file]));
  return (request, response, next) => {
    const file = byPath.get(request.url?.split('?')[0] ?? '');
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': statSync(file.file).size,
      'cache-control': file.immutable ? FOR_GOOD : 'no-cache',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file.file).on('error', next).pipe(response);
  };
}
