import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { chooseMatch, matchingOf, type RequestInputs } from './matching.js';
import { loadBundle } from './load-bundle.js';
import { pairByName, readOperations, readPairs, type OpenApiDocument } from './pairs.js';

const fixture = parse(readFileSync(new URL('fixtures/matching.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const matchingIn = (document: OpenApiDocument, operationId: string) =>
  matchingOf(document, readOperations(document).find((o) => o.operationId === operationId)!);

describe('matchingOf', () => {
  test('candidates: the 2xx pairs with a well-formed request and no scenario, by status then in document order', () => {
    expect(matchingIn(fixture, 'listStatements').candidates.map((c) => `${c.status} ${c.name}`)).toEqual([
      '200 monthly',
      '200 yearly',
      '202 accepted',
    ]);
    expect(matchingIn(fixture, 'postTransfer').candidates.map((c) => c.name)).toEqual(['plain', 'urgent']);
  });

  test('inputs: what the candidates differ on, a closed set (enum, const, boolean) by value, else by presence', () => {
    expect(matchingIn(fixture, 'listStatements').inputs).toEqual([
      { in: 'query', name: 'period', by: 'value' },
      { in: 'header', name: 'x-format', by: 'value' },
      { in: 'header', name: 'x-trace', by: 'presence' },
    ]);
    expect(matchingIn(fixture, 'postTransfer').inputs).toEqual([{ in: 'body', name: 'urgent', by: 'value' }]);
  });

  test("postWalletTransaction's candidates differ on the fee's presence, the direction and the value date's", () => {
    const matching = matchingIn(loadBundle(), 'postWalletTransaction');
    expect(matching.inputs).toEqual([
      { in: 'body', name: 'fee', by: 'presence' },
      { in: 'body', name: 'direction', by: 'value' },
      { in: 'body', name: 'valueDate', by: 'presence' },
    ]);
    expect(matching.candidates.map((c) => c.name)).toEqual([
      'transactionPosted',
      'transactionScheduled',
      'debitPosted',
    ]);
  });
});

describe('chooseMatch', () => {
  const cases: [string, { operationId: string; given: RequestInputs; want: string }][] = [
    [
      'a closed-set query parameter by value',
      {
        operationId: 'listStatements',
        given: { query: { period: 'year' }, header: { 'x-trace': 't-9' } },
        want: 'yearly',
      },
    ],
    [
      'a closed-set header by value, whatever the status',
      {
        operationId: 'listStatements',
        given: { query: { period: 'year' }, header: { 'x-format': 'csv' } },
        want: 'accepted',
      },
    ],
    [
      'a query parameter given twice: its first value',
      {
        operationId: 'listStatements',
        given: { query: { period: ['year', 'month'] }, header: { 'x-trace': 't' } },
        want: 'yearly',
      },
    ],
    [
      'one agreement by value outweighs agreements by presence',
      {
        operationId: 'listStatements',
        given: { query: { period: 'month' }, header: { 'x-trace': 't' } },
        want: 'monthly',
      },
    ],
    [
      'presence tells apart candidates equal by value',
      { operationId: 'listStatements', given: { query: { period: 'year' } }, want: 'accepted' },
    ],
    [
      'nothing agrees by value: presence decides',
      {
        operationId: 'listStatements',
        given: { query: { period: 'week' }, header: { 'x-format': 'xml', 'x-trace': 't' } },
        want: 'yearly',
      },
    ],
    ['a tie: the first in order, the default answer', { operationId: 'listStatements', given: {}, want: 'monthly' }],
    [
      'a boolean body field by value',
      { operationId: 'postTransfer', given: { body: { kind: 'transfer', urgent: true } }, want: 'urgent' },
    ],
    [
      'a boolean value no candidate has: the first',
      { operationId: 'postTransfer', given: { body: { kind: 'transfer', urgent: false } }, want: 'plain' },
    ],
    [
      'a body that is no object agrees on nothing',
      { operationId: 'postTransfer', given: { body: [true] }, want: 'plain' },
    ],
  ];
  test.each(cases)('%s', (_, { operationId, given, want }) => {
    expect(chooseMatch(matchingIn(fixture, operationId), given)?.name).toBe(want);
  });

  test('an operation without a candidate has no match', () => {
    expect(chooseMatch({ inputs: [], candidates: [] }, {})).toBeUndefined();
  });
});

describe('postWalletTransaction: a debit gets the debit', () => {
  const document = loadBundle();
  const matching = matchingIn(document, 'postWalletTransaction');
  const example = (name: string) =>
    pairByName(readPairs(document), 'postWalletTransaction', name).request.body as Record<string, unknown>;
  const { fee: _, remarks: __, ...bare } = example('transactionPosted');
  const cases: [string, { given: Record<string, unknown>; want: string }][] = [
    ['a credit as the example has it', { given: example('transactionPosted'), want: 'transactionPosted' }],
    [
      'a credit without fee or remarks',
      { given: { ...bare, amount: 12.5, transactionReference: 'MY-1' }, want: 'transactionPosted' },
    ],
    [
      'a debit of another amount and reference',
      { given: { ...bare, direction: 'DEBIT', amount: 250, transactionReference: 'MY-2' }, want: 'debitPosted' },
    ],
    ['a debit with a fee', { given: { ...bare, direction: 'DEBIT', fee: 10 }, want: 'debitPosted' }],
    [
      'a debit with a value date',
      { given: { ...bare, direction: 'DEBIT', valueDate: '2031-02-03T04:05:06Z' }, want: 'transactionScheduled' },
    ],
    [
      'a debit with a value date and a fee',
      {
        given: { ...bare, direction: 'DEBIT', fee: 1, valueDate: '2031-02-03T04:05:06Z' },
        want: 'transactionScheduled',
      },
    ],
    [
      'a credit with a value date: no scheduled credit is documented, so the credit',
      { given: { ...bare, valueDate: '2031-02-03T04:05:06Z' }, want: 'transactionPosted' },
    ],
  ];
  test.each(cases)('%s', (_, { given, want }) => {
    expect(chooseMatch(matching, { body: given })?.name).toBe(want);
  });

  test.each([
    ['no body', {}],
    ['a body that is not an object', { body: 'DEBIT' }],
  ] as const)('%s says nothing of the body: the default', (_, given) => {
    expect(chooseMatch(matching, given)?.name).toBe('transactionPosted');
  });
});

test("every 2xx pair of the spec's operations is answered with itself when its own request is sent", () => {
  const document = loadBundle();
  const chosen = readOperations(document).flatMap((operation) => {
    const matching = matchingOf(document, operation);
    return readPairs(document)
      .filter(
        (pair) => pair.operationId === operation.operationId && matching.candidates.some((c) => c.name === pair.name),
      )
      .map((pair) => {
        const request = {
          path: pair.request.pathParams,
          query: pair.request.query,
          header: pair.request.headers,
          body: pair.request.body,
        };
        return [`${pair.operationId} ${pair.name}`, `${pair.operationId} ${chooseMatch(matching, request)?.name}`];
      });
  });
  expect(chosen.length).toBeGreaterThan(12);
  expect(chosen.map(([, got]) => got)).toEqual(chosen.map(([want]) => want));
});
