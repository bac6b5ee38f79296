import { toCurl } from '../core/curl.js';
import type { CaseResult, Failure } from './report.gen.js';

/**
 * Each failed check, and each case that got no answer, as every reporter shows it: expected, actual and the request
 * as a curl command to replay it.
 */
export function failuresOf(results: readonly CaseResult[]): Failure[] {
  return results.flatMap((result): Failure[] => {
    if (result.outcome === 'error') {
      return [{ caseId: result.id, check: 'status', message: result.reason ?? 'no answer', expected: 'an HTTP answer', actual: result.reason ?? '', curl: toCurl(result.request) }];
    }
    return result.checks
      .filter((check) => check.outcome === 'failed')
      .map((check) => ({ caseId: result.id, check: check.name, message: check.message ?? `${check.name} differs`, expected: check.expected ?? '', actual: check.actual ?? '', curl: toCurl(result.request) }));
  });
}
