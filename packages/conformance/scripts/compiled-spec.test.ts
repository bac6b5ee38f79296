import { createRequire } from 'node:module';
import { decimalMultipleOf } from '@waas/spec/decimal-multiple';
import { loadBundle, readPairs } from '@waas/spec/pairs';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { expect, test } from 'vitest';
import { BUNDLE_ID, documentHash, SchemaBook } from '../src/core/schema-book.js';
import { compiledSpecCode } from './compiled-spec.js';

const document = loadBundle();
const { hash, code } = compiledSpecCode(document);
// The code as the module the build writes runs it: its exports, Ajv's runtime and the decimal multipleOf at hand.
const validators: Record<string, ValidateFunction> = {};
new Function('exports', 'require', 'decimalMultipleOf', 'self', code)(
  validators,
  createRequire(import.meta.url),
  decimalMultipleOf,
  undefined,
);
const book = new SchemaBook(document);
const nodeAt = (at: string) =>
  at
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<any>((node, key) => node[key], document) as object;

/** Every example body, and each with one field or one of its data's fields set to a value of another kind. */
const values = (() => {
  const bodies = readPairs(document).flatMap((p) => [p.response.body, p.request.body]);
  const odd = [null, 'x', -1, 1.005, 0.07, {}, [], true];
  const changed = (value: unknown, seed: number) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    return keys.length === 0 ? value : { ...value, [keys[seed % keys.length]!]: odd[seed % odd.length] };
  };
  return [
    null,
    1,
    'x',
    {},
    ...bodies,
    ...bodies.flatMap((body, i) => [
      ...Array.from({ length: 8 }, (_, j) => changed(body, i * 7 + j)),
      ...Array.from({ length: 8 }, (_, j) => ({ ...(body as object), data: changed((body as any)?.data, i * 5 + j) })),
    ]),
  ];
})();

test('the validators are compiled from this document, each found by the pointer of the node it validates', () => {
  expect(hash).toBe(documentHash(document));
  expect(Object.keys(validators).length).toBeGreaterThan(40);
  for (const at of Object.keys(validators)) expect(book.pointerOf(nodeAt(at))).toBe(at);
});

/** What a failed validation says, as the runner reads it (schemaChecks and violationPaths). */
const said = (validate: ValidateFunction) =>
  (validate.errors ?? []).map(({ instancePath, keyword, message, params }) => ({
    instancePath,
    keyword,
    message,
    params,
  }));

test.each(Object.keys(validators))('%s says what the validator compiled at run time says', (at) => {
  const compiled = book.ajv.getSchema(BUNDLE_ID + at)!;
  for (const value of values) {
    const valid = validators[at]!(value);
    expect(compiled(value)).toBe(valid);
    if (!valid) expect(said(validators[at]!)).toEqual(said(compiled));
  }
});
