import type { CheckName, CheckResult } from '../core/model.js';

/** How many problems a failed check lists; the message counts them all. */
const LISTED = 5;

/** A check that found problems: the first few, one a line, as what it saw; `message` says how many. */
export function failedWithProblems(
  name: CheckName,
  expected: string,
  problems: readonly string[],
  message: string,
): CheckResult {
  return { name, outcome: 'failed', expected, actual: problems.slice(0, LISTED).join('\n'), message };
}
