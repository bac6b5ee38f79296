import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

// The README's examples hold as written: every ```ts block type-checks against the built declarations (`@waas/msw`
// resolves to the package by self-reference), and those that need neither vitest nor a browser run, each
// `console.log(...); // text` printing that text. The Storybook block (```tsx) needs packages this repo does not have.
const packageRoot = new URL('../', import.meta.url);
const workDir = new URL('.readme/', packageRoot);
const readme = readFileSync(new URL('README.md', packageRoot), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
const runnable = blocks.filter((code) => !/from '(vitest|msw\/browser)'/.test(code));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('the README has examples', () => {
  expect(runnable.length).toBeGreaterThanOrEqual(5);
});

test.each(runnable.map((code, index) => [index + 1, code] as const))('README example %i runs and prints what it says', async (index, code) => {
  mkdirSync(workDir, { recursive: true });
  const file = new URL(`example-${index}.mts`, workDir);
  writeFileSync(file, code);
  const tsx = new URL('../node_modules/.bin/tsx', import.meta.url);
  const { stdout } = await promisify(execFile)(tsx.pathname, [file.pathname], { timeout: 30_000 });
  for (const [, said] of code.matchAll(/console\.log\(.*\);\s*\/\/\s*(.+)$/gm)) expect(stdout).toContain(said!.trim());
}, 35_000);

test('the README examples type-check against the built declarations', async () => {
  mkdirSync(workDir, { recursive: true });
  blocks.forEach((code, index) => writeFileSync(new URL(`typed-${index + 1}.mts`, workDir), code));
  const config = { extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['typed-*.mts'] };
  writeFileSync(new URL('tsconfig.json', workDir), JSON.stringify(config));
  const tsc = new URL('../node_modules/.bin/tsc', import.meta.url);
  const run = promisify(execFile)(tsc.pathname, ['-p', new URL('tsconfig.json', workDir).pathname], { timeout: 60_000 });
  await expect(run.catch((error: { stdout?: string }) => Promise.reject(new Error(error.stdout)))).resolves.toBeDefined();
}, 65_000);
