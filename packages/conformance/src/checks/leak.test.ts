import { describe, expect, test } from 'vitest';
import { checkLeak, leakChecks } from './leak.js';

describe('checkLeak', () => {
  const cases: [string, string, string | undefined][] = [
    ['the generic message', '{"code":"500","message":"An unexpected error occurred"}', undefined],
    ['a documented business error', '{"code":"03","message":"Account number is not valid"}', undefined],
    [
      'a .NET exception',
      '{"message":"System.Collections.Generic.KeyNotFoundException: key"}',
      'an exception type name',
    ],
    ['a .NET stack frame', '{"message":"at Waas.Wallets.Find(String id) in /src/Wallets.cs:line 42"}', 'a stack frame'],
    ['a Node stack', 'Error: boom\n    at find (/app/dist/wallets.js:10:5)', 'a stack frame'],
    ['a Python traceback', 'Traceback (most recent call last):', 'a Python traceback'],
    ['a TypeError', '{"message":"TypeError: cannot read properties of undefined"}', 'an error type name'],
    ['a Java namespace', '{"message":"java.lang.IllegalStateException"}', 'an exception type name'],
    ['SQL', '{"message":"syntax error at or near \\"FROM\\""}', 'SQL'],
  ];
  test.each(cases)('%s', (_, body, want) => {
    const result = checkLeak(body);
    expect(result.outcome).toBe(want ? 'failed' : 'passed');
    expect(result.message).toBe(want ? `the error body carries ${want}` : undefined);
  });
});

describe('leakChecks: a credential of the run sent back, anywhere in any answer', () => {
  const key = 'k3y/with+chars&"<';
  const answer = (status: number, text: string, headers: Record<string, string> = {}) => ({ status, headers, text });
  test.each([
    {
      name: 'as is, in a 401',
      given: answer(401, `{"message":"Invalid API key '${key}'"}`),
      want: ['echoedCredential', 'passed'],
    },
    {
      name: 'JSON-escaped',
      given: answer(401, JSON.stringify({ message: `bad ${key}` })),
      want: ['echoedCredential', 'passed'],
    },
    {
      name: 'percent-encoded',
      given: answer(400, `{"next":"/x?key=${encodeURIComponent(key)}"}`),
      want: ['echoedCredential', 'passed'],
    },
    { name: 'in a header of a 200', given: answer(200, '{}', { 'x-debug-key': key }), want: ['echoedCredential'] },
    {
      name: 'beside a stack trace',
      given: answer(500, `${key}\n    at find (/app/dist/wallets.js:10:5)`),
      want: ['echoedCredential', 'failed'],
    },
    { name: 'a 200 without it', given: answer(200, '{"data":{}}'), want: [] },
    { name: 'a 401 without it', given: answer(401, '{"message":"x-api-key header is missing"}'), want: ['passed'] },
  ])('$name', ({ given, want }) => {
    const checks = leakChecks(given, [key, undefined]);
    expect(checks.map((check) => check.fault ?? check.outcome)).toEqual(
      want.map((w) => (w === 'failed' ? 'leakedInternals' : w)),
    );
    for (const check of checks) expect(JSON.stringify(check)).not.toContain(key);
  });
});
