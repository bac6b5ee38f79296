// Proof that the runner judges a live target with data of its own: an independent server (not the sandbox, not the
// examples' data) passes with a short profile, and each deviation switched on fails with the check named for it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadBundle, readPairs } from '@waas/spec/pairs';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../cli/main.js';
import { exitCode } from '../cli/exit-code.js';
import type { CheckName, Fault } from '../core/model.js';
import { resolveProfile } from '../profile/load.js';
import { run } from './runner.js';
import { startIndependentTarget, type IndependentTarget } from '@waas/independent-target';
import { PRODUCTS } from '@waas/independent-target/data';
import { pattern } from '../testing/pattern.js';
import { implementedByHand, stagingProfile } from '@waas/independent-target/staging-profile';
import type { Deviations } from '@waas/independent-target';

const options = { timeoutMs: 5_000, retries: 0, concurrency: 8 };
// The target answers from this very process, so an answer's time here includes the runner's own work (compiling
// validators, building generators) on a machine that may be busy: rows not about latency get a budget nothing
// but a hang exceeds; the slow row gets a tight one, which a slow answer exceeds however busy the machine is.
const TIGHT_BUDGET_MS = 150;

const targets: IndependentTarget[] = [];
afterAll(async () => {
  await Promise.all(targets.map((t) => t.close()));
});

/** Generated values too, a few hundred, seeded: the run is the same every time. */
const GENERATED = { seed: 20261123, maxCases: 400 };

async function runAgainst(deviations: Deviations, webhooks = false, budgetMs?: number) {
  const target = await startIndependentTarget(deviations);
  targets.push(target);
  const file = stagingProfile(target, budgetMs);
  // Each deviation row keeps to the cases it is about; the conformant run and the generated rows try generated values.
  const generated =
    Object.keys(deviations).length === 0 || deviations.nulAnswers500 || deviations.refusalRecorded
      ? GENERATED
      : { ...GENERATED, maxCases: 0 };
  return run({
    ...options,
    webhooks,
    generated,
    selection: implementedByHand(target),
    profile: resolveProfile({ ...file, capabilities: { generated: true } }),
  });
}

const failedChecks = (report: Awaited<ReturnType<typeof runAgainst>>) =>
  new Set(
    report.results.flatMap((r) => r.checks.filter((c) => c.outcome === 'failed').map((c) => `${r.id} → ${c.name}`)),
  );

describe('a conformant server with its own data', async () => {
  const report = await runAgainst({}, true);
  const { skip } = implementedByHand(targets.at(-1)!);

  test('raises no false alarm', () => {
    expect([...failedChecks(report)]).toEqual([]);
    expect(report.results.filter((r) => r.outcome === 'error')).toEqual([]);
  });
  test('runs every case a short profile allows; only server faults and webhooks it cannot cause are left out', () => {
    const serverFaults = readPairs(loadBundle()).filter(
      (pair) => pair.scenario === 'serverFault' && !skip.includes(pair.operationId),
    );
    expect(report.results.filter((r) => r.outcome === 'notApplicable').map((r) => r.reason)).toEqual([
      ...serverFaults.map(() => 'a server fault cannot be provoked on this target (capabilities.serverFault)'),
      ...['transaction.failed', 'payment.succeeded', 'payment.failed', 'wallet.updated', 'wallet.deleted'].map(
        (type) => `the profile declares no way to cause ${type} on this target (webhooks.causes)`,
      ),
    ]);
    expect(report.results.find((r) => r.operationId === 'transactionPosted')).toMatchObject({ outcome: 'passed' });
  });
  test('checks what shapes cannot show', () => {
    const ran = new Set(
      report.results.flatMap((r) => r.checks.filter((c) => c.outcome === 'passed').map((c) => c.name)),
    );
    for (const name of [
      'balance',
      'idempotency',
      'history',
      'pagination',
      'isolation',
      'latency',
      'signature',
      'workflow',
      'values',
    ] as CheckName[])
      expect(ran).toContain(name);
  });
  test('runs every workflow to its end: a checkout wallet paid, a scheduled debit posted', () => {
    const workflows = report.results.filter((r) => r.kind === 'workflow');
    expect(workflows.map((r) => [r.operationId, r.outcome, r.checks.some((c) => c.outcome === 'unexercised')])).toEqual(
      [
        ['postingsReadBack', 'passed', false],
        ['scheduledDebit', 'passed', false],
        ['checkoutPayment', 'passed', false],
      ],
    );
  });
  test('tries generated values in every input, seeded', () => {
    const generated = report.results.filter((r) => r.kind === 'generated');
    expect(generated.length).toBeGreaterThan(50);
    expect(generated.every((r) => r.outcome === 'passed')).toBe(true);
    expect(report.seed).toBe(GENERATED.seed);
  });
  test('clears the coverage floor', () => expect(report.summary.coverage.belowFloor).toBe(false));
  test("holds every resource it learned of to isolation: the other organization's key refused each", () => {
    const reading = report.results.find((r) => r.kind === 'isolation' && r.id.includes('reading'))!;
    const refused = reading.checks.find((c) => c.name === 'isolation')!.message ?? '';
    for (const path of [
      '/api/v1/wallets/get/wallet/',
      '/api/v1/wallets/account-number/history',
      '/api/v1/wallets/search/mobile',
      '/api/v1/walletgroups/get/',
      '/api/v1/checkout-wallet',
      '/api/v1/prefix-map/me',
      '/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/',
    ])
      expect(refused).toContain(path);
  });
});

const deviations: [
  string,
  {
    deviations: Deviations;
    webhooks?: boolean;
    budgetMs?: number;
    /** `fault`: the failure is that fault, a deviation whatever the spec chose, never a refuted choice. */
    want: { caseId: RegExp; check: CheckName; fault?: Fault };
  },
][] = [
  [
    'a reference that posts again on replay',
    { deviations: { replayPostsAgain: true }, want: { caseId: /^ledger/, check: 'idempotency', fault: 'postedTwice' } },
  ],
  [
    '… which the Arazzo workflow catches too',
    { deviations: { replayPostsAgain: true }, want: { caseId: /^workflow postingsReadBack/, check: 'workflow' } },
  ],
  [
    'page numbers that do not add up',
    { deviations: { paginationNumbersWrong: true }, want: { caseId: /^listCheckoutWallets/, check: 'pagination' } },
  ],
  [
    'a slow answer',
    {
      deviations: { slowMs: TIGHT_BUDGET_MS * 3 },
      budgetMs: TIGHT_BUDGET_MS,
      want: { caseId: /^getWalletById 200/, check: 'latency' },
    },
  ],
  [
    'a balance that does not move',
    { deviations: { balanceDoesNotMove: true }, want: { caseId: /^ledger/, check: 'balance' } },
  ],
  [
    'a history whose balances do not chain',
    { deviations: { historyDoesNotChain: true }, want: { caseId: /^ledger/, check: 'history' } },
  ],
  [
    'another organization reading the wallet',
    {
      deviations: { otherOrganizationReadsWallet: true },
      want: { caseId: /^isolation/, check: 'isolation', fault: 'crossOrganization' },
    },
  ],
  [
    'code "200" where the document says "00"',
    { deviations: { successCode200: true }, want: { caseId: /^getWalletById 200 walletRetrieved/, check: 'envelope' } },
  ],
  [
    'a 401 in the wrong envelope',
    { deviations: { unauthorizedWrongEnvelope: true }, want: { caseId: /401 missingApiKey$/, check: 'envelope' } },
  ],
  [
    'a bad signature',
    { deviations: { badSignature: true }, webhooks: true, want: { caseId: /^webhook/, check: 'signature' } },
  ],
  [
    'a webhook that says another amount than was posted',
    {
      deviations: { postedEventWrongAmount: true },
      webhooks: true,
      want: { caseId: /^webhook transactionPosted/, check: 'values' },
    },
  ],
  [
    'a payment webhook that takes from a beneficiary the fee the organization bears',
    {
      deviations: { splitPaidWrong: true },
      webhooks: true,
      want: { caseId: /^workflow checkoutPayment/, check: 'split' },
    },
  ],
  [
    'a field of the wrong type',
    { deviations: { wrongFieldType: true }, want: { caseId: /^getWalletById 200 walletRetrieved/, check: 'schema' } },
  ],
  [
    'a NUL in a string ends in a 500',
    {
      deviations: { nulAnswers500: true },
      want: { caseId: /: hostile string$/, check: 'status', fault: 'serverError' },
    },
  ],
  [
    'a refused posting recorded as posted',
    { deviations: { refusalRecorded: true }, want: { caseId: /^postWalletTransaction body /, check: 'balance' } },
  ],
  [
    'an unknown mobile number answered 500 with a stack trace, where our 404 is provisional',
    {
      deviations: { unknownMobileAnswers500: true },
      want: { caseId: /^searchWalletByMobileNumber 404/, check: 'leak', fault: 'leakedInternals' },
    },
  ],
  [
    '… its status a server error, not a refuted 404',
    {
      deviations: { unknownMobileAnswers500: true },
      want: { caseId: /^searchWalletByMobileNumber 404/, check: 'status', fault: 'serverError' },
    },
  ],
  [
    'a refused key sent back in the 401',
    {
      deviations: { refusedKeyEchoed: true },
      want: { caseId: /401 unauthorizedAccess$/, check: 'leak', fault: 'echoedCredential' },
    },
  ],
  [
    'a webhook signed over its body re-serialized with sorted keys',
    {
      deviations: { signsSortedKeys: true },
      webhooks: true,
      want: { caseId: /^webhook/, check: 'signature', fault: 'reserializedSignature' },
    },
  ],
  [
    "another organization reading this organization's transfer by its reference",
    {
      deviations: { transferStatusOfAnyOrganization: true },
      want: { caseId: /^isolation: .* reading/, check: 'isolation', fault: 'crossOrganization' },
    },
  ],
  [
    'balances kept in single precision',
    {
      deviations: { singlePrecisionBalances: true },
      want: { caseId: /^ledger/, check: 'balance', fault: 'inexactMoney' },
    },
  ],
  [
    'a future debit posted at once',
    { deviations: { scheduledPostsAtOnce: true }, want: { caseId: /^workflow scheduledDebit/, check: 'workflow' } },
  ],
];

describe('each deviation fails with the right check named', () => {
  test.each(deviations)('%s', async (_, { deviations, webhooks, budgetMs, want }) => {
    const report = await runAgainst(deviations, webhooks, budgetMs);
    const named = report.results.filter(
      (r) => want.caseId.test(r.id) && r.checks.some((c) => c.outcome === 'failed' && c.name === want.check),
    );
    expect(named.length, [...failedChecks(report)].join('\n')).toBeGreaterThan(0);
    expect(report.summary.cases.failed).toBeGreaterThan(0);
    if (want.fault) {
      const deviations = report.summary.deviations.filter((d) => want.caseId.test(d.case) && d.check === want.check);
      expect(deviations.map((d) => d.fault)).toContain(want.fault);
      expect(exitCode(report.summary)).toBe(1);
    }
  });
});

describe('a correct staging that rate-limits (429 with Retry-After: 1 past 20 requests a second per key)', () => {
  test('passes: limits waited for and noted, no case judged on a 429, isolation proved by real refusals', async () => {
    const target = await startIndependentTarget({ rateLimitPerSecond: 20 });
    targets.push(target);
    const report = await run({
      ...options,
      generated: { maxCases: 0 },
      selection: implementedByHand(target),
      profile: resolveProfile({ ...stagingProfile(target), limits: { maxWaitMs: 2_000 } }),
    });
    expect([...failedChecks(report)]).toEqual([]);
    expect(exitCode(report.summary)).toBe(0);
    expect(report.notes).toEqual([expect.stringMatching(/^rate limit met: \d+ answers? 429 or 503 with Retry-After/)]);
    expect(report.results.filter((r) => r.response?.status === 429)).toEqual([]);
    const isolation = report.results.filter((r) => r.kind === 'isolation');
    expect(isolation.map((r) => r.outcome)).toEqual(isolation.map(() => 'passed'));
  }, 120_000);

  test('with limits.perSecond under the limit, meets it seldom or never', async () => {
    const target = await startIndependentTarget({ rateLimitPerSecond: 20 });
    targets.push(target);
    const report = await run({
      ...options,
      generated: { maxCases: 0 },
      selection: { only: ['getWalletById', 'listCheckoutWallets'], skip: [] },
      profile: resolveProfile({ ...stagingProfile(target), limits: { perSecond: 15 } }),
    });
    expect([...failedChecks(report)]).toEqual([]);
    expect(report.notes).toBeUndefined();
  }, 60_000);
});

describe("the root README's staging template", () => {
  test('passes a document-only staging: a checkout paid by inflow is our choice, refuted, no deviation', async () => {
    const target = await startIndependentTarget({ inflowFundsWalletsOnly: true });
    targets.push(target);
    // As the README writes it: a target, two keys, three identifiers; nothing else.
    const profile = resolveProfile({
      name: 'staging',
      kind: 'live',
      target: target.url,
      keys: { organization: target.keys.organization, otherOrganization: target.keys.otherOrganization },
      identifiers: {
        organizationId: target.identifiers.organizationId,
        walletId: target.identifiers.walletId,
        productId: target.identifiers.productId,
      },
    });
    const report = await run({ ...options, generated: { maxCases: 0 }, selection: implementedByHand(target), profile });
    expect(report.summary.deviations).toEqual([]);
    expect(exitCode(report.summary)).toBe(0);
    const pay = report.summary.provisional.find((p) => p.at.endsWith('~1simulate-inflow/post/requestBody'));
    expect(pay).toMatchObject({ verdict: 'refuted', evidence: ['workflow checkoutPayment (ledger.arazzo.yaml)'] });
  }, 60_000);
});

describe('a read-only staging (writes: false) is still held to isolation', () => {
  test.each<[string, { deviations: Deviations; want: 'passed' | 'failed' }]>([
    ['the other organization refused', { deviations: {}, want: 'passed' }],
    [
      'the other organization reading the wallet',
      { deviations: { otherOrganizationReadsWallet: true }, want: 'failed' },
    ],
  ])('%s', async (_, { deviations, want }) => {
    const target = await startIndependentTarget(deviations);
    targets.push(target);
    const profile = resolveProfile({ ...stagingProfile(target), capabilities: { writes: false } });
    const report = await run({
      ...options,
      generated: { maxCases: 0 },
      selection: { only: ['getWalletById', 'postWalletTransaction'], skip: [] },
      profile,
    });
    const isolation = report.results
      .filter((r) => r.kind === 'isolation')
      .map((r) => [r.id, r.outcome, r.reason, r.checks.map((c) => [c.name, c.outcome])]);
    expect(isolation).toEqual([
      [
        "isolation: another organization's key reading this organization's wallet",
        want,
        undefined,
        [['isolation', want]],
      ],
      [
        "isolation: another organization's key posting to this organization's wallet",
        'notApplicable',
        'writes are off for this target (capabilities.writes)',
        [],
      ],
    ]);
  });
});

describe('a scheduled debit on a long way to the target', () => {
  const SLOW_MS = 400;
  const scheduledDebit = async (deviations: Deviations, scheduleAheadMs: number) => {
    const target = await startIndependentTarget(deviations);
    targets.push(target);
    const report = await run({
      ...options,
      selection: { only: ['scheduledDebit'], skip: [] },
      profile: resolveProfile({ ...stagingProfile(target), scheduleAheadMs }),
    });
    return report.results.find((r) => r.operationId === 'scheduledDebit')!;
  };

  test('is dated when sent, not when its workflow began: a slow step before it takes none of its lead', async () => {
    const workflow = await scheduledDebit({ slowMs: SLOW_MS }, SLOW_MS / 2);
    expect([workflow.outcome, workflow.checks.filter((c) => c.outcome !== 'passed')]).toEqual(['passed', []]);
  });

  test('answered after its own date, it is not judged, and the report says which setting to raise', async () => {
    const workflow = await scheduledDebit({ slowPostingMs: SLOW_MS }, SLOW_MS / 4);
    expect(workflow.outcome).not.toBe('failed');
    expect(workflow.checks).toEqual([
      expect.objectContaining({
        name: 'workflow',
        outcome: 'unexercised',
        message: expect.stringMatching(
          /^the posting dated 100 ms ahead was answered \d+ ms after that date, .*larger scheduleAheadMs$/,
        ),
      }),
    ]);
  });
});

describe('a run that proves little does not pass', () => {
  const cli = async (args: string[]) => {
    const err: string[] = [];
    const code = await main(args, {
      stdout: { write: () => true },
      stderr: { write: (t: string) => err.push(t) },
      env: {},
      cwd: process.cwd(),
    });
    return { code, stderr: err.join('') };
  };

  test('keyless, a live run is below the coverage floor: exit 1, one line saying what was not exercised', async () => {
    const target = await startIndependentTarget();
    targets.push(target);
    const result = await cli(['run', '--target', target.url, '--target-kind', 'live']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      pattern(
        /^waas-conformance: Coverage \d+\.\d% is below the floor of 75\.0% \(minCoverage\); /m,
        /not exercised: .*getWalletById 200/,
      ),
    );
  });

  test('a timeout is a failed case in the score, not a broken run', async () => {
    const target = await startIndependentTarget({ slowMs: 1_500 });
    targets.push(target);
    const report = await run({
      ...options,
      timeoutMs: 500,
      selection: { only: ['getWalletById'], skip: [] },
      profile: resolveProfile(stagingProfile(target)),
    });
    const slow = report.results.find((r) => r.id === 'getWalletById 200 walletRetrieved')!;
    expect(slow.outcome).toBe('failed');
    expect(slow.checks).toEqual([
      expect.objectContaining({ name: 'latency', outcome: 'failed', actual: 'no answer within 500 ms' }),
    ]);
    expect(report.summary.cases.error).toBe(0);
    expect(report.summary.score).toBeLessThan(1);
  });
});

test('a generated failure is shrunk to the smallest value that still fails, and replays from its seed', async () => {
  const first = await runAgainst({ nulAnswers500: true });
  const again = await runAgainst({ nulAnswers500: true });
  const failure = (report: typeof first) =>
    report.results
      .filter((r) => r.kind === 'generated' && r.outcome === 'failed')
      .map((r) => [r.id, r.checks.find((c) => c.outcome === 'failed')?.message]);
  expect(failure(first).length).toBeGreaterThan(0);
  expect(failure(again)).toEqual(failure(first));
  // The NUL is the fault: shrinking leaves it, and little else, in the value reported.
  for (const [, message] of failure(first))
    expect(message).toMatch(/shrunk in \d+ steps \(seed -?\d+\) to .* = "[^"]{0,3}\\u0000[^"]{0,3}"/);
});

describe('the Arazzo workflows run under Redocly Respect too', () => {
  const redocly = new URL('../../node_modules/.bin/redocly', import.meta.url).pathname;
  const respect = async (deviations: Deviations) => {
    const target = await startIndependentTarget(deviations);
    targets.push(target);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Due well after Respect's start and the first workflow, which take seconds on a loaded CI machine (a debit due by
    // then posts at once, not Pending); within what the settled step's retries wait (15 × 1 s).
    const product = PRODUCTS.find((p) => p.id === target.identifiers.productId)!;
    const inputs = {
      apiKey: target.keys.organization,
      walletId: target.identifiers.walletId,
      productId: product.id,
      reference: `RESPECT-${Date.now()}`,
      historyFrom: `${day(-1)}T00:00:00`,
      historyTo: `${day(1)}T23:59:59`,
      valueDate: new Date(Date.now() + 10_000).toISOString(),
      organizationId: target.identifiers.organizationId,
    };
    const file = fileURLToPath(import.meta.resolve('@waas/spec/workflows')).replace(
      /dist\/lib\/workflows\.js$/,
      'workflows/ledger.arazzo.yaml',
    );
    // Respect sends a checkout operation to the spec's own checkout server, which `--server` does not move.
    const args = [
      'respect',
      file,
      '--workflow',
      'postingsReadBack',
      '--workflow',
      'scheduledDebit',
      '--server',
      `waas=${target.url}`,
      ...Object.entries(inputs).flatMap(([k, v]) => ['--input', `${k}=${v}`]),
    ];
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(redocly, args, { timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
      );
    });
  };

  test('a conformant target passes every workflow on the wallet host', async () => {
    const result = await respect({});
    expect(result.output).toMatch(/Workflows: 2 passed, 2 total/);
    expect(result.code).toBe(0);
  });
  test('a replay that posts again fails the replay step', async () => {
    const result = await respect({ replayPostsAgain: true });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/replayDebit/);
  });
});

describe('webhooks.probe: failures, against a target retrying as it should, not at all, or as another event', () => {
  test.concurrent.for([
    { given: 'retries', deviations: {}, failed: [], says: /^retried 1 time within 6\.00 s .* after \d\.\d\d s$/ },
    { given: 'webhookNotRetried', deviations: { webhookNotRetried: true }, failed: [], says: /^not retried within/ },
    { given: 'retryWithNewId', deviations: { retryWithNewId: true }, failed: ['retry'], says: /^retried 1 time/ },
    { given: 'retryChangesBody', deviations: { retryChangesBody: true }, failed: ['retry'], says: /^retried 1 time/ },
  ] as { given: string; deviations: Deviations; failed: string[]; says: RegExp }[])(
    '$given',
    { timeout: 60_000 },
    async ({ deviations, failed, says }) => {
      const target = await startIndependentTarget(deviations);
      targets.push(target);
      const file = stagingProfile(target);
      const report = await run({
        ...options,
        webhooks: true,
        generated: { maxCases: 0 },
        selection: { only: ['simulateInflow'], skip: [] },
        profile: resolveProfile({ ...file, webhooks: { ...file.webhooks!, waitMs: 6_000, probe: 'failures' } }),
      });
      const probes = report.results.filter((r) => r.id.includes('its first delivery'));
      // The 500 round: its retry comes 250 ms later. A round whose first delivery hangs waits out the target's 5 s
      // timeout, then its retry: within the wait too.
      expect(probes).toHaveLength(2);
      for (const probe of probes) {
        expect(probe.checks.filter((c) => c.outcome === 'failed').map((c) => c.name)).toEqual(failed);
        expect(probe.checks.find((c) => c.name === 'retry')!.message).toMatch(says);
      }
    },
  );
});
