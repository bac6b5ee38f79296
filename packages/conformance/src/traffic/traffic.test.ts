import { loadBundle, pairByName, readPairs, type ExamplePair } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { pairRequest } from '../core/request.js';
import { resolveProfile } from '../profile/load.js';
import { EXCHANGE_CHECKS } from '../testing/exchange-checks.js';
import type { ObservedExchange } from './exchange.js';
import { Traffic } from './traffic.js';

const document = loadBundle();
const pairs = readPairs(document);
const profile = resolveProfile({}, { target: 'https://staging.waas.test/base' });
// An example answer as a fault changes it: any shape, as a faulty target would send.
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A pair of the document as traffic: its request sent to the profile's base URL, its example answered. */
function exchangeOf(
  pair: ExamplePair,
  answer: (body: Body) => unknown = (b) => b,
  status = pair.status,
): ObservedExchange {
  return {
    request: pairRequest(pair, profile, new Map(), {}),
    response: {
      status,
      headers: { 'content-type': pair.response.contentType },
      text: JSON.stringify(answer(structuredClone(pair.response.body) as Body)),
    },
    startedAt: new Date(0).toISOString(),
  };
}

test("the document's own example pairs, as traffic, raise no finding and cover what they exercise", () => {
  const traffic = new Traffic(profile, document);
  for (const pair of pairs) traffic.observe(exchangeOf(pair));
  const report = traffic.report();
  const failed = report.results.flatMap((r) =>
    r.checks.filter((c) => c.outcome === 'failed').map((c) => `${r.id} ${c.name}: ${c.message}`),
  );
  expect(failed).toEqual([]);
  expect(report.traffic).toEqual({
    judged: pairs.length,
    leftOut: { noAnswer: 0, otherHost: 0, unknownPath: 0, paths: {} },
  });
  expect(report.summary.coverage.index).toBe(1);
  // Every check that applies to traffic judged something: none of them passed by never running.
  const ran = Object.entries(report.summary.checks.byName)
    .filter(([, t]) => t.run > 0)
    .map(([name]) => name);
  expect(ran.sort()).toEqual([...EXCHANGE_CHECKS, 'history', 'idempotency'].sort());
});

const pair = (operationId: string, name: string) => pairByName(pairs, operationId, name);

/** Each fault, shown by traffic alone: the exchanges as they passed, and the check that must name it. */
/**
 * `refutes`: the check rests on one of our provisional choices (which answer a reused reference gets): a refutation,
 * not a deviation.
 */
const FAULTS: {
  fault: string;
  exchanges: () => ObservedExchange[];
  check: string;
  also?: string[];
  at?: RegExp;
  refutes?: boolean;
}[] = [
  {
    fault: 'code "200" where the document says "00"',
    check: 'envelope',
    exchanges: () => [exchangeOf(pair('getWalletById', 'walletRetrieved'), (b: Body) => ({ ...b, code: '200' }))],
  },
  {
    fault: 'a field of the wrong type',
    check: 'schema',
    at: /Wallet\/properties\/availableBalance$/,
    exchanges: () => [
      exchangeOf(pair('getWalletById', 'walletRetrieved'), (b: Body) => ({
        ...b,
        data: { ...b.data, availableBalance: '12.00' },
      })),
    ],
  },
  {
    fault: 'a misspelled field',
    check: 'unknownProperties',
    exchanges: () => [
      exchangeOf(pair('getWalletById', 'walletRetrieved'), (b: Body) => ({
        ...b,
        data: { ...b.data, walletNam: 'x' },
      })),
    ],
  },
  {
    fault: 'a status the operation does not document',
    check: 'status',
    exchanges: () => [exchangeOf(pair('getWalletById', 'walletRetrieved'), (b) => b, 418)],
  },
  {
    fault: 'a stack trace in an error answer',
    check: 'leak',
    also: ['envelope'],
    exchanges: () => [
      exchangeOf(pair('getWalletById', 'accountNotFound'), (b: Body) => ({
        ...b,
        message: 'TypeError: x is undefined\n    at read (/app/src/wallets.js:12:5)',
      })),
    ],
  },
  {
    fault: 'another wallet than the one asked for',
    check: 'values',
    exchanges: () => [
      exchangeOf(pair('getWalletById', 'walletRetrieved'), (b: Body) => ({
        ...b,
        data: { ...b.data, id: '00000000-0000-4000-8000-000000000000' },
      })),
    ],
  },
  {
    fault: 'page numbers that do not add up',
    check: 'pagination',
    exchanges: () => [
      exchangeOf(pair('listCheckoutWallets', 'walletsListed'), (b: Body) => ({
        ...b,
        pagination: { ...b.pagination, totalPages: b.pagination.totalPages + 3 },
      })),
    ],
  },
  {
    fault: 'a history page whose balances do not chain',
    check: 'history',
    // A second entry, a credit of 100 a second later, whose balance is not the first's plus 100.
    exchanges: () => [
      exchangeOf(pair('getWalletHistory', 'historyFetched'), (b: Body) => {
        const [entry] = b.data.walletHistories;
        const next = {
          ...entry,
          debitCreditIndicator: 'C',
          amount: 100,
          balance: entry.balance + 107,
          dateCreated: new Date(Date.parse(`${entry.dateCreated}Z`) + 1000).toISOString().slice(0, -1),
        };
        return { ...b, data: { ...b.data, walletHistories: [entry, next], totalCount: 2 } };
      }),
    ],
  },
  {
    // A new transaction under a reference already posted: a second posting, never a choice of ours refuted.
    fault: 'a reference sent again with the same body that posted again',
    check: 'idempotency',
    exchanges: () => [
      exchangeOf(pair('postWalletTransaction', 'transactionPosted')),
      exchangeOf(pair('postWalletTransaction', 'transactionPosted'), (b: Body) => ({
        ...b,
        data: { ...b.data, transactionId: '00000000-0000-4000-8000-000000000001' },
      })),
    ],
  },
  {
    // Which answer a replay gets is our choice (the original one); a target that answers 409 chose otherwise.
    fault: 'a reference sent again with the same body answered 409, where we chose the original answer',
    check: 'idempotency',
    refutes: true,
    exchanges: () => {
      const conflict = pair('postWalletTransaction', 'referenceConflict');
      return [
        exchangeOf(pair('postWalletTransaction', 'transactionPosted')),
        { ...exchangeOf(pair('postWalletTransaction', 'transactionPosted')), response: exchangeOf(conflict).response },
      ];
    },
  },
  {
    fault: 'a reference sent again with another body that posted',
    check: 'idempotency',
    exchanges: () => {
      const first = exchangeOf(pair('postWalletTransaction', 'transactionPosted'));
      // Posted again for the new amount, as a target that ignores the reference would.
      const again = exchangeOf(pair('postWalletTransaction', 'transactionPosted'), (b: Body) => ({
        ...b,
        data: { ...b.data, amount: 1 },
      }));
      again.request.body = JSON.stringify({ ...JSON.parse(again.request.body!), amount: 1 });
      return [first, again];
    },
  },
  {
    fault: 'an answer in another media type',
    check: 'contentType',
    exchanges: () => [
      {
        ...exchangeOf(pair('getWalletById', 'walletRetrieved')),
        response: {
          ...exchangeOf(pair('getWalletById', 'walletRetrieved')).response,
          headers: { 'content-type': 'text/html' },
        },
      },
    ],
  },
];

test.each(FAULTS)('$fault: caught by $check', ({ exchanges, check, also = [], at, refutes = false }) => {
  const traffic = new Traffic(profile, document);
  for (const exchange of exchanges()) traffic.observe(exchange);
  const report = traffic.report();
  const failed = report.results.flatMap((r) => r.checks.filter((c) => c.outcome === 'failed'));
  // The fault, and nothing it does not cause (a schema failure is one per schema that applies where the body is wrong).
  expect([...new Set(failed.map((c) => c.name))].sort()).toEqual([check, ...also].sort());
  if (at) expect(failed.find((c) => c.name === check)!.at?.[0]).toMatch(at);
  expect(report.summary.deviations.some((d) => d.check === check)).toBe(!refutes);
  expect(report.summary.provisional.some((p) => p.verdict === 'refuted')).toBe(refutes);
});

test('other hosts and undocumented operations are counted, not judged; a truncated body by its status alone', () => {
  const traffic = new Traffic(profile, document);
  const wallet = exchangeOf(pair('getWalletById', 'walletRetrieved'));
  traffic.observe({ ...wallet, request: { ...wallet.request, url: 'https://cdn.example.test/app.js' } });
  traffic.observe({
    ...wallet,
    request: { ...wallet.request, url: 'https://staging.waas.test/other/api/v1/wallets/get/wallet/x' },
  });
  traffic.observe({
    ...wallet,
    request: { ...wallet.request, url: 'https://staging.waas.test/base/api/v1/nothing-here' },
  });
  traffic.observe({ ...wallet, request: { ...wallet.request, method: 'HEAD' } });
  const truncated = traffic.observe({
    ...wallet,
    response: { ...wallet.response, text: '{"code":"00","da' },
    truncated: true,
  });
  expect(truncated.map((c) => c.name)).toEqual(['status']);
  const report = traffic.report();
  expect(report.traffic).toEqual({
    judged: 1,
    leftOut: {
      noAnswer: 0,
      otherHost: 2,
      unknownPath: 2,
      paths: { 'GET /base/api/v1/nothing-here': 1, [`HEAD ${new URL(wallet.request.url).pathname}`]: 1 },
    },
  });
});

test('no key seen on the wire reaches the report, wherever the target echoed it', () => {
  const traffic = new Traffic(profile, document);
  const wallet = exchangeOf(pair('getWalletById', 'walletRetrieved'));
  const key = 'a-frontend-key-0123456789';
  traffic.observe({
    ...wallet,
    request: { ...wallet.request, headers: { ...wallet.request.headers, 'x-api-key': key } },
    response: { ...wallet.response, text: wallet.response.text.replace('"data"', `"echo":"${key}","data"`) },
  });
  const text = JSON.stringify(traffic.report());
  expect(text).toContain('echo'); // the finding is there (an undeclared property) …
  expect(text).not.toContain(key); // … with the key redacted
});

// Three times the references it remembers (10,000): enough to show the memory flat, and few enough to stay quick on a
// CI machine whose cores every package's tests share. The limit only stops a hang.
test('a long run keeps a bounded memory: 30,000 exchanges keep what 10,000 keep', { timeout: 120_000 }, () => {
  const posted = pair('postWalletTransaction', 'transactionPosted');
  const base = exchangeOf(posted);
  const traffic = new Traffic(profile, document);
  const sizes: number[] = [];
  for (let i = 1; i <= 30_000; i++) {
    const reference = `TRX-LONG-${i}`;
    const body = JSON.stringify({ ...JSON.parse(base.request.body!), transactionReference: reference });
    const text = base.response.text.replace(
      (posted.response.body as { data: { transactionReference: string } }).data.transactionReference,
      reference,
    );
    traffic.observe({ ...base, request: { ...base.request, body }, response: { ...base.response, text } });
    if (i === 10_000 || i === 30_000) sizes.push(JSON.stringify(traffic.report()).length, traffic.rememberedReferences);
  }
  // The same report but for its counts (10000 → 30000) and times: no exchange kept beyond the first and last.
  expect(Math.abs(sizes[2]! - sizes[0]!)).toBeLessThan(100);
  expect(sizes[3]).toBe(sizes[1]);
  expect(sizes[1]).toBeLessThanOrEqual(10_000);
});

test('a CORS preflight is neither judged nor an undocumented operation; a 429 is noted, never a finding', () => {
  const traffic = new Traffic(profile, document);
  const read = exchangeOf(pair('getWalletById', 'walletRetrieved'));
  traffic.observe({
    ...read,
    request: {
      ...read.request,
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET', origin: 'http://localhost:5173' },
    },
    response: { status: 204, headers: {}, text: '' },
  });
  traffic.observe({
    ...read,
    response: { status: 429, headers: { 'retry-after': '1' }, text: '{"message":"slow down"}' },
  });
  traffic.observe(read);
  const report = traffic.report();
  expect(report.traffic).toMatchObject({ judged: 1, leftOut: { unknownPath: 0, paths: {} } });
  expect(report.summary.deviations).toEqual([]);
  expect(report.notes).toEqual(['rate limit met: 1 exchange answered 429, left unjudged']);
});
