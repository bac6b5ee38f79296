// The validators of the spec's schemas as code, written by `build` over dist/core/compiled-spec.js (scripts/bundle.ts)
// so the command compiles none of them when it starts; src/core/compiled-spec.ts says why.
import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import standalone from 'ajv/dist/standalone/index.js';
import { _, type ValueScopeName } from 'ajv/dist/compile/codegen/index.js';
import { BUNDLE_ID, documentHash, SchemaBook } from '../src/core/schema-book.js';

/**
 * The nodes a run validates by pointer: every media type's schema (responses and request bodies, wherever the bundle
 * holds them) and each request body's fields, which the generated values are judged by.
 */
function validatedNodes(book: SchemaBook): object[] {
  const nodes: object[] = [];
  const bodies: object[] = [];
  const visit = (node: unknown, above: string[], body: boolean) => {
    if (node === null || typeof node !== 'object') return;
    if (above.at(-3) === 'content' && above.at(-1) === 'schema') (body ? bodies : nodes).push(node);
    for (const [name, child] of Object.entries(node))
      visit(child, [...above.slice(-2), name], body || name === 'requestBody' || name === 'requestBodies');
  };
  visit(book.document, [], false);
  return [...new Set([...nodes, ...bodies, ...bodies.flatMap((body) => Object.values(book.propertySchemas(body)))])];
}

/**
 * The validators' code (CommonJS-shaped: the module renderCompiledSpec writes runs it, and so can a test), each export
 * named by the pointer it validates, with the hash of the document they were compiled from.
 */
export function compiledSpecCode(document: OpenApiDocument = loadBundle()): { hash: string; code: string } {
  const book = new SchemaBook(document, { source: true });
  const refs: Record<string, string> = {};
  for (const node of validatedNodes(book)) {
    const at = book.pointerOf(node);
    if (at === undefined) continue;
    book.validate(node, null);
    refs[at] = BUNDLE_ID + at;
  }
  // The decimal multipleOf is a function keyword, which Ajv's standalone code cannot name by itself: the module
  // imports it under this name.
  const scope = (book.ajv as unknown as { scope: { _values: Record<string, Map<unknown, ValueScopeName>> } }).scope;
  for (const name of scope._values.keyword?.values() ?? []) name.value!.code = _`decimalMultipleOf.validate`;
  return { hash: documentHash(document), code: standalone.default(book.ajv, refs).replace('"use strict";', '') };
}

/** dist/core/compiled-spec.js: the validators, by pointer, and the hash of the document they belong to. */
export function renderCompiledSpec(): string {
  const { hash, code } = compiledSpecCode();
  return [
    '// Written by scripts/bundle.ts (scripts/compiled-spec.ts) from the spec it was built against.',
    "import { createRequire } from 'node:module';",
    "import { decimalMultipleOf } from '@waas/spec/decimal-multiple';",
    'const require = createRequire(import.meta.url);',
    // Ajv's code calls a function keyword with its instance as `this`; the decimal multipleOf reads none.
    'const self = undefined;',
    `const validators = ((exports) => {${code}\nreturn exports;\n})({});`,
    `export const COMPILED = { hash: ${JSON.stringify(hash)}, validators };`,
    '',
  ].join('\n');
}
