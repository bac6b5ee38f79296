// A command of a package, run as its user runs it: `npx <bin>` in the consumer project, stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { userEnv } from './project.js';

export interface RunningCommand {
  /** The URL its first line says it listens on. */
  url: string;
  firstLine: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startCommand(
  cwd: string,
  bin: string,
  args: string[],
  env: Record<string, string> = {},
  startupMs = 60_000,
): Promise<RunningCommand> {
  // Its own process group: npx runs the bin as a child and does not pass SIGTERM on (it dies and leaves the bin
  // running), so stop() signals the group. The bin's own exit code on SIGTERM is its package's test to check.
  const child: ChildProcess = spawn('npx', ['--no-install', bin, ...args], {
    cwd,
    env: userEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let output = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + startupMs;
  for (;;) {
    const firstLine = stdout.split('\n')[0]!;
    const url = /listening on (http:\/\/[^\s/]+)/.exec(firstLine)?.[1];
    if (stdout.includes('\n') && url) return { url, firstLine, output: () => output, stop };
    if (child.exitCode !== null || Date.now() > deadline || (stdout.includes('\n') && !url)) {
      await stop();
      throw new Error(`npx ${bin} ${args.join(' ')} did not say where it listens on its first line:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}
