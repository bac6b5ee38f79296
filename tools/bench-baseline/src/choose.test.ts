import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { chooseBaseline, RECORDED_BENCH, RULES } from './choose.js';

const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** A git repository under the OS temp directory, built step by step; `commit` returns the new commit's hash. */
function repository() {
  const folder = mkdtempSync(join(tmpdir(), 'waas-bench-baseline-test-'));
  made.push(folder);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    }).trim();
  git('init', '--quiet', '--initial-branch=main');
  let n = 0;
  return {
    folder,
    git,
    commit(file = `file-${n}.txt`): string {
      const path = join(folder, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${n++}\n`);
      git('add', file);
      git('commit', '--quiet', '--no-gpg-sign', '-m', `change ${n}`);
      return git('rev-parse', 'HEAD');
    },
  };
}

type Repository = ReturnType<typeof repository>;

test.each<[string, { given: (r: Repository) => { base?: string; want: Record<string, string> | undefined } }]>([
  [
    'WAAS_BENCH_BASE before every other rule',
    {
      given: (r) => {
        const first = r.commit();
        r.git('tag', 'v1.0.0');
        r.commit();
        return { base: 'HEAD~1', want: { ref: 'HEAD~1', commit: first, rule: RULES.env } };
      },
    },
  ],
  [
    'the newest tag reachable from HEAD, not an older one',
    {
      given: (r) => {
        r.commit();
        r.git('tag', 'v1.0.0');
        const second = r.commit();
        r.git('tag', 'v1.1.0');
        r.commit();
        return { want: { ref: 'v1.1.0', commit: second, rule: RULES.tag } };
      },
    },
  ],
  [
    'a tag off HEAD’s history is passed over for the merge base with origin/main',
    {
      given: (r) => {
        const base = r.commit();
        r.git('update-ref', 'refs/remotes/origin/main', r.commit());
        r.git('switch', '--quiet', '-c', 'other', base);
        r.commit();
        r.git('tag', 'v9.0.0');
        r.git('switch', '--quiet', '-c', 'work', base);
        r.commit();
        return { want: { ref: base.slice(0, 12), commit: base, rule: RULES.mergeBase } };
      },
    },
  ],
  [
    'origin/main at HEAD: the last commit that wrote the recorded bench',
    {
      given: (r) => {
        const recorded = r.commit(RECORDED_BENCH);
        r.git('update-ref', 'refs/remotes/origin/main', r.commit());
        return { want: { ref: recorded.slice(0, 12), commit: recorded, rule: RULES.recorded } };
      },
    },
  ],
  [
    'no tag and no origin/main: the last commit that wrote the recorded bench',
    {
      given: (r) => {
        r.commit(RECORDED_BENCH);
        const recorded = r.commit(RECORDED_BENCH);
        r.commit();
        return { want: { ref: recorded.slice(0, 12), commit: recorded, rule: RULES.recorded } };
      },
    },
  ],
  [
    'nothing to go by: no baseline',
    {
      given: (r) => {
        r.commit();
        return { want: undefined };
      },
    },
  ],
])('%s', (_, { given }) => {
  const r = repository();
  const { base, want } = given(r);
  expect(chooseBaseline(r.folder, base)).toEqual(want);
});

test('a WAAS_BENCH_BASE that names no commit is an error, not another rule’s choice', () => {
  const r = repository();
  r.commit();
  r.git('tag', 'v1.0.0');
  expect(() => chooseBaseline(r.folder, 'v0.0.0-missing')).toThrow('WAAS_BENCH_BASE=v0.0.0-missing names no commit');
});
