import { isDeepStrictEqual } from 'node:util';
import type { CheckResult } from '../core/model.js';
import { valueAt } from '../core/webhooks/cause.js';

/** Whether the event says what its cause did: each expected path holds the expected value. */
export function judgeValues(event: unknown, expected: Record<string, unknown>): CheckResult {
  const wrong = Object.entries(expected)
    .filter(([path, want]) => !isDeepStrictEqual(valueAt(event, path), want))
    .map(
      ([path, want]) =>
        `${path}: want ${JSON.stringify(want)}, got ${JSON.stringify(valueAt(event, path)) ?? 'nothing'}`,
    );
  return wrong.length === 0
    ? { name: 'values', outcome: 'passed' }
    : {
        name: 'values',
        outcome: 'failed',
        expected: 'the values of what was done',
        actual: wrong.join('\n'),
        message: `${wrong.length} value${wrong.length === 1 ? '' : 's'} differ from what was done`,
      };
}
