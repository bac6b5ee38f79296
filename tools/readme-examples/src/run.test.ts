import { rmSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { temporaryDirFor, readmeExamples } from './examples.js';
import { runExample } from './run.js';

const packageRoot = new URL('./fixtures/', import.meta.url);
const cases = [
  { readme: 'prints.md', refused: undefined },
  { readme: 'untyped.md', refused: undefined }, // tsx strips types: the type-check is what refuses it
  { readme: 'lies.md', refused: /README example 1 did not print "total 4"; it printed:\ntotal 5/ },
  {
    readme: 'prefix.md',
    refused:
      /README example 1 did not print "X-Auth-Signature t=1715682151"; it printed:\nX-Auth-Signature t=1715682151,/,
  },
  { readme: 'silent.md', refused: /README example 1 says nothing it prints/ },
  { readme: 'throws.md', refused: /Error: not yet/ },
];
const dirs: URL[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test.each(cases)(
  '$readme',
  async ({ readme, refused }) => {
    const dir = temporaryDirFor(packageRoot);
    dirs.push(dir);
    const runs = readmeExamples({ packageRoot, readme }).map((example) => runExample(dir, example));
    const all = Promise.all(runs);
    if (refused) await expect(all).rejects.toThrow(refused);
    else await expect(all).resolves.toBeDefined();
  },
  35_000,
);
