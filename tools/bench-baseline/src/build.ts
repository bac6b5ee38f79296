import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from './choose.js';

/** What the bench starts from the baseline's build. */
export interface BaselineBuild {
  folder: string;
  /** The sandbox's bin, `apps/sandbox/dist/main.js`. */
  sandbox: string;
  /** The conformance runner's bin, `packages/conformance/bin/conformance.js`. */
  conformance: string;
  /** Whether an earlier run's build was found there, finished. */
  reused: boolean;
}

export const WORKTREES = join(tmpdir(), 'waas-bench-baseline');
/** Written last, so a worktree whose install or build was cut short is made again rather than reused. */
const BUILT = '.waas-bench-built';
const TEN_MINUTES = 600_000;

/** The last line of a command's output that says what went wrong, for a one-line failure. */
function lastWords(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.filter((l) => /ERR|error/i.test(l)).at(-1) ?? lines.at(-1) ?? 'no output';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** The outer pnpm's and turbo's settings stay out: the worktree is installed and built as from a fresh shell. */
function freshEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|TURBO_)/i.test(name)));
}

function step(what: string, folder: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: folder, env: freshEnv(), encoding: 'utf8', timeout: TEN_MINUTES });
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed: ${lastWords(`${result.stdout}\n${result.stderr}`)}`);
}

/**
 * The sandbox and the conformance runner built at `commit` of `repo`, in a detached worktree under `under` named by the
 * commit: reused when a build there finished, else made afresh (`pnpm install --frozen-lockfile --prefer-offline`,
 * then turbo's build of the two). Throws an error of one line when any step fails.
 */
export function buildBaseline(
  repo: string,
  commit: string,
  under = WORKTREES,
  building: (folder: string) => void = () => {},
): BaselineBuild {
  const folder = join(under, commit.slice(0, 12));
  const built: BaselineBuild = {
    folder,
    sandbox: join(folder, 'apps/sandbox/dist/main.js'),
    conformance: join(folder, 'packages/conformance/bin/conformance.js'),
    reused: false,
  };
  if (existsSync(join(folder, BUILT))) return { ...built, reused: true };
  if (existsSync(folder)) {
    git(repo, ['worktree', 'remove', '--force', folder]);
    rmSync(folder, { recursive: true, force: true });
  }
  mkdirSync(under, { recursive: true });
  building(folder);
  // --force: a worktree registered there before and since deleted with the temp directory is not in the way.
  step('git worktree add', repo, 'git', ['worktree', 'add', '--force', '--detach', folder, commit]);
  step('pnpm install', folder, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
  step('turbo build', folder, 'pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@waas/sandbox',
    '--filter=@waas/conformance',
    '--output-logs=errors-only',
  ]);
  for (const bin of [built.sandbox, built.conformance])
    if (!existsSync(bin)) throw new Error(`the build made no ${bin.slice(folder.length + 1)}`);
  writeFileSync(join(folder, BUILT), `${commit}\n`);
  return built;
}

/** Takes away a worktree `buildBaseline` made. */
export function removeBaseline(repo: string, folder: string): void {
  git(repo, ['worktree', 'remove', '--force', folder]);
  rmSync(folder, { recursive: true, force: true });
}
