import type { CheckResult, Expectation } from '../core/model.js';

export function checkStatus(expected: Expectation['status'], actual: number): CheckResult {
  const passed = expected === '4xx' ? actual >= 400 && actual < 500 : actual === expected;
  return { name: 'status', outcome: passed ? 'passed' : 'failed', expected: String(expected), actual: String(actual) };
}

/** A value the spec calls valid got a server error: whatever else the answer says, this is the fault. */
export function serverErrorToValidValue(status: number): CheckResult {
  return {
    name: 'status',
    outcome: 'failed',
    expected: 'any documented answer but a 5xx (the value is valid)',
    actual: String(status),
    message: 'a valid value got a server error',
  };
}

/** Every generated value of a case answered as the spec says. */
export function valuesAnswered(samples: number): CheckResult {
  return { name: 'status', outcome: 'passed', message: `${samples} values, each answered as the spec says` };
}

/** The wallet can pay the largest amount a debit may carry: the documented refusal cannot be provoked. */
export const refusalUnprovokable: CheckResult = {
  name: 'status',
  outcome: 'unexercised',
  message: 'the wallet can pay the largest amount a debit may carry: no refusal for want of funds can be provoked',
};

/** A request a case needs first (a step of a webhook's cause, the inflow that funds) did not answer as it must. */
export function stepRefused(expected: string, actual: string, message: string): CheckResult {
  return { name: 'status', outcome: 'failed', expected, actual, message };
}

/** An observed answer's status is one the document gives the operation (its own code, a `4XX` range or `default`). */
export function documentedStatus(status: number, documented: readonly string[]): CheckResult {
  const known =
    documented.includes(String(status)) ||
    documented.includes(`${String(status)[0]}XX`) ||
    documented.includes('default');
  return known
    ? { name: 'status', outcome: 'passed' }
    : {
        name: 'status',
        outcome: 'failed',
        expected: `a documented status (${documented.join(', ')})`,
        actual: String(status),
        message: `status ${status} is not documented for the operation`,
      };
}
