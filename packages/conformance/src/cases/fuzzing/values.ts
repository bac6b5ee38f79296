import fc from 'fast-check';
import type { Input } from './inputs.js';

/**
 * Any code point, lone surrogates included: fast-check's own `unit: 'binary'` says the same, but maps all 1,114,112 of
 * them back to values when it is made, a cost every run's start would pay; mapped, nothing is built ahead.
 */
const ANY_CODE_POINT = fc.integer({ min: 0, max: 0x10ffff }).map((n) => String.fromCodePoint(n));

/**
 * What is tried in each input, by kind. The spec decides afterwards which values are invalid (a 4xx is due) and which
 * are valid but hostile (anything but a 5xx): the generators need not know the schema's every keyword.
 */
export const VALUE_KINDS = {
  'wrong type': () =>
    fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
    ),
  'hostile string': () =>
    fc.oneof(
      fc.constantFrom(
        '',
        '   ',
        '\u0000',
        'a\u0000b',
        '\ud800',
        'x\udfff',
        '\u202e',
        '%00',
        "'; DROP TABLE wallets; --",
        '../../etc/passwd',
        'x'.repeat(5_000),
      ),
      fc.string({ unit: ANY_CODE_POINT, maxLength: 24 }),
    ),
  'edge number': () =>
    fc.oneof(
      fc.constantFrom(0, -1, 0.001, 1.005, 2 ** 53, 2 ** 53 + 2, 999_999_999_999.99, 1e300, -1e300, Number.MIN_VALUE),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  'format and pattern': () =>
    fc.oneof(
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^\d{1,14}$/),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
} as const satisfies Record<string, () => fc.Arbitrary<unknown>>;

export type ValueKind = keyof typeof VALUE_KINDS;

const built = new Map<ValueKind, fc.Arbitrary<unknown>>();
/** Built once per kind: every case of that kind draws from the same arbitrary. */
export function arbitraryOf(kind: ValueKind): fc.Arbitrary<unknown> {
  let arbitrary = built.get(kind);
  if (!arbitrary) built.set(kind, (arbitrary = VALUE_KINDS[kind]() as fc.Arbitrary<unknown>));
  return arbitrary;
}

/** The kinds worth trying in an input: on the wire a parameter is text, so it gets no JSON types of its own. */
export function kindsFor(input: Input): ValueKind[] {
  return input.in === 'body'
    ? ['wrong type', 'hostile string', 'edge number', 'format and pattern']
    : ['hostile string', 'edge number', 'format and pattern'];
}

/** The schema's own bounds, where it states any, as one more kind. */
export const SCHEMA_BOUNDS = 'schema bounds';

/** A parameter's value as text; a header cannot carry control characters at all, so those are left to the body. */
export function onTheWire(input: Input, value: unknown): unknown {
  if (input.in === 'body') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (input.in === 'header' && /[^\t\x20-\x7e]/.test(text)) return undefined;
  // An empty path segment names another route, not a bad value of this one.
  if (input.in === 'path' && (text === '' || !encodable(text))) return undefined;
  return text;
}

/** A lone surrogate has no UTF-8 form a URL could carry; in a body, JSON escapes it. */
const encodable = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
