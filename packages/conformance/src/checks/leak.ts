import type { CheckResult } from '../core/model.js';

/** Internal error text an error body must never carry: stack frames, exception and error type names, runtime namespaces. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /^\s*at\s+\S+.*[(\s]\S+:\d+(:\d+)?\)?\s*$/m],
  ['a stack frame', /\bat\s+[\w.$<>]+\([^)]*\)\s+in\s+\S+:line\s+\d+/],
  ['a Python traceback', /Traceback \(most recent call last\)/],
  ['an exception type name', /\b[A-Z]\w*Exception\b/],
  [
    'an error type name',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|NullPointerError|KeyError|ValueError|AttributeError)\b/,
  ],
  ['a runtime namespace', /\b(?:System|Microsoft|java|javax|org\.springframework|sun)\.[A-Za-z]+\.[A-Za-z.]+/],
  ['a source file path', /(?:\/[\w.-]+)+\.(?:js|ts|cs|java|py|go|rb|php):\d+/],
  ['node_modules', /node_modules/],
  ['SQL', /\b(?:SELECT\s+.+\s+FROM|INSERT\s+INTO|SQLSTATE|syntax error at or near)\b/i],
];

/** Runs on every error body (status 400 and above); succeeds when none of the patterns occurs. */
export function checkLeak(body: string): CheckResult {
  const found = LEAKS.find(([, pattern]) => pattern.test(body));
  if (!found) return { name: 'leak', outcome: 'passed' };
  const match = body.match(found[1])![0].trim();
  return {
    name: 'leak',
    outcome: 'failed',
    expected: 'no internal error text',
    actual: match.slice(0, 200),
    message: `the error body carries ${found[0]}`,
  };
}
