import type { Failure, Summary } from '../report/report.gen.js';

/**
 * Whether a failure fails the run, as the exit code decides: a deviation from the document and a case with no answer
 * always do; a refuted provisional choice only when the profile says so (summary.refutedChoices).
 */
export function failsRun(failure: Failure, summary: Summary): boolean {
  return failure.kind !== 'refutation' || summary.refutedChoices === 'fail';
}

/** How a failure that does not fail the run is named wherever it is shown. */
export const REFUTES = 'refutes a provisional choice';
