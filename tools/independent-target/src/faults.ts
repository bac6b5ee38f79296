// Test support: for each deviation, how its fault shows from outside; a probe answers what it saw, or undefined.
import { call, contractProblems } from './client.js';
import type { Deviations } from './deviations.js';
import type { IndependentTarget } from './index.js';
import { balances, chainBreaks, deliveriesWithOneRefusal, history, inflowWebhookProblem, post } from './probes.js';
import { credit, PATHS, VALID } from './requests.js';

type Probe = (t: IndependentTarget) => Promise<string | undefined>;

const SLOW_MS = 400;

/** [switch, deviations, probe, what the probe must report of the deviant target]. */
export const FAULTS: [keyof Deviations, Deviations, Probe, RegExp][] = [
  [
    'replayPostsAgain',
    { replayPostsAgain: true },
    async (t) => {
      const before = await balances(t);
      const body = credit(t, 'KFL-PROBE-REPLAY', 100);
      await post(t, body);
      await post(t, body);
      const moved = (await balances(t)).ledger - before.ledger;
      return moved === 10_000 ? undefined : `a credit of 100.00 sent twice moved the ledger balance by ${moved / 100}`;
    },
    /moved the ledger balance by 200$/,
  ],
  [
    'paginationNumbersWrong',
    { paginationNumbersWrong: true },
    async (t) => {
      const { pagination } = (
        await call(t, { path: PATHS.listCheckoutWallets, query: { organizationId: t.identifiers.organizationId } })
      ).body;
      const want = Math.ceil(pagination.totalCount / pagination.pageSize);
      return pagination.totalPages === want ? undefined : `totalPages ${pagination.totalPages}, want ${want}`;
    },
    /^totalPages 2, want 3$/,
  ],
  [
    'slowMs',
    { slowMs: SLOW_MS },
    async (t) => {
      const { ms } = await call(t, VALID.getWalletById!(t));
      return ms < SLOW_MS ? undefined : `getWalletById took ${Math.round(ms)} ms`;
    },
    /^getWalletById took \d+ ms$/,
  ],
  [
    'scheduledPostsAtOnce',
    { scheduledPostsAtOnce: true },
    async (t) => {
      const answer = await post(t, {
        ...credit(t, 'KFL-PROBE-LATER', 3),
        direction: 'DEBIT',
        valueDate: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const status = (answer.body as { data?: { status?: string } }).data?.status;
      return status === 'Pending' ? undefined : `a debit due in an hour answered ${answer.status} ${status}`;
    },
    /^a debit due in an hour answered 200 Success$/,
  ],
  [
    'slowPostingMs',
    { slowPostingMs: SLOW_MS },
    async (t) => {
      const started = performance.now();
      await post(t, credit(t, 'KFL-PROBE-SLOW', 1));
      const ms = performance.now() - started;
      return ms < SLOW_MS ? undefined : `a posting took ${Math.round(ms)} ms`;
    },
    /^a posting took \d+ ms$/,
  ],
  [
    'balanceDoesNotMove',
    { balanceDoesNotMove: true },
    async (t) => {
      const before = await balances(t);
      const answer = await post(t, credit(t, 'KFL-PROBE-MOVE', 250));
      const after = await balances(t);
      if (answer.status !== 200) return `the credit answered ${answer.status}`;
      return after.available - before.available === 25_000 && after.ledger - before.ledger === 25_000
        ? undefined
        : 'a credit of 250.00 answered 200 but did not move the balances';
    },
    /answered 200 but did not move the balances/,
  ],
  [
    'historyDoesNotChain',
    { historyDoesNotChain: true },
    async (t) => {
      const breaks = chainBreaks((await history(t)).entries);
      return breaks.length === 0 ? undefined : breaks.join('; ');
    },
    /^W2W-20250211-770041: 30000 C 5000 gives 5000;/,
  ],
  [
    'otherOrganizationReadsWallet',
    { otherOrganizationReadsWallet: true },
    async (t) => {
      const { status } = await call(t, { ...VALID.getWalletById!(t), key: t.keys.otherOrganization });
      return status === 404 ? undefined : `the other organization's key read the wallet: ${status}`;
    },
    /read the wallet: 200$/,
  ],
  [
    'successCode200',
    { successCode200: true },
    async (t) => {
      const { body } = await call(t, VALID.getWalletById!(t));
      return body.code === '00' ? undefined : `code ${body.code}`;
    },
    /^code 200$/,
  ],
  [
    'unauthorizedWrongEnvelope',
    { unauthorizedWrongEnvelope: true },
    async (t) => {
      const problems = contractProblems('getWalletById', await call(t, { ...VALID.getWalletById!(t), key: null }));
      return problems.length === 0 ? undefined : problems.join('; ');
    },
    /missing required property code/,
  ],
  [
    'transferStatusOnlyForTransfers',
    { transferStatusOnlyForTransfers: true },
    async (t) => {
      const reference = 'KFL-PROBE-STATUS';
      if ((await post(t, credit(t, reference, 5))).status !== 200) return 'the credit was not posted';
      const posting = await call(t, { path: PATHS.getWalletToWalletTransferStatus + reference });
      const transfer = await call(t, VALID.getWalletToWalletTransferStatus!(t));
      return posting.status === 200
        ? undefined
        : `a posting's reference answers ${posting.status}, a transfer's ${transfer.status}`;
    },
    /^a posting's reference answers 404, a transfer's 200$/,
  ],
  [
    'reusedReferenceAnswers400',
    { reusedReferenceAnswers400: true },
    async (t) => {
      await post(t, credit(t, 'KFL-PROBE-REUSE', 10));
      const reused = await post(t, credit(t, 'KFL-PROBE-REUSE', 11));
      return reused.status === 409 ? undefined : `a reused reference with another body answered ${reused.status}`;
    },
    /^a reused reference with another body answered 400$/,
  ],
  [
    'referenceClaimedAfterAwait',
    { referenceClaimedAfterAwait: true },
    async (t) => {
      const before = await balances(t);
      const body = credit(t, 'KFL-PROBE-AT-ONCE', 10);
      await Promise.all([post(t, body), post(t, body), post(t, body)]);
      const moved = (await balances(t)).ledger - before.ledger;
      return moved === 1_000
        ? undefined
        : `a credit of 10.00 sent three times at once moved the ledger balance by ${moved / 100}`;
    },
    /sent three times at once moved the ledger balance by 30$/,
  ],
  [
    'debitBookedAfterAwait',
    { debitBookedAfterAwait: true },
    async (t) => {
      const { available } = await balances(t);
      const each = (Math.floor(available / 2) + 1) / 100;
      await Promise.all(
        ['A', 'B', 'C'].map((n) => post(t, { ...credit(t, `KFL-PROBE-DRAIN-${n}`, each), direction: 'DEBIT' })),
      );
      const after = await balances(t);
      return after.available >= 0
        ? undefined
        : `three debits of ${each} sent at once took the available balance to ${after.available / 100}`;
    },
    /took the available balance to -/,
  ],
  [
    'immediateDebitAsHoldRelease',
    { immediateDebitAsHoldRelease: true },
    async (t) => {
      const before = await balances(t);
      await post(t, { ...credit(t, 'KFL-PROBE-DEBIT', 5), direction: 'DEBIT' });
      const after = await balances(t);
      const moved = { available: after.available - before.available, ledger: after.ledger - before.ledger };
      return moved.available === -500 && moved.ledger === -500
        ? undefined
        : `a debit of 5.00 moved available by ${moved.available / 100}, ledger by ${moved.ledger / 100}`;
    },
    /^a debit of 5\.00 moved available by 0, ledger by -5$/,
  ],
  [
    'badSignature',
    { badSignature: true },
    inflowWebhookProblem,
    /X-Auth-Signature header does not match the body and secret/,
  ],
  ...(
    [
      ['webhookNotRetried', /^no retry after the first delivery was refused$/],
      ['retryWithNewId', /^the retry came with another id$/],
      ['retryChangesBody', /^the retry came with the same id and other bytes$/],
    ] as const
  ).map(([name, want]): [keyof Deviations, Deviations, Probe, RegExp] => [
    name,
    { [name]: true },
    async (t) => {
      const deliveries = await deliveriesWithOneRefusal(t, () => call(t, VALID.simulateInflow!(t)));
      const [first, retry] = deliveries.map((d) => ({
        raw: d.rawBody,
        id: (JSON.parse(d.rawBody) as { id: string }).id,
      }));
      if (!retry) return 'no retry after the first delivery was refused';
      if (retry.id !== first!.id) return 'the retry came with another id';
      return retry.raw === first!.raw ? undefined : 'the retry came with the same id and other bytes';
    },
    want,
  ]),
  [
    'unknownMobileAnswers500',
    { unknownMobileAnswers500: true },
    async (t) => {
      const { status, body } = await call(t, {
        path: PATHS.searchWalletByMobileNumber,
        query: { mobNum: '08099999999' },
      });
      return status === 404 ? undefined : `answered ${status}: ${(body as { message?: string }).message}`;
    },
    /^answered 500: System\.NullReferenceException: .*MobileSearch\.cs:line 42$/s,
  ],
  [
    'refusedKeyEchoed',
    { refusedKeyEchoed: true },
    async (t) => {
      const key = 'never-issued-key-4711';
      const { body } = await call(t, { ...VALID.getWalletById!(t), key });
      const message = String((body as { message?: string }).message);
      return message.includes(key) ? `the 401 says ${message}` : undefined;
    },
    /^the 401 says Invalid API key 'never-issued-key-4711'$/,
  ],
  [
    'signsSortedKeys',
    { signsSortedKeys: true },
    inflowWebhookProblem,
    /X-Auth-Signature header does not match the body and secret/,
  ],
  [
    'singlePrecisionBalances',
    { singlePrecisionBalances: true },
    async (t) => {
      // A tenth moves the balance off the few values single precision holds exactly.
      await post(t, credit(t, 'KFL-PROBE-FLOAT', 0.1));
      const { body } = await call(t, VALID.getWalletById!(t));
      const { availableBalance, ledgerBalance } = (body as { data: Record<string, number> }).data;
      const exact = (n: number | undefined) => n !== undefined && /^-?\d+(\.\d{1,2})?$/.test(String(n));
      return exact(availableBalance) && exact(ledgerBalance)
        ? undefined
        : `balances ${availableBalance} and ${ledgerBalance}`;
    },
    /^balances \d+\.\d{3,} and \d+\.\d{3,}$/,
  ],
  [
    'transferStatusOfAnyOrganization',
    { transferStatusOfAnyOrganization: true },
    async (t) => {
      const reference = 'KFL-PROBE-IDOR';
      await post(t, credit(t, reference, 1));
      const { status } = await call(t, {
        path: PATHS.getWalletToWalletTransferStatus + reference,
        key: t.keys.otherOrganization,
      });
      return status === 404 || status === 403 ? undefined : `another organization read the transfer: ${status}`;
    },
    /^another organization read the transfer: 200$/,
  ],
  [
    'negativeAmountsTaken',
    { negativeAmountsTaken: true },
    async (t) => {
      const before = await balances(t);
      const answer = await post(t, credit(t, 'KFL-PROBE-NEGATIVE', -1));
      const moved = (await balances(t)).ledger - before.ledger;
      return answer.status === 400 && moved === 0
        ? undefined
        : `a credit of -1.00 answered ${answer.status} and moved ${moved / 100}`;
    },
    /^a credit of -1\.00 answered 200 and moved -1$/,
  ],
  [
    'wrongFieldType',
    { wrongFieldType: true },
    async (t) => {
      const problems = contractProblems('getWalletById', await call(t, VALID.getWalletById!(t)));
      return problems.length === 0 ? undefined : problems.join('; ');
    },
    /^\/data\/availableBalance must be number$/,
  ],
];
