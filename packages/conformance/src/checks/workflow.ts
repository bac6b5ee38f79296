import type { CheckResult } from '../core/model.js';

/** A step's success criterion: it held, it did not (with the answer that broke it), or it could not be judged. */
export function criterionHeld(stepId: string, condition: string, held: boolean | Error, answer: string): CheckResult {
  if (held instanceof Error)
    return {
      name: 'workflow',
      outcome: 'failed',
      expected: condition,
      actual: held.message,
      message: `step ${stepId}: the condition cannot be judged`,
    };
  return held
    ? { name: 'workflow', outcome: 'passed' }
    : {
        name: 'workflow',
        outcome: 'failed',
        expected: condition,
        actual: answer.slice(0, 300),
        message: `step ${stepId}: ${condition} does not hold`,
      };
}

/** A step marked x-precondition failed: the target has nothing the workflow can exercise, which is not a failure. */
export function nothingToExercise(why: string): CheckResult {
  return {
    name: 'workflow',
    outcome: 'unexercised',
    message: `${why}: the target has nothing this workflow can exercise`,
  };
}

/**
 * A scheduled posting answered after its own value date: the target may have held it and then posted it, or posted it
 * at once, and nothing tells which, so the workflow judges nothing rather than fail a target for the way's length.
 */
export function answeredAfterItsDate(lateByMs: number, aheadMs: number): CheckResult {
  return {
    name: 'workflow',
    outcome: 'unexercised',
    message:
      `the posting dated ${aheadMs} ms ahead was answered ${lateByMs} ms after that date, ` +
      'so whether the target held it cannot be told: give the profile a larger scheduleAheadMs',
  };
}
