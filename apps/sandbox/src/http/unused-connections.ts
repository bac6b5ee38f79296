import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Node's own mark of a socket's response under way; a socket without one has no request in flight. */
type ServerSocket = Socket & { _httpMessage?: unknown };

/**
 * Node's server.close() ends the kept-alive connections between requests but waits for one that has not carried a
 * request yet until its headersTimeout (60 s): a browser's preconnect, or a fetch pool's spare socket, held a
 * sandbox's stop (and a test's afterAll) for a minute. A connection with no answer under way has nothing to lose, so
 * closing ends it, and one that opens while the server closes is ended at once, as a refused connection would be.
 * Read at close rather than counted per request: follow-spec.ts hands the server's requests to another app.
 */
export function endUnusedConnectionsOnClose(app: FastifyInstance) {
  const open = new Set<ServerSocket>();
  let closing = false;
  app.server.on('connection', (socket: ServerSocket) => {
    if (closing) return void socket.destroy();
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of open) if (!socket._httpMessage) socket.destroy();
  });
}
