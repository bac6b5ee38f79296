import { randomInt, randomUUID } from 'node:crypto';
import type { ExamplePair } from '@waas/spec/pairs';

/**
 * Example value → the target's value. A live target has its own data: every whole string of a request (and of what is
 * expected back) that equals a bound example value is sent as the target's value instead.
 */
export type Bindings = Map<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Account, mobile and bank numbers start with a zero or run to ten digits; amounts sent as text ("10000") do neither.
const DIGITS = /^\+?(0\d{2,}|\d{10,})$/;

/** Ids, account, mobile and bank numbers: the values that name a thing, as opposed to amounts, dates and text. */
export const isIdentifier = (value: unknown): value is string =>
  typeof value === 'string' && (UUID.test(value) || DIGITS.test(value));

/** Replaces every whole string that is bound, anywhere in a value. */
export function bind<T>(value: T, bindings: Bindings): T {
  if (bindings.size === 0) return value;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return bindings.get(node) ?? node;
    if (Array.isArray(node)) return node.map(visit);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
    return node;
  };
  return visit(value) as T;
}

/** Every request input of a pair as [name, value]: path and query parameters, headers and top-level body fields. */
export function inputsOf(request: ExamplePair['request']): [string, unknown][] {
  const body =
    request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)
      ? Object.entries(request.body)
      : [];
  return [
    ...Object.entries(request.pathParams),
    ...Object.entries(request.query),
    ...Object.entries(request.headers),
    ...body,
  ];
}

/**
 * The profile's identifiers are keyed by request input name (`organizationId`, `walletId`, `BankCode`…): the
 * examples' values of that input, wherever a well-formed request that succeeds sends them, become the target's value.
 * Text (a product's name) is bound only in updates, where it is what the run would otherwise write over a real record.
 */
export function identifierBindings(pairs: readonly ExamplePair[], identifiers: Record<string, string>): Bindings {
  const out: Bindings = new Map();
  for (const pair of pairs) {
    if (pair.request.invalidInputs.length > 0 || pair.scenario !== undefined || pair.status >= 300) continue;
    const update = pair.method === 'patch' || pair.method === 'put';
    for (const [name, value] of inputsOf(pair.request)) {
      const mine = identifiers[name];
      if (mine !== undefined && typeof value === 'string' && (update || isIdentifier(value))) out.set(value, mine);
    }
  }
  return out;
}

/**
 * Reads the target's identifiers off an answer: each identifier leaf of the example answer maps to the leaf at the same
 * path of the target's answer of the same operation (the wallet's account number, mobile number, group, customer).
 */
export function alignedBindings(example: unknown, actual: unknown): Bindings {
  const out: Bindings = new Map();
  const visit = (want: unknown, got: unknown) => {
    if (isIdentifier(want) && typeof got === 'string' && got !== '') out.set(want, got);
    else if (
      want !== null &&
      typeof want === 'object' &&
      !Array.isArray(want) &&
      got !== null &&
      typeof got === 'object'
    ) {
      for (const [key, value] of Object.entries(want)) visit(value, (got as Record<string, unknown>)[key]);
    }
  };
  visit(example, actual);
  return out;
}

/**
 * A value of the same shape that no target is likely to hold: for the not-found pairs, whose example values were chosen
 * unknown.
 */
export function unknownLike(value: string): string {
  if (UUID.test(value)) return randomUUID();
  // Runs of digits are the number part; a lone digit belongs to a prefix (`W2W-`).
  return value.replace(/\d{3,}/g, (run) => run.replace(/\d/g, () => String(randomInt(10))));
}

/** References this run posts under, unique to the run and valid as a TransactionReference. */
export function referenceMint(now = Date.now()): () => string {
  const run = `CONF-${now.toString(36).toUpperCase()}-${randomInt(36 ** 4)
    .toString(36)
    .toUpperCase()}`;
  let n = 0;
  return () => `${run}-${++n}`;
}
