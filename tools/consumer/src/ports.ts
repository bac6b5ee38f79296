import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export { freePort } from '@waas/prism-front/ports';

/** Resolves once something accepts a connection on the port: what `wait-on tcp:` and a health check wait for. */
export async function portOpen(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(10);
  }
}
