import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { temporaryDirFor, readmeExamples, type ReadmeLocation } from './examples.js';
import { runExample } from './run.js';
import { typecheckExamples } from './typecheck.js';

export interface ReadmeSuite extends ReadmeLocation {
  /** How many examples run, at least: a README that loses its examples fails rather than passing with none. */
  least: number;
  /** Examples only type-checked, not run: those that need a test runner or a browser. */
  typecheckOnly?: RegExp | undefined;
  /** A server the examples call, started before them and stopped after: its address reaches them as WAAS_BASE_URL. */
  against?: (() => Promise<{ url: string; stop: () => Promise<void> }>) | undefined;
}

/** Vitest tests that hold a README's examples to what they say: each runs and prints it, all type-check. */
export function readmeSuite({ least, typecheckOnly, against, ...location }: ReadmeSuite): void {
  const examples = readmeExamples(location);
  const runnable = examples.filter((example) => !typecheckOnly?.test(example.code));
  const dir = temporaryDirFor(location.packageRoot);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let server: { url: string; stop: () => Promise<void> } | undefined;
  if (against) {
    beforeAll(async () => {
      server = await against();
    }, 70_000);
    afterAll(() => server?.stop(), 10_000);
  }

  test('the README has examples', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(least);
  });

  test.each(runnable.map((example) => [example.index, example] as const))(
    'README example %i runs and prints what it says',
    async (_, example) => {
      await runExample(dir, example, server && { ...process.env, WAAS_BASE_URL: server.url });
    },
    35_000,
  );

  test('the README examples type-check against the built declarations', async () => {
    await typecheckExamples(dir, location.packageRoot, examples);
  }, 65_000);
}
