import { spawn } from 'node:child_process';

export interface Run {
  status: number | null;
  /** stdout and stderr, interleaved as they came. */
  output: string;
  milliseconds: number;
}

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/** Runs a bin of this package in `cwd`, without a shell, so several can run at once. */
export function run([name, ...args]: [string, ...string[]], cwd: URL): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // NO_COLOR: the output is searched for warnings and shown in failures.
    const child = spawn(bin(name), args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output, milliseconds: Math.round(performance.now() - started) }));
  });
}

/** Lines of a generator's output that warn or complain; a generator that reads the spec cleanly prints none. */
export const complaints = (output: string) =>
  output.split('\n').filter((line) => /⚠|🛑|\bwarn(ing)?\b|\berror\b|\bfailed\b/i.test(line));

/** TypeScript's diagnostics for the project at `tsconfig` (its folder), empty when it type-checks. */
export async function typeCheck(folder: URL): Promise<string[]> {
  const { status, output } = await run(['tsc', '--project', 'tsconfig.json', '--pretty', 'false'], folder);
  const diagnostics = output.split('\n').filter((line) => line.trim() !== '');
  if (status !== 0 && diagnostics.length === 0)
    throw new Error(`tsc exited ${status} in ${folder.pathname} without a diagnostic`);
  return diagnostics;
}
