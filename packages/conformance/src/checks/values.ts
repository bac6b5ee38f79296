import type { CheckResult } from '../core/model.js';
import type { MatchMode } from '../profile/profile.js';

const MAX_DIFFERENCES = 5;

/** `a.b`, `a.*.b`, `**.id`: `*` is one segment (a key or an index), `**` any number of them. */
export function ignored(path: readonly string[], patterns: readonly string[][]): boolean {
  const match = (p: readonly string[], s: readonly string[]): boolean => {
    if (p.length === 0) return s.length === 0;
    const [head, ...rest] = p;
    if (head === '**') return match(rest, s) || (s.length > 0 && match(p, s.slice(1)));
    return s.length > 0 && (head === '*' || head === s[0]) && match(rest, s.slice(1));
  };
  return patterns.some((pattern) => match(pattern, path));
}

/**
 * Differences between an expected example and an actual body: `exact` wants equal values, `subset` only the expected
 * ones.
 */
export function differences(
  expected: unknown,
  actual: unknown,
  mode: 'subset' | 'exact',
  ignore: readonly string[],
): string[] {
  const patterns = ignore.map((p) => p.split('.'));
  const out: string[] = [];
  const show = (path: string[]) => (path.length === 0 ? '(body)' : path.join('.'));
  const compare = (want: unknown, got: unknown, path: string[]): boolean => {
    if (ignored(path, patterns)) return true;
    if (Array.isArray(want)) {
      if (!Array.isArray(got)) return fail(path, want, got);
      if (mode === 'exact') {
        if (want.length !== got.length) return fail(path, `${want.length} items`, `${got.length} items`);
        return want.map((item, i) => compare(item, got[i], [...path, String(i)])).every(Boolean);
      }
      // subset: each expected item is matched by some actual item, wherever it is in the list.
      return want
        .map(
          (item, i) =>
            got.some((candidate) => quietly(item, candidate, [...path, String(i)])) ||
            fail([...path, String(i)], item, 'no matching item'),
        )
        .every(Boolean);
    }
    if (want !== null && typeof want === 'object') {
      if (got === null || typeof got !== 'object' || Array.isArray(got)) return fail(path, want, got);
      const keys = mode === 'exact' ? new Set([...Object.keys(want), ...Object.keys(got)]) : Object.keys(want);
      return [...keys]
        .map((key) => {
          const w = (want as Record<string, unknown>)[key];
          const g = (got as Record<string, unknown>)[key];
          if (!(key in want)) return ignored([...path, key], patterns) || fail([...path, key], '(absent)', g);
          if (!(key in got)) return ignored([...path, key], patterns) || fail([...path, key], w, '(absent)');
          return compare(w, g, [...path, key]);
        })
        .every(Boolean);
    }
    return Object.is(want, got) || fail(path, want, got);
  };
  const fail = (path: string[], want: unknown, got: unknown) => {
    out.push(`${show(path)}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    return false;
  };
  const quietly = (want: unknown, got: unknown, path: string[]) => {
    const before = out.length;
    const same = compare(want, got, path);
    out.length = before;
    return same;
  };
  compare(expected, actual, []);
  return out;
}

export function checkValues(
  mode: MatchMode,
  expected: unknown,
  actual: unknown,
  ignore: readonly string[],
): CheckResult | undefined {
  if (mode === 'schema' || mode === 'determined' || expected === undefined) return undefined;
  const found = differences(expected, actual, mode, ignore);
  const result: CheckResult = { name: 'values', outcome: found.length === 0 ? 'passed' : 'failed' };
  if (found.length > 0) {
    result.expected = `the example's values (${mode})`;
    result.actual =
      found.slice(0, MAX_DIFFERENCES).join('\n') +
      (found.length > MAX_DIFFERENCES ? `\n… ${found.length - MAX_DIFFERENCES} more` : '');
    result.message = `${found.length} value${found.length === 1 ? '' : 's'} differ`;
  }
  return result;
}
