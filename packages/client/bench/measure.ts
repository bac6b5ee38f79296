export interface Timings<K extends string> {
  /** Median microseconds per call of each variant. */
  micros: Record<K, number>;
  /** Median over rounds of (variant ÷ baseline) measured in the same round, which cancels a shared machine's drift. */
  ratio: (variant: K, baseline: K) => number;
}

/**
 * Times each variant over `rounds` rounds of `calls` calls, after a warm-up. It counts this process's CPU time, not the
 * wall clock, so waiting for a core that a neighbour holds is not charged; rounds interleave the variants, so what
 * drift remains hits all of them alike. Counts are fixed, so the run is bounded.
 */
export async function microsPerCall<K extends string>(
  variants: Record<K, () => Promise<unknown>>,
  { calls = 300, rounds = 61 } = {},
): Promise<Timings<K>> {
  const entries = Object.entries(variants) as [K, () => Promise<unknown>][];
  const samples = Object.fromEntries(entries.map(([name]) => [name, [] as number[]])) as Record<K, number[]>;
  for (const [, run] of entries) for (let i = 0; i < calls; i++) await run();
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of entries) {
      const start = process.cpuUsage();
      for (let i = 0; i < calls; i++) await run();
      const { user, system } = process.cpuUsage(start);
      samples[name].push((user + system) / calls);
    }
  }
  return {
    micros: Object.fromEntries(entries.map(([name]) => [name, median(samples[name])])) as Record<K, number>,
    ratio: (variant, baseline) => median(samples[variant].map((micros, i) => micros / samples[baseline][i]!)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
