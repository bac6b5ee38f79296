import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPrism } from '@waas/spec/prism';

// The README's examples run as written: each ```ts block runs as a module inside this package, so `@waas/client`
// resolves to the built package by self-reference, against Prism serving the spec as `pnpm mock` does, and each
// `console.log(...); // text` must print that text.
const packageRoot = new URL('../', import.meta.url);
const workDir = new URL('.readme/', packageRoot);
const readme = readFileSync(new URL('README.md', packageRoot), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

let baseUrl = '';
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  mkdirSync(workDir, { recursive: true });
  ({ url: baseUrl, stop } = await startPrism());
}, 70_000);
afterAll(async () => {
  await stop?.();
  rmSync(workDir, { recursive: true, force: true });
}, 10_000);

test('the README has examples', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(4);
});

test.each(blocks.map((code, index) => [index + 1, code] as const))('README example %i runs and prints what it says', async (index, code) => {
  const file = new URL(`example-${index}.mts`, workDir);
  writeFileSync(file, code);
  const env = { ...process.env, WAAS_BASE_URL: baseUrl };
  const { stdout } = await promisify(execFile)(bin('tsx'), [file.pathname], { timeout: 30_000, env });
  const promised = [...code.matchAll(/console\.log\(.*\);\s*\/\/\s*(.+)$/gm)].map((match) => match[1]!.trim());
  expect(promised.length).toBeGreaterThan(0);
  for (const said of promised) expect(stdout).toContain(said);
}, 35_000);

test('the README examples type-check against the built declarations', async () => {
  blocks.forEach((code, index) => writeFileSync(new URL(`typed-${index + 1}.mts`, workDir), code));
  const config = { extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['typed-*.mts'] };
  writeFileSync(new URL('tsconfig.json', workDir), JSON.stringify(config));
  const run = promisify(execFile)(bin('tsc'), ['-p', new URL('tsconfig.json', workDir).pathname], { timeout: 60_000 });
  await expect(run.catch((error: { stdout?: string }) => Promise.reject(new Error(error.stdout)))).resolves.toBeDefined();
}, 65_000);
