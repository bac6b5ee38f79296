// Without Prefer, the handlers answer the pair the request matches (the spec's matching rule), named in x-waas-example;
// Prefer still wins. The rule's scoring here is held to the spec's own chooseMatch.
import { chooseMatch as specChoice, matchingOf } from '@waas/spec/matching';
import { describe, expect, test } from 'vitest';
import { operations, pairs } from './fixtures/spec-pairs.js';
import { testServer } from './fixtures/test-server.js';
import { handlers } from './index.js';
import { EXAMPLE_HEADER, chooseMatch, type RequestInputs } from './matching.js';
import { OPERATIONS } from './responses.gen.js';
import { loadBundle, pairUrl } from '@waas/spec/pairs';

testServer(...handlers);

const posting = pairs.find(
  (pair) => pair.operationId === 'postWalletTransaction' && pair.name === 'transactionPosted',
)!;
const credit = posting.request.body as Record<string, unknown>;
const example = (name: string) =>
  pairs.find((pair) => pair.operationId === 'postWalletTransaction' && pair.name === name)!.response.body;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(pairUrl(posting, 'https://wallet.example.test'), {
    method: 'POST',
    headers: { 'x-api-key': 'test-key', 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, named: response.headers.get(EXAMPLE_HEADER), body: await response.json() };
}

describe('postWalletTransaction without Prefer', () => {
  const cases: [string, { given: unknown; want: string }][] = [
    ['a credit', { given: credit, want: 'transactionPosted' }],
    [
      'a debit',
      { given: { ...credit, direction: 'DEBIT', amount: 1000, transactionReference: 'MY-1' }, want: 'debitPosted' },
    ],
    ['a debit with a fee', { given: { ...credit, direction: 'DEBIT', fee: 5 }, want: 'debitPosted' }],
    [
      'a debit with a value date',
      { given: { ...credit, direction: 'DEBIT', valueDate: '2031-01-01T00:00:00Z' }, want: 'transactionScheduled' },
    ],
  ];
  test.each(cases)('%s', async (_, { given, want }) => {
    expect(await post(given)).toEqual({ status: 200, named: want, body: example(want) });
  });

  test('a JSON body that does not parse tells nothing: the default answer', async () => {
    expect(await post('{"direction": "DEB')).toEqual({
      status: 200,
      named: 'transactionPosted',
      body: example('transactionPosted'),
    });
  });

  test('Prefer wins, and the answer names nothing', async () => {
    expect(await post({ ...credit, direction: 'DEBIT' }, { prefer: 'code=200, example=transactionScheduled' })).toEqual(
      { status: 200, named: null, body: example('transactionScheduled') },
    );
  });
});

test("every operation's candidate pairs: their own request gets them, named", async () => {
  const document = loadBundle();
  const candidates = operations.flatMap((operation) =>
    matchingOf(document, operation).candidates.map(
      (c) => pairs.find((p) => p.operationId === operation.operationId && p.name === c.name)!,
    ),
  );
  expect(candidates.length).toBeGreaterThan(12);
  for (const pair of candidates) {
    const init: RequestInit = {
      method: pair.method.toUpperCase(),
      headers: { 'x-api-key': 'k', ...(pair.request.headers as Record<string, string>) },
    };
    if ('body' in pair.request)
      [init.body, init.headers] = [
        JSON.stringify(pair.request.body),
        { ...init.headers, 'content-type': 'application/json' },
      ];
    const response = await fetch(pairUrl(pair, 'http://localhost:3000'), init);
    expect({
      pair: `${pair.operationId} ${pair.name}`,
      named: response.headers.get(EXAMPLE_HEADER),
      body: await response.json(),
    }).toEqual({
      pair: `${pair.operationId} ${pair.name}`,
      named: pair.name,
      body: pair.response.body,
    });
  }
});

describe("the handlers' scoring chooses as the spec's chooseMatch", () => {
  const document = loadBundle();
  const requests: [string, RequestInputs][] = [
    ['nothing', {}],
    ['a debit', { body: { ...credit, direction: 'DEBIT' } }],
    [
      'a debit with a fee and a value date',
      { body: { ...credit, direction: 'DEBIT', fee: 1, valueDate: '2031-01-01T00:00:00Z' } },
    ],
    ['a credit with a value date', { body: { ...credit, valueDate: '2031-01-01T00:00:00Z' } }],
    ['a body that is a list', { body: [credit] }],
    ...pairs.map((pair): [string, RequestInputs] => [
      `${pair.operationId} ${pair.name}`,
      {
        path: pair.request.pathParams,
        query: pair.request.query,
        header: pair.request.headers,
        body: pair.request.body,
      },
    ]),
  ];
  test.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    (operationId, operation) => {
      const spec = matchingOf(document, operation);
      expect(
        OPERATIONS[operationId as keyof typeof OPERATIONS].matching,
        'run `pnpm --filter @waas/msw generate`',
      ).toEqual(spec);
      const ours = requests.map(([given, request]) => [given, chooseMatch(spec, request)?.name]);
      expect(ours).toEqual(requests.map(([given, request]) => [given, specChoice(spec, request)?.name]));
    },
  );
});
