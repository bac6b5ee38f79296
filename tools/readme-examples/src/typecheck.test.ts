import { rmSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { temporaryDirFor, readmeExamples } from './examples.js';
import { typecheckExamples } from './typecheck.js';

const packageRoot = new URL('./fixtures/', import.meta.url);
const cases = [
  { readme: 'prints.md', refused: undefined },
  {
    readme: 'untyped.md',
    refused: /typed-1\.mts\(1,7\): error TS2322: Type 'string' is not assignable to type 'number'/,
  },
];
const dirs: URL[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test.each(cases)(
  '$readme',
  async ({ readme, refused }) => {
    const dir = temporaryDirFor(packageRoot);
    dirs.push(dir);
    const checked = typecheckExamples(dir, packageRoot, readmeExamples({ packageRoot, readme }));
    if (refused) await expect(checked).rejects.toThrow(refused);
    else await expect(checked).resolves.toBeUndefined();
  },
  65_000,
);
