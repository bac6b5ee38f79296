import type { CaseResult } from '../report/report.gen.js';

/**
 * Generated cases that passed, counted per operation: one line each, so a report of thousands of values stays readable.
 */
export interface PassedGenerated {
  operationId: string;
  cases: number;
  values: number;
  durationMs: number;
}

/** The cases a report lists one by one (failures first), and the passed generated ones it only counts. */
export function grouped(results: readonly CaseResult[]): { listed: CaseResult[]; passedGenerated: PassedGenerated[] } {
  const counted = (r: CaseResult) => r.kind === 'generated' && r.outcome === 'passed';
  const rank = (r: CaseResult) => (r.outcome === 'failed' || r.outcome === 'error' ? 0 : 1);
  const listed = results.filter((r) => !counted(r)).sort((a, b) => rank(a) - rank(b));
  const byOperation = new Map<string, PassedGenerated>();
  for (const r of results.filter(counted)) {
    const tally = byOperation.get(r.operationId) ?? { operationId: r.operationId, cases: 0, values: 0, durationMs: 0 };
    tally.cases++;
    tally.values += r.samples ?? 0;
    tally.durationMs += r.durationMs;
    byOperation.set(r.operationId, tally);
  }
  return { listed, passedGenerated: [...byOperation.values()] };
}

export const generatedPassedText = (g: PassedGenerated) =>
  `${g.operationId}: ${g.cases} generated cases passed (${g.values} values)`;
