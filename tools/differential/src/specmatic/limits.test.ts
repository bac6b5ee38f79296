import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBundle, nodeAt, pointer, resolve } from '@waas/spec/document';
import { explain, judge, LIMITS, type Limit, type Verdict } from './limits.js';
import { readSpecmaticLog, type SpecmaticTest } from './log.js';

const document = loadBundle();
const API_KEY = 'sandbox-key-acme-admin';
// Ten tests cut from a real run of Specmatic 2.55.1 against the sandbox, in the order they ran (log.test.ts reads
// them).
const run = readSpecmaticLog(readFileSync(new URL('fixtures/run.txt', import.meta.url), 'utf8'));

const verdictOf = (
  index: number,
  change: (test: SpecmaticTest) => void = () => undefined,
  earlier = run.slice(0, index),
): Verdict => {
  const test = structuredClone(run[index]!);
  change(test);
  return explain(test, { document, apiKey: API_KEY, earlier });
};

const body = (test: SpecmaticTest, side: 'request' | 'response') => test[side]!.body as Record<string, unknown>;

/** Test 6 with a whole generated fee, so that the request is one the spec admits, refused for insufficient funds. */
const unfunded = (test: SpecmaticTest) => {
  body(test, 'request').fee = 870817382964;
  test.response!.body = { code: '51', success: false, message: 'Insufficient funds', data: null };
};

describe("a failure that is one of Specmatic's limits", () => {
  const cases: { given: number; name: string; want: Limit; change?: (test: SpecmaticTest) => void }[] = [
    { given: 0, name: 'a 401 example, sent with the one key', want: 'oneKey' },
    { given: 1, name: "'08031234567' sent as 8031234567, and not found", want: 'misreadExample' },
    { given: 2, name: 'a 500 example, with no fault asked for', want: 'noFault' },
    { given: 4, name: 'a variation under the reference test 3 posted, answered 409', want: 'reusedReference' },
    { given: 5, name: 'neither accountNumber nor walletId, refused with 400', want: 'forbiddenRequest' },
    { given: 6, name: 'a fee with four decimals, refused with 400', want: 'forbiddenRequest' },
    { given: 7, name: "'058' and '0123456789' read as numbers, refused before sending", want: 'misreadExample' },
    { given: 9, name: 'an "invalid" reference the pattern allows, accepted', want: 'acceptedMutation' },
    {
      given: 6,
      name: 'a debit made costlier by a whole fee, insufficient funds',
      want: 'unfundedValue',
      change: unfunded,
    },
  ];
  it.each(cases)('$name: $want', ({ given, want, change }) => {
    expect(verdictOf(given, change)).toEqual({ limit: want });
  });

  it('every limit has a case', () => {
    expect(new Set(cases.map((c) => c.want))).toEqual(new Set(Object.keys(LIMITS)));
  });

  it('judge gives a verdict to each failed test and to no passed one', () => {
    const verdicts = judge(run, { document, apiKey: API_KEY });
    expect(verdicts.map((v) => run.indexOf(v.test))).toEqual([0, 1, 2, 4, 5, 6, 7, 9]);
    expect(verdicts.every((v) => 'limit' in v.verdict)).toBe(true);
  });
});

/** A negative test of Specmatic's on the checkout wallet list: a query it mutated, answered with the spec's own 200. */
const listedAfterMutation = (query: string): SpecmaticTest => {
  const operation = pointer('paths', '/api/v1/checkout-wallet', 'get');
  const listed = resolve<{ value: unknown }>(
    document,
    nodeAt(document, `${operation}/responses/200/content/application~1json/examples/walletsListed`),
  );
  const organizationId = resolve<{ value: string }>(
    document,
    nodeAt(document, `${operation}/parameters/0/examples/walletsListed`),
  ).value;
  return {
    positive: false,
    method: 'GET',
    path: '/api/v1/checkout-wallet',
    expected: '4xx',
    example: 'walletsListed',
    scenario: 'pageSize is mutated from string to number',
    passed: false,
    request: {
      start: `GET /api/v1/checkout-wallet?organizationId=${organizationId}&${query}`,
      headers: { 'x-api-key': API_KEY },
      body: undefined,
    },
    response: { start: '200 OK', headers: {}, body: listed.value },
  };
};

describe('a mutated query parameter the spec still admits', () => {
  it.each([
    { given: 'pageSize=42', want: { limit: 'acceptedMutation' } },
    { given: 'pageSize=420', want: { disagreement: expect.any(String) } },
    { given: 'pageSize=42&search=', want: { disagreement: expect.any(String) } },
  ])('$given, answered 200', ({ given, want }) => {
    expect(explain(listedAfterMutation(given), { document, apiKey: API_KEY, earlier: [] })).toEqual(want);
  });

  it('a required query parameter left out, answered 200', () => {
    const test = listedAfterMutation('pageSize=42');
    test.request!.start = 'GET /api/v1/checkout-wallet?pageSize=42';
    expect(explain(test, { document, apiKey: API_KEY, earlier: [] })).toEqual({ disagreement: expect.any(String) });
  });
});

describe('the same failures, changed into disagreements', () => {
  const cases: { name: string; given: number; change?: (test: SpecmaticTest) => void; earlier?: SpecmaticTest[] }[] = [
    {
      name: 'an answer with a misspelled field',
      given: 0,
      change: (t) => (body(t, 'response').sucess = body(t, 'response').success) && delete body(t, 'response').success,
    },
    {
      name: 'an answer with a status the operation does not document',
      given: 0,
      change: (t) => (t.response!.start = "418 I'm a teapot"),
    },
    {
      name: 'a 401 example sent with another key',
      given: 0,
      change: (t) => (t.request!.headers['x-api-key'] = 'sandbox-key-globex-admin'),
    },
    {
      name: 'a 500 example where a fault was asked for',
      given: 2,
      change: (t) => (t.request!.headers['x-sandbox-fault'] = 'true'),
    },
    { name: 'a 409 with no earlier use of the reference', given: 4, earlier: [] },
    {
      name: 'a 409 where the earlier use sent the same body',
      given: 4,
      change: (t) => (t.request!.body = structuredClone(run[3]!.request!.body)),
    },
    { name: 'a request the spec admits, refused with 400', given: 6, change: (t) => (body(t, 'request').fee = 12.5) },
    {
      name: 'a refusal before sending over a value the example does not hold',
      given: 7,
      change: (t) => (t.reason = t.reason!.replace('"58"', '"59"')),
    },
    {
      name: 'a mobile number that is no misreading of the example, not found',
      given: 1,
      change: (t) => (t.request!.start = t.request!.start.replace('8031234567', '8031234568')),
    },
    {
      name: 'a request the spec forbids, accepted',
      given: 9,
      change: (t) => (body(t, 'request').transactionReference = 'TRX 1'),
    },
    { name: 'no answer at all', given: 9, change: (t) => delete t.response },
    {
      name: 'insufficient funds for a debit that costs no more than its example',
      given: 6,
      change: (t) => (unfunded(t), (body(t, 'request').fee = 1)),
    },
    {
      name: 'insufficient funds for a credit',
      given: 6,
      change: (t) => (unfunded(t), (body(t, 'request').direction = 'CREDIT')),
    },
    {
      name: 'a costlier debit refused with a code the operation does not document',
      given: 6,
      change: (t) => (unfunded(t), (body(t, 'response').code = '52')),
    },
  ];
  it.each(cases)('$name', ({ given, change, earlier }) => {
    expect(verdictOf(given, change, earlier)).toEqual({ disagreement: expect.any(String) });
  });
});
