import type { ExamplePair } from '@waas/spec/pairs';
import { bind, inputsOf, type Bindings } from '../core/bindings/bindings.js';
import type { CheckResult, DeterminedValue } from '../core/model.js';
import { ENVELOPE_FIELDS } from './envelope.js';
import { failedWithProblems } from './problems.js';

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The leaves of an example answer that its request fixes: a value the request sent (an id asked for, a field an
 * update echoes; a number or boolean only under the same name) or, outside lists, an identifier already bound to the
 * target's own (the wallet a search finds is the wallet read before). Everything else is the example's own data.
 */
export function determinedValues(pair: ExamplePair, bindings: Bindings): DeterminedValue[] {
  const sent = inputsOf(pair.request);
  const strings = new Set(sent.flatMap(([, v]) => (typeof v === 'string' && v !== '' ? [v] : [])));
  const out: DeterminedValue[] = [];
  const visit = (node: unknown, path: string[], inList: boolean) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, [...path, '*'], true));
    if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node))
        if (path.length > 0 || !(ENVELOPE_FIELDS as readonly string[]).includes(key))
          visit(value, [...path, key], inList);
      return;
    }
    const key = path.at(-1);
    const fixed =
      typeof node === 'string'
        ? strings.has(node) || (!inList && bindings.has(node))
        : node !== null && sent.some(([name, value]) => name === key && Object.is(value, node));
    if (fixed && !out.some((d) => d.path.join('.') === path.join('.'))) out.push({ path, value: bind(node, bindings) });
  };
  visit(pair.response.body, [], false);
  return out;
}

/**
 * Where an example answer echoes an input of its request, by the input's name: what any request of the operation
 * determines in its own answer. Strings are echoed wherever they appear; numbers and booleans only under the same
 * name. Headers are left out: an answer that echoed one (the key) would be a leak, not a value to expect.
 */
export function echoedInputs(pair: ExamplePair): { path: string[]; input: string }[] {
  const sent = inputsOf({ ...pair.request, headers: {} }).filter(
    ([, value]) => value !== '' && value !== null && typeof value !== 'object',
  );
  const out: { path: string[]; input: string }[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, [...path, '*']));
    if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node))
        if (path.length > 0 || !(ENVELOPE_FIELDS as readonly string[]).includes(key)) visit(value, [...path, key]);
      return;
    }
    const key = path.at(-1);
    const input = sent.find(([name, value]) => Object.is(value, node) && (typeof node === 'string' || name === key));
    if (input && !out.some((d) => d.path.join('.') === path.join('.'))) out.push({ path, input: input[0] });
  };
  visit(pair.response.body, []);
  return out;
}

/**
 * The echoes every example of one operation and status agrees on: a path a pair echoes is kept only when no other
 * pair of the same answer shows a different value there than its request sent under that input.
 */
export function echoedAcross(pairs: readonly ExamplePair[]): { path: string[]; input: string }[] {
  const candidates = new Map(
    pairs.flatMap(echoedInputs).map((echo) => [`${echo.path.join('.')}\n${echo.input}`, echo]),
  );
  return [...candidates.values()].filter(({ path, input }) =>
    pairs.every((pair) => {
      const sent = new Map(inputsOf({ ...pair.request, headers: {} }));
      return (
        !sent.has(input) ||
        nodesAt(pair.response.body, path).every(({ node }) => node === undefined || same(sent.get(input), node))
      );
    }),
  );
}

const same = (want: unknown, got: unknown) =>
  Object.is(want, got) ||
  (typeof want === 'string' &&
    typeof got === 'string' &&
    DATE.test(want) &&
    DATE.test(got) &&
    instant(want) === instant(got));
const instant = (text: string) => Date.parse(/T/.test(text) && !/(Z|[+-]\d{2}:\d{2})$/.test(text) ? `${text}Z` : text);

/** The nodes at a path, `*` expanding over every item of a list; a missing node is `undefined`. */
function nodesAt(root: unknown, path: readonly string[]): { where: string; node: unknown }[] {
  let found = [{ where: '', node: root }];
  for (const segment of path) {
    found = found.flatMap(({ where, node }) => {
      if (segment === '*')
        return Array.isArray(node)
          ? node.map((item, i) => ({ where: `${where}.${i}`, node: item as unknown }))
          : [{ where: `${where}.*`, node: undefined }];
      const child = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
      return [{ where: `${where}.${segment}`, node: child }];
    });
  }
  return found.map(({ where, node }) => ({ where: where.slice(1), node }));
}

/** The answer carries every determined value; list items each carry theirs, and an empty list is no evidence. */
export function checkDetermined(expected: readonly DeterminedValue[], actual: unknown): CheckResult | undefined {
  if (expected.length === 0) return undefined;
  const problems: string[] = [];
  let judged = 0;
  for (const { path, value } of expected) {
    for (const { where, node } of nodesAt(actual, path)) {
      judged++;
      if (!same(value, node))
        problems.push(
          `${where}: expected ${JSON.stringify(value)}, got ${node === undefined ? '(absent)' : JSON.stringify(node)}`,
        );
    }
  }
  if (problems.length > 0) {
    return failedWithProblems(
      'values',
      'the values the request determines',
      problems,
      `${problems.length} determined value${problems.length === 1 ? '' : 's'} differ`,
    );
  }
  if (judged === 0) return { name: 'values', outcome: 'unexercised', message: 'an empty list: no item to judge' };
  return { name: 'values', outcome: 'passed' };
}
