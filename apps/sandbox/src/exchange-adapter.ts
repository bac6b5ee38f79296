import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBody } from './contract/exchange.js';

/**
 * Bodies read as the exchanges read them, and MSW's handlers with them: JSON, else malformed, so that a body that is
 * not JSON is refused alike by every adapter rather than by Fastify in its own error shape.
 */
export function readBodiesAsExchanges(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) =>
    done(null, readBody(text as string, true)),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) =>
    done(null, readBody(text as string, false)),
  );
}

/** What an exchange reads of a routed request: its path parameters, its query and its body. */
export const partsOf = (
  request: FastifyRequest,
): { params: Record<string, string>; query: Record<string, unknown>; body: unknown } => ({
  params: request.params as Record<string, string>,
  query: request.query as Record<string, unknown>,
  body: request.body,
});
