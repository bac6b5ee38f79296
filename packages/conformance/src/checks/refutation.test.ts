import { describe, expect, test } from 'vitest';
import type { CheckResult } from '../core/model.js';
import { faultOf, NEVER_REFUTES } from './refutation.js';

const failed = (check: Partial<CheckResult> & Pick<CheckResult, 'name'>): CheckResult => ({
  outcome: 'failed',
  ...check,
});

describe('a failure that is a fault never refutes a provisional choice', () => {
  test.each([
    { name: 'a 500 with any check', given: failed({ name: 'status' }), status: 500, want: 'serverError' },
    { name: 'a 503 judged on its values', given: failed({ name: 'values' }), status: 503, want: 'serverError' },
    {
      name: 'a stack trace in an error body',
      given: failed({ name: 'leak', fault: 'leakedInternals' }),
      status: 404,
      want: 'leakedInternals',
    },
    { name: 'a leak the check did not name', given: failed({ name: 'leak' }), status: 400, want: 'leakedInternals' },
    {
      name: 'a key echoed in a 401',
      given: failed({ name: 'leak', fault: 'echoedCredential' }),
      status: 401,
      want: 'echoedCredential',
    },
    {
      name: 'a key echoed in a 500',
      given: failed({ name: 'leak', fault: 'echoedCredential' }),
      status: 500,
      want: 'echoedCredential',
    },
    {
      name: 'a replay that posted again',
      given: failed({ name: 'idempotency', fault: 'postedTwice' }),
      status: 200,
      want: 'postedTwice',
    },
    {
      name: "another organization's wallet answered",
      given: failed({ name: 'isolation' }),
      status: 200,
      want: 'crossOrganization',
    },
    {
      name: 'a signature over sorted keys',
      given: failed({ name: 'signature', fault: 'reserializedSignature' }),
      status: undefined,
      want: 'reserializedSignature',
    },
    {
      name: 'a webhook past the wait',
      given: failed({ name: 'delivery', fault: 'lateWebhook' }),
      status: undefined,
      want: 'lateWebhook',
    },
    {
      name: 'a balance in single precision',
      given: failed({ name: 'balance', fault: 'inexactMoney' }),
      status: 200,
      want: 'inexactMoney',
    },
  ])('$name: $want', ({ given, status, want }) => {
    expect(faultOf(given, status)?.fault).toBe(want);
  });
});

describe('a failure a choice of ours may explain is no fault', () => {
  test.each([
    { name: 'a 404 where we chose 400', given: failed({ name: 'status' }), status: 404 },
    { name: 'another message in a 401', given: failed({ name: 'values' }), status: 401 },
    {
      name: 'a replay answered 409 where we chose the original answer',
      given: failed({ name: 'idempotency' }),
      status: 409,
    },
    { name: 'a signature of another scheme', given: failed({ name: 'signature' }), status: undefined },
    { name: 'a passed check at a 500', given: { name: 'status', outcome: 'passed' } as CheckResult, status: 500 },
  ])('$name', ({ given, status }) => {
    expect(faultOf(given, status)).toBeUndefined();
  });
});

test('each fault has one row, and each row says what it is', () => {
  const faults = NEVER_REFUTES.map((row) => row.fault);
  expect(new Set(faults).size).toBe(faults.length);
  for (const row of NEVER_REFUTES) expect(row.says.length).toBeGreaterThan(20);
});
