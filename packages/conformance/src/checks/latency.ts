import type { CheckResult } from '../core/model.js';
import type { Profile } from '../profile/profile.js';

export const budgetOf = (profile: Profile, operationId: string) =>
  profile.latency.operations[operationId] ?? profile.latency.budgetMs;

/** The answer came within the operation's budget; a timeout is the slowest answer of all. */
export function checkLatency(budgetMs: number, durationMs: number | 'timeout', timeoutMs?: number): CheckResult {
  if (durationMs === 'timeout')
    return {
      name: 'latency',
      outcome: 'failed',
      expected: `an answer within ${budgetMs} ms`,
      actual: `no answer within ${timeoutMs} ms`,
      message: 'the request timed out',
    };
  const ms = Math.round(durationMs);
  return ms <= budgetMs
    ? { name: 'latency', outcome: 'passed' }
    : {
        name: 'latency',
        outcome: 'failed',
        expected: `an answer within ${budgetMs} ms`,
        actual: `${ms} ms`,
        message: `${ms - budgetMs} ms over budget`,
      };
}
