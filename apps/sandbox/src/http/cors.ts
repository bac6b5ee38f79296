import { REQUEST_ID_HEADER } from '@waas/spec/request-id';
import cors from '@fastify/cors';
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

/**
 * Lets a browser app on another origin call the API and the control API, as the mock does, so an app does not break
 * when it moves from the mock to the sandbox. The API authenticates by header, never by cookie: no credentials.
 * `prefer` is allowed because code written against the mock sends it.
 */
export async function allowBrowsers(app: FastifyInstance, origins: CorsOrigins): Promise<void> {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['x-api-key', 'content-type', 'prefer', FAULT_HEADER, REQUEST_ID_HEADER],
    exposedHeaders: [VIOLATIONS_HEADER, REQUEST_ID_HEADER],
    maxAge: 600,
  });
}
