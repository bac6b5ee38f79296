// Test support: Prism serving the bundle on a free port, as `pnpm mock` does, for the suites that need a target.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const HOST = '127.0.0.1';
const STARTUP_MS = 60_000;

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, HOST);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrism(): Promise<{ url: string; stop: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  const document = require.resolve('@waas/spec/openapi.json');
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [bin, 'mock', '--errors', '-h', HOST, '-p', String(port), document], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'))]);
  };
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${output}`);
    if (await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(() => true, () => false)) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not answer on ${url} within ${STARTUP_MS} ms:\n${output}`);
    }
    await sleep(200);
  }
}
