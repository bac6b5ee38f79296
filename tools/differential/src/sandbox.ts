// A fresh sandbox from its build, as a process: apps do not import each other.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort, LOOPBACK } from '@waas/prism-front/ports';

const MAIN = fileURLToPath(new URL('../../../apps/sandbox/dist/main.js', import.meta.url));

export interface RunningSandbox {
  url: string;
  stop(): Promise<void>;
}

export async function startSandbox(): Promise<RunningSandbox> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), HOST: LOOPBACK },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://${LOOPBACK}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(child.pid!, 'SIGTERM');
    await exited;
  };
  for (
    const deadline = Date.now() + 60_000;
    Date.now() < deadline;
    await new Promise((done) => setTimeout(done, 100))
  ) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/sandbox/invariants`).then(
        () => true,
        () => false,
      )
    )
      return { url, stop };
  }
  await stop();
  throw new Error(`the sandbox did not answer on ${url} within 60 s:\n${output}`);
}
