// The baseline build `pnpm bench` hands this bench (tools/bench-baseline), and what the results say of it. Used by
// bench.ts and bench-proxy.ts only. Read from the variables tools/bench-baseline sets (its bench-env.ts names them):
// a published package's source imports no tool, not even its bench.

/** The runner's baseline build: its bin, and which ref it is and why when `pnpm bench` chose it. */
interface BaselineBuild {
  bin: string;
  ref?: string;
  commit?: string;
  rule?: string;
}

/** Below this share of the baseline build's figure, the results say so: `regression: true`. */
export const REGRESSION = 0.95;

/** The runner's baseline build, when `pnpm bench` hands one; none with WAAS_BENCH_BASELINE=none. */
export function baselineOf(env: NodeJS.ProcessEnv = process.env): BaselineBuild | undefined {
  const bin = env.WAAS_BENCH_BASELINE_CONFORMANCE;
  if (!bin || bin === 'none' || env.WAAS_BENCH_BASELINE === 'none') return undefined;
  return { ...(JSON.parse(env.WAAS_BENCH_BASELINE_FROM ?? '{}') as Omit<BaselineBuild, 'bin'>), bin };
}

const two = (n: number) => Number(n.toFixed(2));

/**
 * What a results file records of a comparison: which baseline, the figure's ratio to the baseline's in each round of
 * the two taken in turns (higher is better) and the median of them, flagged below REGRESSION; or why it did not run.
 */
export function baselineFigures(
  baseline: BaselineBuild,
  measure: string,
  outcome: { ratios: number[]; figures?: Record<string, number> } | { error: string },
) {
  const from = { ref: baseline.ref ?? baseline.bin, commit: baseline.commit ?? null, rule: baseline.rule ?? null };
  if ('error' in outcome || outcome.ratios.length === 0)
    return { ...from, measure, notRun: 'error' in outcome ? outcome.error : 'no round' };
  const ratio = two([...outcome.ratios].sort((a, b) => a - b)[Math.floor(outcome.ratios.length / 2)]!);
  return {
    ...from,
    measure,
    ratio,
    ratios: outcome.ratios.map(two),
    ...outcome.figures,
    goal: `≥ ${REGRESSION}×`,
    regression: ratio < REGRESSION,
  };
}

/** The comparison as one line of the printed summary. */
export function baselineLine(figures: ReturnType<typeof baselineFigures>): string {
  if ('notRun' in figures) return `${figures.measure}: not run: ${figures.notRun}`;
  const flag = figures.regression ? ` — REGRESSION, below ${REGRESSION}×` : '';
  return `${figures.measure} (${figures.ref}): ${figures.ratio}× (rounds ${figures.ratios.join(', ')})${flag}`;
}
