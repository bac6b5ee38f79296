// `vite` or `vite preview` in the consumer project, as its user runs them, on a free port of 127.0.0.1.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort, portOpen } from '@waas/prism-front/ports';
import { userEnv } from './project.js';

export interface ViteServer {
  /** The server's address with the app's base path. */
  url: string;
  stop(): Promise<void>;
}

/** Starts `npx vite <args>` until stop() signals its process group; fails with vite's output if the port stays shut. */
export async function serveVite(project: string, args: string[], base = '/'): Promise<ViteServer> {
  const port = await freePort();
  // Its own process group: npx does not pass SIGTERM on to vite, so stop() signals the group.
  const child = spawn(
    'npx',
    ['--no-install', 'vite', ...args, '--host', '127.0.0.1', '--port', `${port}`, '--strictPort'],
    {
      cwd: project,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const command = ['vite', ...args].join(' ');
  const failed = exited.then(() => Promise.reject(new Error(`${command} exited:\n${output}`)));
  const slow = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${command} did not open its port:\n${output}`)), 60_000).unref(),
  );
  try {
    await Promise.race([portOpen(port), failed, slow]);
  } catch (error) {
    await stop();
    throw error;
  }
  failed.catch(() => {});
  return { url: `http://127.0.0.1:${port}${base}`, stop };
}
