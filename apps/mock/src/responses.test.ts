import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { withTable } from '@waas/command-line';
import { documentedResponses, responseTable } from './responses.js';

const [TABLE_START, TABLE_END] = ['<!-- responses:start -->', '<!-- responses:end -->'];

const document = loadBundle();
const rows = documentedResponses(document);
const pairs = readPairs(document);

test('one row per documented response example, in document order', () => {
  expect(rows.map((r) => `${r.operationId} ${r.status} ${r.example}`)).toEqual(
    pairs.map((p) => `${p.operationId} ${p.status} ${p.name}`),
  );
});

describe('each row says how to get its response', () => {
  const cases = [
    [
      'a named example',
      { operationId: 'getWalletById', name: 'accountNotFound' },
      { prefer: 'code=404, example=accountNotFound', note: '' },
    ],
    [
      'a missing key',
      { operationId: 'getWalletById', name: 'missingApiKey' },
      {
        prefer: 'code=401, example=missingApiKey',
        note: 'leave out x-api-key (Prism answers it without Prefer)',
      },
    ],
    [
      'another organization',
      { operationId: 'listCheckoutWallets', name: 'otherOrganization' },
      { prefer: 'code=403, example=otherOrganization', note: 'any x-api-key' },
    ],
    [
      'an invalid request',
      { operationId: 'searchWalletByMobileNumber', name: 'invalidRequest' },
      { prefer: 'code=400, example=invalidRequest', note: 'an invalid request gets it without Prefer' },
    ],
  ] as const;
  test.each(cases)('%s', (_, given, want) => {
    const pair = pairByName(pairs, given.operationId, given.name);
    const row = rows.find((r) => r.operationId === pair.operationId && r.example === pair.name);
    expect(row).toMatchObject({ ...want, request: `${pair.method.toUpperCase()} ${pair.path}`, status: pair.status });
  });
});

describe('withTable', () => {
  const cases = [
    [
      'replaces what is between the markers',
      `a\n${TABLE_START}\nold\n${TABLE_END}\nb`,
      `a\n${TABLE_START}\nnew\n${TABLE_END}\nb`,
    ],
    ['fills empty markers', `${TABLE_START}${TABLE_END}`, `${TABLE_START}\nnew\n${TABLE_END}`],
  ] as const;
  test.each(cases)('%s', (_, given, want) => expect(withTable(given, 'responses', 'new')).toBe(want));
  test('refuses a README without markers', () =>
    expect(() => withTable('no markers', 'responses', 'new')).toThrow(/markers/));
});

test('each operation gets its request line and a table of its rows, no line wider than 120 columns', () => {
  const lines = responseTable(rows).split('\n');
  const operations = new Set(rows.map((row) => row.operationId)).size;
  expect(
    lines.filter((line) => line.startsWith('| ') && !line.startsWith('| Status') && !line.startsWith('| ---')),
  ).toHaveLength(rows.length);
  expect(lines.filter((line) => line.startsWith('| Status |'))).toHaveLength(operations);
  expect(lines.filter((line) => new TextEncoder().encode(line).length > 120)).toEqual([]);
});
