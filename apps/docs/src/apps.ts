import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The repository root, where `pnpm mock` and `pnpm start` are run. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningApp {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on at this moment, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/**
 * Runs a command of another workspace in its own process group with PORT set, and resolves once `probe` answers
 * on it (any HTTP status). The docs never import another app; their tests start one as a process.
 */
export async function startApp(
  command: string[],
  { probe, startupMs = 90_000 }: { probe: string; startupMs?: number },
): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(url + probe, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, output: () => output, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`${command.join(' ')} did not answer on ${url} within ${startupMs} ms:\n${output}`);
}
