// Prism serving the bundle: the one starter behind `pnpm mock`, the Prism gate and every suite that needs a mock
// target.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { REQUEST_ID_HEADER, requestIdFor } from '@waas/spec/request-id';
import { freePort, httpUrl, LOOPBACK } from './ports.js';
import type { PrismServerOptions } from './server.js';

export interface PrismOptions {
  /** The document to mock; the bundle's YAML by default. */
  document?: string;
  host?: string;
  /** A free port is picked when absent or 0. */
  port?: number;
  /** Where Prism's log lines go; they are kept for the error message and otherwise dropped. */
  onOutput?: (chunk: string) => void;
  startupMs?: number;
  /** Aborting stops Prism even before it answers: a command told to stop while starting leaves nothing behind. */
  signal?: AbortSignal | undefined;
  /** Told each time Prism serves again after reloading the document, which it does when the file changes. */
  onReload?: () => void;
  /** Headers added to every answer on the mock's port, read for each request (the mock names the bundle it serves). */
  headers?: () => Record<string, string>;
}

export interface RunningPrism {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Prism's server (server.ts), the compiled file beside this one, or its source under tsx and vitest. */
const SERVER = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './server.ts' : './server.js', import.meta.url));

/**
 * Starts Prism's server (server.ts) behind its front (front.ts: the malformed JSON Prism hangs on) and
 * resolves once Prism says it serves. The front opens the mock's port only then: a caller that waits for the port (a
 * CI step, a container health check, Playwright's `webServer.port`) must never meet a mock that cannot answer yet.
 * Prism's server runs as `prism mock --errors` would: request violations get the documented 4xx examples instead of a
 * pass-through, and CORS is on. Prism's Ajv reads `multipleOf` in decimal, as every Ajv of ours does.
 */
export async function startPrism(options: PrismOptions = {}): Promise<RunningPrism> {
  const host = options.host ?? LOOPBACK;
  const port = options.port ? options.port : await freePort(host);
  const document = options.document ?? require.resolve('@waas/spec/openapi.yaml');
  const url = httpUrl(host, port);
  const prismPort = await freePort(host);
  // Own process group, so stop() reaches anything Prism forks.
  const serverOptions: PrismServerOptions = { host, port: prismPort, document };
  const runner = SERVER.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...runner, SERVER, JSON.stringify(serverOptions)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let front: Server | undefined;
  const stop = async () => {
    front?.closeAllConnections();
    front?.close();
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    const killed = sleep(5_000).then(() => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    });
    await Promise.race([exited, killed]);
  };
  // The front's modules (YAML, the matching rule) load while Prism starts, not before: a start need not wait for them.
  const front$ = import('./front.js');
  // Awaited once Prism serves; a start that fails before then must not also leave this rejection unheard.
  front$.catch(() => undefined);
  try {
    await serving(child, options.startupMs ?? 60_000, options.signal, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  child.on('message', () => options.onReload?.());
  try {
    const { startFront } = await front$;
    front = await startFront({ host, port, upstream: httpUrl(host, prismPort), document });
    const headers = options.headers;
    // Set before the front answers or forwards: Node merges them into the head it writes.
    front.prependListener('request', (request, response) => {
      const sent = request.headers[REQUEST_ID_HEADER];
      response.setHeader(REQUEST_ID_HEADER, requestIdFor(typeof sent === 'string' ? sent : undefined));
      for (const [name, value] of Object.entries(headers?.() ?? {})) response.setHeader(name, value);
    });
  } catch (error) {
    await stop();
    // Not tried before Prism starts: a port held open for the try is a port a caller may find open too early.
    if ((error as { code?: string }).code === 'EADDRINUSE') throw new Error(`port ${port} on ${host} is taken`);
    throw error;
  }
  return { url, process: child, stop };
}

/**
 * Resolves on Prism's first "serving" message (server.ts sends one each time it listens); fails when it exits
 * first, the time is up or the start is aborted.
 */
async function serving(
  child: ChildProcess,
  startupMs: number,
  signal: AbortSignal | undefined,
  output: () => string,
): Promise<void> {
  const stopped = new AbortController();
  const failed = (reason: string) => new Error(`${reason}:\n${output()}`);
  try {
    await Promise.race([
      once(child, 'message', { signal: stopped.signal }),
      once(child, 'exit', { signal: stopped.signal }).then(([code]) =>
        Promise.reject(failed(`Prism exited with ${code}`)),
      ),
      // Infinity waits as long as Prism takes (a timer would read it as 1 ms).
      ...(Number.isFinite(startupMs)
        ? [
            sleep(startupMs, undefined, { signal: stopped.signal }).then(() =>
              Promise.reject(failed(`Prism did not serve in ${startupMs} ms`)),
            ),
          ]
        : []),
      ...(signal ? [once(signal, 'abort', { signal: stopped.signal }).then(() => Promise.reject(signal.reason))] : []),
    ]);
  } finally {
    stopped.abort();
  }
}
