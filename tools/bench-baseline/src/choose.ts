import { spawnSync } from 'node:child_process';

/** The file whose last commit is the code the last recorded bench measured. */
export const RECORDED_BENCH = 'apps/sandbox/bench/results.json';

/** Why a ref was chosen, in the order the rules are tried. */
export const RULES = {
  env: 'WAAS_BENCH_BASE',
  tag: 'the newest tag reachable from HEAD',
  mergeBase: 'the merge base with origin/main',
  recorded: `the last commit that wrote ${RECORDED_BENCH}`,
} as const;

export interface Baseline {
  /** What a reader recognises: the tag, the ref given, or the short commit. */
  ref: string;
  commit: string;
  rule: (typeof RULES)[keyof typeof RULES];
}

/** `git <args>` in `repo`: its trimmed output, or undefined when git refuses. */
export function git(repo: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const commitOf = (repo: string, ref: string) => git(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);

/**
 * The ref `pnpm bench` compares the working tree with: `base` (WAAS_BENCH_BASE) if given, else the newest tag reachable
 * from HEAD, else the merge base with origin/main when it exists and is not HEAD, else the last commit that wrote the
 * recorded bench. Throws when `base` names nothing; undefined when no rule finds a ref.
 */
export function chooseBaseline(repo: string, base?: string): Baseline | undefined {
  if (base) {
    const commit = commitOf(repo, base);
    if (!commit) throw new Error(`WAAS_BENCH_BASE=${base} names no commit`);
    return { ref: base, commit, rule: RULES.env };
  }
  const tag = git(repo, ['describe', '--tags', '--abbrev=0']);
  const tagged = tag && commitOf(repo, tag);
  if (tag && tagged) return { ref: tag, commit: tagged, rule: RULES.tag };
  const head = commitOf(repo, 'HEAD');
  if (commitOf(repo, 'origin/main')) {
    const mergeBase = git(repo, ['merge-base', 'HEAD', 'origin/main']);
    if (mergeBase && mergeBase !== head)
      return { ref: mergeBase.slice(0, 12), commit: mergeBase, rule: RULES.mergeBase };
  }
  const recorded = git(repo, ['log', '-1', '--format=%H', '--', RECORDED_BENCH]);
  if (recorded) return { ref: recorded.slice(0, 12), commit: recorded, rule: RULES.recorded };
  return undefined;
}
