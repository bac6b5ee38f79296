// Where a mock listens: the loopback address by default and a port no one holds. Prism's own server needs a port of
// its own too, fixed for its life, since a reload of the document listens on it again.
import { once } from 'node:events';
import { connect, createServer, isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOOPBACK = '127.0.0.1';

/** The URL of an address and port; an IPv6 address goes in brackets (`http://[::1]:4010`), as URLs want it. */
export const httpUrl = (host: string, port: number) => `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;

export async function freePort(host = LOOPBACK): Promise<number> {
  const server = createServer().listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Resolves once something accepts a TCP connection on the port: what `wait-on tcp:` and a health check wait for. */
export async function portOpen(port: number, host = LOOPBACK): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, host, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(10);
  }
}
