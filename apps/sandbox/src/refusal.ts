import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, Binding } from './contract/binder.js';
import { VIOLATIONS_HEADER, violationsHeader, type Violation } from './contract/violations.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The binding a route was registered for, so a refusal (and the error handler) can name its operation. */
    binding?: Binding;
  }
}

/**
 * Refuses a request with its documented answer, says why in a header and in the log, at warn so it shows by
 * default: the envelope names no field, so this is where a developer learns which one. Only the method, the path and
 * the violations are logged, never a header (the API key is one).
 */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  violations: Violation[],
): FastifyReply {
  keepOpenForUnreadBody(request, reply);
  if (violations.length > 0) {
    reply.header(VIOLATIONS_HEADER, violationsHeader(violations));
    request.log.warn(
      {
        operationId: request.routeOptions.config?.binding?.operationId,
        method: request.method,
        path: request.url.split('?')[0],
        violations,
      },
      'request refused',
    );
  }
  return reply.code(answer.status).send(answer.body);
}

/**
 * Fastify closes the connection once it has refused a body, since the caller may still be sending it. A body refused
 * for the length it declares has not been read at all: the connection then stays open, Node reads the rest of the body
 * and drops it, and the caller, still sending, gets the answer. Closed, a caller still sending can be cut off before
 * it reads the answer (EPIPE).
 */
export function keepOpenForUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.readableDidRead) reply.removeHeader('connection');
}
