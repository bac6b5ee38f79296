import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { updateReadme } from './readme.js';

let dir: string;
let readme: URL;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'command-line-readme-'));
  readme = pathToFileURL(join(dir, 'README.md'));
  writeFileSync(readme, '# x\n<!-- options:start -->\nold\n<!-- options:end -->\n');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const settings = (argv: string[]) => ({ argv, fix: 'pnpm readme' });

test('writes the tables between their markers', () => {
  expect(updateReadme(readme, { options: 'new' }, settings([]))).toBe(0);
  expect(readFileSync(readme, 'utf8')).toBe('# x\n<!-- options:start -->\nnew\n<!-- options:end -->\n');
});

test('with --check, fails on a stale table, naming the command that writes it, and writes nothing', () => {
  expect(updateReadme(readme, { options: 'new' }, settings(['--check']))).toBe(1);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('a generated table is stale; run `pnpm readme`'));
  expect(readFileSync(readme, 'utf8')).toContain('\nold\n');
});

test('with --check, passes on a current table', () => {
  expect(updateReadme(readme, { options: 'old' }, settings(['--check']))).toBe(0);
});
