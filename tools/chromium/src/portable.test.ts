import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { nodeBuiltinsIn } from './portable.js';

const dir = mkdtempSync(join(tmpdir(), 'waas-portable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (name: string, text: string) => {
  writeFileSync(join(dir, 'helper.ts'), 'export const two = 2;\n');
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

test.each<[string, { given: string; want: string[] }]>([
  [
    'a module of its own imports only',
    { given: "import { two } from './helper.ts';\nexport default two;\n", want: [] },
  ],
  [
    'a module importing Node built-ins, each named',
    {
      given: "import { two } from './helper.ts';\nimport 'node:fs';\nimport 'crypto';\nexport default two;\n",
      want: ['node:fs', 'crypto'],
    },
  ],
])('%s', async (name, { given, want }) => {
  expect((await nodeBuiltinsIn(entry(`${name.length}.ts`, given))).sort()).toEqual([...want].sort());
});
