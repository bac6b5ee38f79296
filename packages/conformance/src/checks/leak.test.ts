import { describe, expect, test } from 'vitest';
import { checkLeak } from './leak.js';

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
