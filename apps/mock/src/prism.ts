import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PrismOptions {
  document: string;
  host: string;
  port: number;
  /** Where Prism's own log lines go; defaults to this process's stdout. */
  onOutput?: (chunk: string) => void;
  startupMs?: number;
}

export interface RunningPrism {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The Prism CLI of the pinned @stoplight/prism-cli, run by this Node rather than through a shell. */
export function prismBin(): string {
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  return join(dirname(manifest), 'dist', 'index.js');
}

/**
 * Starts `prism mock --errors` on the document and resolves once it answers HTTP.
 * `--errors` turns request violations into the documented 4xx examples instead of a pass-through;
 * CORS is Prism's default and stays on.
 */
export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const url = `http://${options.host}:${options.port}`;
  const args = [prismBin(), 'mock', '--errors', '-h', options.host, '-p', String(options.port), options.document];
  // Own process group, so stop() reaches anything Prism forks.
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const write = options.onOutput ?? ((chunk: string) => process.stdout.write(chunk));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    write(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    const killed = sleep(5_000).then(() => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    });
    await Promise.race([exited, killed]);
  };
  const deadline = Date.now() + (options.startupMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, process: child, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not answer on ${url} in time:\n${output}`);
    }
    await sleep(200);
  }
}
