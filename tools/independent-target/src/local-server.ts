import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { LOOPBACK } from '@waas/prism-front/ports';

export interface LocalServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Stops it, dropping kept-alive sockets first so the close does not wait on them. */
  close(): Promise<void>;
}

/** A request's whole body, as UTF-8 text ('' when it has none). */
export async function bodyText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A test's own HTTP server on a free loopback port. */
export async function serveLocally(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  server.listen(0, LOOPBACK);
  await once(server, 'listening');
  return {
    url: `http://${LOOPBACK}:${(server.address() as { port: number }).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
