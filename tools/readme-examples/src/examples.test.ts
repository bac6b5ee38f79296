import { realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { temporaryDirFor, readmeExamples } from './examples.js';

const packageRoot = new URL('./fixtures/', import.meta.url);

test.each([
  {
    readme: 'prints.md',
    want: [
      { index: 1, promised: ['total 5'] },
      { index: 2, promised: ['w_1.json', 'second line'] },
    ],
  },
  { readme: 'silent.md', want: [{ index: 1, promised: [] }] },
])('$readme: its ```ts blocks, numbered, with what each says it prints', ({ readme, want }) => {
  expect(readmeExamples({ packageRoot, readme }).map(({ index, promised }) => ({ index, promised }))).toEqual(want);
});

const ownRoot = new URL('../', import.meta.url);
const dir = temporaryDirFor(ownRoot);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('examples run under the system temporary directory, never inside the package they test', () => {
  expect(fileURLToPath(dir).startsWith(tmpdir())).toBe(true);
  expect(fileURLToPath(dir).startsWith(fileURLToPath(ownRoot))).toBe(false);
});

test.each([
  {
    name: 'the package itself, by its own name',
    module: '@waas/readme-examples',
    want: fileURLToPath(new URL('dist/index.js', ownRoot)),
  },
  { name: "a dependency of the package's", module: 'tsx/package.json', want: /tsx/ },
])('an example there resolves $name', ({ module, want }) => {
  const resolved = realpathSync(createRequire(new URL('example.cjs', dir)).resolve(module));
  if (typeof want === 'string') expect(resolved).toBe(realpathSync(want));
  else expect(resolved).toMatch(want);
});
