import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Which cores a read's server and its load generator run on. Left to the scheduler, the server and autocannon met on
 * one core in some rounds and not in others, and one build measured against itself moved by a third between rounds;
 * with the server alone on the last core and the load generator on the others, a round repeats. Linux only (taskset,
 * of util-linux) and two cores or more; elsewhere nothing is pinned and the row says so.
 */
export interface Cores {
  /** Puts every thread of a server's process on the server's core; false when it could not. */
  pinServer(pid: number): boolean;
  /** Puts every thread of this process, which runs autocannon, on the other cores; false when it could not. */
  pinLoad(): boolean;
  /** Gives this process every core back. */
  release(): void;
  /** What a row says of the placement. */
  readonly said: string;
}

const taskset = (cpus: string, pid: number) =>
  spawnSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' }).status === 0;

export function benchCores(): Cores {
  const count = availableParallelism();
  const last = count - 1;
  const usable = process.platform === 'linux' && count >= 2 && taskset(`0-${last}`, process.pid);
  if (!usable)
    return {
      pinServer: () => false,
      pinLoad: () => false,
      release: () => {},
      said: 'not pinned',
    };
  return {
    pinServer: (pid) => taskset(String(last), pid),
    pinLoad: () => taskset(last === 1 ? '0' : `0-${last - 1}`, process.pid),
    release: () => void taskset(`0-${last}`, process.pid),
    said: `server on core ${last}, autocannon on the others`,
  };
}
