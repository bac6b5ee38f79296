import { toCurl } from '../curl.js';
import type { CaseResult, CheckResult } from '../model.js';
import type { Redact } from '../redact.js';

/** A failed check as every reporter shows it: expected, actual and the request to replay it. */
export interface FailureView {
  caseId: string;
  check: CheckResult['name'];
  message: string;
  expected: string;
  actual: string;
  curl: string;
}

export function failureViews(results: readonly CaseResult[], redact: Redact): FailureView[] {
  return results.flatMap((result) => {
    const curl = toCurl(result.request, redact);
    if (result.outcome === 'error') {
      return [{ caseId: result.id, check: 'status' as const, message: result.reason ?? 'no answer', expected: 'an HTTP answer', actual: result.reason ?? '', curl }];
    }
    return result.checks
      .filter((c) => c.outcome === 'failed')
      .map((c) => ({ caseId: result.id, check: c.name, message: c.message ?? `${c.name} differs`, expected: c.expected ?? '', actual: c.actual ?? '', curl }));
  });
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
