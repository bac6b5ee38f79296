import { REQUEST_ID_HEADER } from '@waas/spec/request-id';
import type { FastifyInstance } from 'fastify';
import { VIOLATIONS_HEADER } from '../contract/violations.js';
import { FAULT_HEADER } from './headers.js';

/** Which browser origins may call the sandbox: any (it listens on 127.0.0.1 by default), or only those listed. */
export type CorsOrigins = '*' | string[];

export const CORS_ORIGINS_VARIABLE = 'WAAS_SANDBOX_CORS_ORIGINS';

/** `WAAS_SANDBOX_CORS_ORIGINS=http://localhost:5173,https://app.example` restricts; unset or `*` allows any. */
export function corsOriginsFrom(env: NodeJS.ProcessEnv): CorsOrigins {
  const listed = (env[CORS_ORIGINS_VARIABLE] ?? '*')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return listed.length === 0 || listed.includes('*') ? '*' : listed;
}

const EXPOSED = [VIOLATIONS_HEADER, REQUEST_ID_HEADER].join(', ');
const PREFLIGHT = {
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-allow-headers': ['x-api-key', 'content-type', 'prefer', FAULT_HEADER, REQUEST_ID_HEADER].join(', '),
  'access-control-max-age': '600',
};

/**
 * Lets a browser app on another origin call the API and the control API, as the mock does, so an app does not break
 * when it moves from the mock to the sandbox. The API authenticates by header, never by cookie: no credentials.
 * `prefer` is allowed because code written against the mock sends it.
 *
 * Every answer passes here, reads under load included: the headers are fixed by the origins, so they are worked out
 * once, and a request costs a lookup and two or three headers (a general CORS plugin resolved its options on each
 * request, a large share of a cached read's time). An OPTIONS that is no preflight (no Origin or no
 * Access-Control-Request-Method) is answered as any unrouted request is, in the envelope.
 */
export function allowBrowsers(app: FastifyInstance, origins: CorsOrigins): void {
  const listed = origins === '*' ? undefined : new Set(origins);
  app.addHook('onRequest', (request, reply, done) => {
    if (listed === undefined) reply.header('access-control-allow-origin', '*');
    else {
      // The answer depends on the Origin: a cache must not give one origin's answer to another.
      reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      if (origin !== undefined && listed.has(origin)) reply.header('access-control-allow-origin', origin);
    }
    reply.header('access-control-expose-headers', EXPOSED);
    done();
  });
  app.options('*', (request, reply) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    if (origin === undefined || method === undefined) return reply.callNotFound();
    return reply.headers(PREFLIGHT).code(204).send();
  });
}
