import { cpus, type CpuInfo } from 'node:os';

/** Every core's time counters, for `busyBetween`. */
export const cpuTimes = (): CpuInfo['times'][] => cpus().map((cpu) => cpu.times);

/**
 * The share of the machine's CPU time spent busy between two readings of `cpuTimes`, every process counted: with the
 * server, the database and the load generator on one machine, a rate that stops growing while the machine is near
 * 100% busy is bounded by the machine, not by the server's design.
 */
export function busyBetween(before: readonly CpuInfo['times'][], after: readonly CpuInfo['times'][]): number {
  let busy = 0;
  let total = 0;
  after.forEach((times, core) => {
    const earlier = before[core];
    if (!earlier) return;
    const spent = (Object.keys(times) as (keyof CpuInfo['times'])[]).reduce(
      (sum, key) => sum + times[key] - earlier[key],
      0,
    );
    total += spent;
    busy += spent - (times.idle - earlier.idle);
  });
  return total > 0 ? busy / total : 0;
}
