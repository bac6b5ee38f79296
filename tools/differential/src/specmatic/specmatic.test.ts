// Specmatic's generative contract tests against a fresh sandbox: every failure must be one of Specmatic's own limits
// (limits.ts says which, each proved from the exchange), never a disagreement between the spec and the sandbox.
// The run takes about a minute on an idle machine, and longer while the other packages' tests share the two cores:
// its limits only stop a hang, never a slow run. Needs Java 17+ (Specmatic is a jar); without it the test is
// skipped, unless WAAS_REQUIRE_JAVA is set, as CI does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadBundle } from '@waas/spec/document';
import { startSandbox, type RunningSandbox } from '../sandbox.js';
import { judge, LIMITS, type Limit } from './limits.js';
import { readSpecmaticLog } from './log.js';
import { javaMissing, runSpecmatic } from './run.js';

/** The sandbox's demo key of the first organization, an admin: the one key Specmatic sends. */
const API_KEY = 'sandbox-key-acme-admin';
/**
 * Each operation's tests are built from at most this many of its requests (Specmatic's MAX_TEST_REQUEST_COMBINATIONS).
 * Unbounded, Specmatic sent 17,573 requests, 15,577 of them the same mutations of postWalletTransaction's body over
 * more combinations of its optional fields, and the run was most of CI's longest pass. At 16 every operation keeps
 * its examples, its combinations up to 16 and each mutation of its fields, and every kind of failure limits.ts
 * explains still occurs.
 */
const COMBINATIONS = 16;
/** Fewer tests than this means Specmatic generated far less than when this was last measured (2,101). */
const AT_LEAST = 1_800;
/** Specmatic is stopped past this, and the test fails past the next: a hang, not a slow machine. */
const HANG_MS = 10 * 60_000;

const missing = javaMissing();
if (missing && process.env.WAAS_REQUIRE_JAVA) throw new Error(`WAAS_REQUIRE_JAVA is set, but ${missing}`);

let sandbox: RunningSandbox;
beforeAll(async () => {
  if (!missing) sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.stop();
});

it.skipIf(missing !== undefined)(
  `Specmatic's generative run finds no disagreement between the spec and the ` +
    `sandbox${missing ? ` (skipped: ${missing})` : ''}`,
  async () => {
    const document = loadBundle();
    const run = await runSpecmatic({
      document,
      baseUrl: sandbox.url,
      apiKey: API_KEY,
      timeoutMs: HANG_MS,
      combinations: COMBINATIONS,
    });
    const tests = readSpecmaticLog(run.log);
    expect(tests.length, 'every test Specmatic counted is read from its log').toBe(run.ran);
    expect(tests.length).toBeGreaterThanOrEqual(AT_LEAST);

    const verdicts = judge(tests, { document, apiKey: API_KEY });
    const byLimit = new Map<Limit, number>();
    for (const { verdict } of verdicts)
      if ('limit' in verdict) byLimit.set(verdict.limit, (byLimit.get(verdict.limit) ?? 0) + 1);
    console.log(
      `Specmatic: ${tests.length} tests, ${tests.length - verdicts.length} passed, ${verdicts.length} failed, of ` +
        `which by its limits:\n` +
        [...byLimit].map(([limit, n]) => `  ${n} ${limit}: ${LIMITS[limit]}`).join('\n'),
    );
    const disagreements = verdicts.flatMap(({ test, verdict }) =>
      'disagreement' in verdict ? [`${test.scenario}\n  ${verdict.disagreement}`] : [],
    );
    expect(disagreements).toEqual([]);
  },
  HANG_MS + 60_000,
);
