// @waas/sandbox/msw from the installed tarball inside a consumer's own Vitest, under each environment a frontend
// team runs its tests in: node, jsdom and happy-dom, each from the registry at a version that runs on Node 20.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { makeProject, userEnv } from './project.js';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: { status: string; failureMessages: string[] }[] }[];
}

describe('a consumer Vitest', () => {
  let project: string;
  beforeAll(() => {
    // The test reads its requests from @waas/spec/pairs, which the sandbox bundles and no longer brings along.
    project = makeProject('waas-sandbox-vitest', inject('tarballs'), {
      only: ['@waas/sandbox', '@waas/spec'],
      registry: { msw: '^2.10.0', vitest: '^4.1.0', jsdom: '~27.4.0', 'happy-dom': '^21.0.4' },
    });
    copyFileSync(new URL('./fixtures/sandbox-vitest.mjs', import.meta.url), join(project, 'sandbox.test.mjs'));
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  test.each(['node', 'jsdom', 'happy-dom'])('runs the sandbox behind msw under %s', (environment) => {
    const report = join(project, `report-${environment}.json`);
    // A failed test exits non-zero and its report says why; no report at all means Vitest itself could not run.
    const run = spawnSync(
      'npx',
      ['--no', '--', 'vitest', 'run', '--environment', environment, '--reporter=json', `--outputFile=${report}`],
      {
        cwd: project,
        env: userEnv({ WAAS_ENVIRONMENT: environment }),
        encoding: 'utf8',
        timeout: 300_000,
      },
    );
    if (!existsSync(report))
      throw new Error(`vitest wrote no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    const { numPassedTests, numFailedTests, testResults } = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    const failures = testResults.flatMap((file) => file.assertionResults.flatMap((result) => result.failureMessages));
    expect(failures).toEqual([]);
    expect({ numPassedTests, numFailedTests }).toEqual({ numPassedTests: 1, numFailedTests: 0 });
  });
});
