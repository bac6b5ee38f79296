import { secretsWritten } from '../core/redact.js';
import type { CheckResult, HttpResponse } from '../core/model.js';

/**
 * Internal error text an error body must never carry: stack frames, exception and error type names, runtime namespaces.
 */
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
    fault: 'leakedInternals',
  };
}

/** Every answer of a run is searched for the same few credentials: their pattern is built once per set. */
const patterns = new Map<string, RegExp | undefined>();

function patternFor(credentials: readonly (string | undefined)[]): RegExp | undefined {
  const key = credentials.map((credential) => credential ?? '').join('\u0000');
  if (!patterns.has(key)) {
    // A proxy may see many keys over a long day: the memory stays bounded, at worst a pattern is built again.
    if (patterns.size >= 64) patterns.clear();
    const written = secretsWritten(credentials);
    // Not global: test() on a global pattern would carry lastIndex from one answer to the next.
    patterns.set(key, written && new RegExp(written.source));
  }
  return patterns.get(key);
}

/**
 * A credential of the run (a key it sent, the webhook secret) written anywhere in an answer, its body or a header,
 * however encoded: a secret sent back is a fault whatever the message around it. Undefined when none is.
 */
export function echoedCredential(
  response: HttpResponse,
  credentials: readonly (string | undefined)[],
): CheckResult | undefined {
  const written = patternFor(credentials);
  if (!written) return undefined;
  const seen = (text: string) => written.test(text);
  const header = Object.entries(response.headers).find(([, value]) => seen(value));
  const where = seen(response.text) ? 'its body' : header ? `its ${header[0]} header` : undefined;
  if (!where) return undefined;
  return {
    name: 'leak',
    outcome: 'failed',
    expected: 'no credential of the run in the answer',
    // The reports redact the key itself; this says where it was.
    actual: `a credential in ${where}`,
    message: `the answer sends back a credential the run sent, in ${where}`,
    fault: 'echoedCredential',
  };
}

/**
 * The leak checks of one answer: a credential echoed, in any answer; internal error text, in an error body. An
 * answer below 400 adds a check only when it echoes a credential.
 */
export function leakChecks(response: HttpResponse, credentials: readonly (string | undefined)[]): CheckResult[] {
  const echoed = echoedCredential(response, credentials);
  const internals = response.status >= 400 ? [checkLeak(response.text)] : [];
  return echoed ? [echoed, ...internals] : internals;
}
