import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { treeWrites } from './tree-writes.js';

/** The fixture's lines that say `// refused`: what the checker must report, and nothing else. */
const refusedLines = (text: string) =>
  text.split('\n').flatMap((line, index) => (line.trimEnd().endsWith('// refused') ? [index + 1] : []));

test.each([
  { given: 'in-the-tree.test.ts', least: 9 },
  { given: 'outside-the-tree.test.ts', least: 0 },
])('$given: each write inside the tree reported, no other', ({ given, least }) => {
  const text = readFileSync(new URL(`../fixtures/${given}`, import.meta.url), 'utf8');
  const want = refusedLines(text);
  expect(want.length).toBe(least);
  expect(treeWrites(given, text).map(({ line }) => line)).toEqual(want);
});

test('a finding names the call, its line and column', () => {
  expect(
    treeWrites(
      'x.test.ts',
      "import { writeFileSync } from 'node:fs';\n  writeFileSync(new URL('a', import.meta.url), '');\n",
    ),
  ).toEqual([{ line: 2, column: 3, call: "writeFileSync(new URL('a', import.meta.url), '')" }]);
});
