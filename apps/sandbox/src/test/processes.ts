import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@waas/prism-front/ports';

export { freePort };

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface Started {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to the first successful answer of `probe`. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns a server and waits (bounded) until `probe` answers 200; the process is killed by its own pid on stop. */
export async function startProcess(
  command: string,
  args: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    port: number;
    probe: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<Started> {
  const startedAt = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = startedAt + (options.timeoutMs ?? 60_000);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${stderr}`);
    try {
      const response = await fetch(baseUrl + options.probe, { headers: options.headers ?? {} });
      if (response.status === 200) return { child, baseUrl, readyMs: performance.now() - startedAt, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error(`${command} did not answer ${options.probe} within the timeout: ${stderr}`);
}

/** The built sandbox (dist/main.js) on a free port, logging nothing unless `env` says otherwise. */
export async function startBuiltSandbox(options: {
  env?: NodeJS.ProcessEnv;
  probe: string;
  headers?: Record<string, string>;
}): Promise<Started> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the sandbox first (pnpm build)`);
  const port = await freePort();
  return startProcess(process.execPath, [MAIN], {
    ...options,
    env: { PORT: String(port), WAAS_SANDBOX_LOG: 'silent', ...options.env },
    port,
  });
}

/**
 * `count` built sandboxes on one database, started one after the other so that each after the first finds it migrated
 * and seeded; those started are stopped again when one fails to start, as no afterAll would know them.
 */
export async function builtSandboxesOn(
  databaseUrl: string,
  count: number,
  options: { env?: NodeJS.ProcessEnv; headers?: Record<string, string> } = {},
): Promise<Started[]> {
  const started: Started[] = [];
  try {
    for (let i = 0; i < count; i++)
      started.push(
        await startBuiltSandbox({
          ...options,
          env: { DATABASE_URL: databaseUrl, ...options.env },
          probe: '/sandbox/clock',
        }),
      );
  } catch (error) {
    await Promise.all(started.map((p) => p.stop()));
    throw error;
  }
  return started;
}
