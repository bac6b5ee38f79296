import { toCurl } from '../core/curl.js';
import type * as Run from '../run/summary.js';
import type { CaseResult, CheckResult, Failure } from './report.gen.js';

/**
 * Each failed check, and each case that got no answer, as every reporter shows it: expected, actual and the request
 * as a curl command to replay it.
 */
export function failuresOf(results: readonly CaseResult[], deviations: readonly Run.Deviation[]): Failure[] {
  // The summary found which failed checks depart from the document; every other one refutes a provisional choice.
  const deviationOf = (caseId: string, check: CheckResult) =>
    deviations.find(
      (d) => d.case === caseId && d.check === check.name && d.message === (check.message ?? `${check.name} failed`),
    );
  return results.flatMap((result): Failure[] => {
    if (result.outcome === 'error') {
      return [
        {
          caseId: result.id,
          kind: 'error',
          check: 'status',
          message: result.reason ?? 'no answer',
          expected: 'an HTTP answer',
          actual: result.reason ?? '',
          curl: toCurl(result.request),
        },
      ];
    }
    return result.checks
      .filter((check) => check.outcome === 'failed')
      .map((check): Failure => {
        const deviation = deviationOf(result.id, check);
        return {
          caseId: result.id,
          kind: deviation ? 'deviation' : 'refutation',
          check: check.name,
          message: check.message ?? `${check.name} differs`,
          expected: check.expected ?? '',
          actual: check.actual ?? '',
          curl: toCurl(result.request),
          ...(deviation?.fault && { fault: deviation.fault }),
        };
      });
  });
}
