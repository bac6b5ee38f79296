import { rmSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { readmeExamples, temporaryDirFor, type Example } from './examples.js';

/** The package root of this tool's own test READMEs. */
export const FIXTURES = new URL('./fixtures/', import.meta.url);

export interface FixtureCase {
  readme: string;
  /** What the check's error says, or undefined when the README's examples pass it. */
  refused: RegExp | undefined;
}

/**
 * One test per fixture README: `check` refuses its examples with the error given, or accepts them. Each README gets a
 * project directory of its own, all removed after the file's tests.
 */
export function eachFixtureReadme(
  cases: readonly FixtureCase[],
  check: (dir: URL, examples: Example[]) => Promise<unknown>,
  timeoutMs: number,
): void {
  const dirs: URL[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  test.each(cases)(
    '$readme',
    async ({ readme, refused }) => {
      const dir = temporaryDirFor(FIXTURES);
      dirs.push(dir);
      const checked = check(dir, readmeExamples({ packageRoot: FIXTURES, readme }));
      if (refused) await expect(checked).rejects.toThrow(refused);
      else await checked;
    },
    timeoutMs,
  );
}
