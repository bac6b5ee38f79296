import { jsonOf } from '../core/json.js';
import type { CheckResult, HttpResponse } from '../core/model.js';
import { restingOn } from '../core/rests-on.js';

/**
 * A value an earlier answer determines: a posting the run made reads back through the transfer status as a transfer
 * that succeeded, under its reference. `restsOn`: the provisional choices that make a posting readable there (the
 * document shows the status of transfers only), where a failure is located.
 */
export function statusReadsBack(answer: HttpResponse, reference: string, restsOn: readonly string[]): CheckResult {
  const data = (jsonOf(answer.text) as { data?: { reference?: unknown; status?: unknown } } | undefined)?.data;
  if (answer.status === 200 && data?.reference === reference && data.status === 'Success') {
    return {
      name: 'values',
      outcome: 'passed',
      message: `the credit ${reference} reads back as Success`,
      ...(restsOn.length > 0 && { at: [...restsOn] }),
    };
  }
  const failed: CheckResult = {
    name: 'values',
    outcome: 'failed',
    expected: `HTTP 200, reference ${reference}, status Success`,
    actual:
      `HTTP ${answer.status}, reference ${JSON.stringify(data?.reference)}, ` +
      `status ${JSON.stringify(data?.status)}`,
    message: 'the transfer status of the credit posted does not read back',
  };
  return restingOn(failed, restsOn, answer.status);
}
