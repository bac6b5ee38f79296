// The rows the bench writes of the baseline build `pnpm bench` hands it (tools/bench-baseline/src/bench-env.ts).

/** Below this share of the baseline build's figure, a row says so: `met: false` and `regression: true`. */
export const REGRESSION = 0.95;

export interface BaselineRow {
  measure: string;
  value: string;
  goal: string;
  met: boolean | null;
  regression?: boolean;
  detail?: Record<string, unknown>;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A figure as a ratio to the baseline build's, one ratio per round of arms taken in turns (higher is better: a time
 * is given as the baseline's over this one's), the median of them the row.
 */
export function baselineRow(measure: string, ratios: number[], against: string): BaselineRow {
  const ratio = median(ratios);
  return {
    measure: `${measure} ÷ the baseline build`,
    value: `${ratio.toFixed(2)}× (${against}; rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
    goal: `≥ ${REGRESSION}×`,
    met: ratio >= REGRESSION,
    regression: ratio < REGRESSION,
    detail: { ratio, ratios },
  };
}

/** A baseline arm that could not run: one row saying why, and the bench goes on without it. */
export const baselineNotRun = (measure: string, error: unknown): BaselineRow => ({
  measure: `${measure} ÷ the baseline build`,
  value: `not run: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
  goal: `≥ ${REGRESSION}×`,
  met: null,
});
