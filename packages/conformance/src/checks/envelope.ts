import type { CheckResult, Expectation } from '../core/model.js';

/**
 * The fields that carry the outcome inside the body, in the three envelope shapes; judged apart from the HTTP status.
 * The message is among them: the document states each one, and a client shows it.
 */
export const ENVELOPE_FIELDS = ['code', 'success', 'statusCode', 'succeeded', 'message'] as const;

/** The envelope fields of an example body, to expect them back. */
export function envelopeOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object') return {};
  return Object.fromEntries(
    ENVELOPE_FIELDS.filter((f) => f in body).map((f) => [f, (body as Record<string, unknown>)[f]]),
  );
}

export function checkEnvelope(expected: Expectation['envelope'], status: number, body: unknown): CheckResult {
  const actual = envelopeOf(body);
  const want = expected === 'error' ? errorEnvelope(actual, status) : expected;
  const wrong = Object.keys(want).filter((field) => !Object.is(want[field], actual[field]));
  const missing = Object.keys(actual).length === 0;
  const result: CheckResult = {
    name: 'envelope',
    outcome: wrong.length === 0 && !missing ? 'passed' : 'failed',
    expected: JSON.stringify(want),
    actual: JSON.stringify(actual),
  };
  if (missing) result.message = 'the body carries no envelope (code, success, statusCode, succeeded or message)';
  else if (wrong.length > 0) result.message = `${wrong.join(', ')} differ${wrong.length === 1 ? 's' : ''}`;
  return result;
}

/**
 * Without an example, an error envelope says it failed: success and succeeded false, statusCode mirroring the HTTP
 * status.
 */
function errorEnvelope(actual: Record<string, unknown>, status: number): Record<string, unknown> {
  const want: Record<string, unknown> = {};
  if ('success' in actual) want.success = false;
  if ('succeeded' in actual) want.succeeded = false;
  if ('statusCode' in actual) want.statusCode = status;
  return want;
}
