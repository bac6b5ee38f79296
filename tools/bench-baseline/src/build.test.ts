import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildBaseline, removeBaseline } from './build.js';

const folder = mkdtempSync(join(tmpdir(), 'waas-bench-baseline-test-'));
const repo = join(folder, 'repo');
const under = join(folder, 'worktrees');
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
mkdirSync(repo);
git('init', '--quiet', '--initial-branch=main');
writeFileSync(join(repo, 'README.md'), 'not a workspace\n');
git('add', 'README.md');
git('commit', '--quiet', '--no-gpg-sign', '-m', 'a commit with no package.json');
const commit = git('rev-parse', 'HEAD');

afterAll(() => {
  removeBaseline(repo, join(under, commit.slice(0, 12)));
  rmSync(folder, { recursive: true, force: true });
});

test('a baseline that does not install is refused in one line, its worktree made under the folder given', () => {
  let error: unknown;
  try {
    buildBaseline(repo, commit, under);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(/^pnpm install failed: .+$/);
  expect(existsSync(join(under, commit.slice(0, 12), 'README.md'))).toBe(true);
  expect(git('worktree', 'list')).toContain(join(under, commit.slice(0, 12)));
});

test('a worktree whose build finished is reused as it is, keyed by its commit', () => {
  const done = join(under, 'f'.repeat(12));
  mkdirSync(done, { recursive: true });
  writeFileSync(join(done, '.waas-bench-built'), `${'f'.repeat(40)}\n`);
  expect(buildBaseline(repo, 'f'.repeat(40), under)).toEqual({
    folder: done,
    sandbox: join(done, 'apps/sandbox/dist/main.js'),
    conformance: join(done, 'packages/conformance/bin/conformance.js'),
    reused: true,
  });
});
