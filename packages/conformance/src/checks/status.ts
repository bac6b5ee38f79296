import type { CheckResult, Expectation } from '../core/model.js';

export function checkStatus(expected: Expectation['status'], actual: number): CheckResult {
  const passed = expected === '4xx' ? actual >= 400 && actual < 500 : actual === expected;
  return { name: 'status', outcome: passed ? 'passed' : 'failed', expected: String(expected), actual: String(actual) };
}
