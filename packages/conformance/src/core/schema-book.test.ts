import { loadBundle, pairByName, readOperations, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { responseSchema } from './context.js';
import { SchemaBook } from './schema-book.js';

const document = loadBundle();
const book = new SchemaBook(document);
const operations = readOperations(document);
const pairs = readPairs(document);
const schemaOf = (operationId: string, status: number) =>
  responseSchema(operations.find((o) => o.operationId === operationId)!, status, 'application/json').schema!;

test.each(pairs.map((p) => [`${p.operationId} ${p.status} ${p.name}`, p] as const))(
  'the example %s is valid and declares every property',
  (_, pair) => {
    const schema = schemaOf(pair.operationId, pair.status);
    expect(book.validate(schema, pair.response.body)).toEqual([]);
    expect(book.unknownProperties(schema, pair.response.body)).toEqual([]);
  },
);

describe('a changed wallet', () => {
  const base = pairByName(pairs, 'getWalletById', 'walletRetrieved');
  const schema = schemaOf('getWalletById', 200);
  const cases: [string, (body: any) => void, { problems: string[]; unknown: string[] }][] = [
    [
      'a number as text',
      (b) => (b.data.availableBalance = '1'),
      { problems: ['/data/availableBalance must be number'], unknown: [] },
    ],
    [
      'a required field left out',
      (b) => delete b.data.walletGroupId,
      { problems: ['/data is missing required property walletGroupId'], unknown: [] },
    ],
    [
      'a misspelled field, inside allOf',
      (b) => (b.data.walletNmae = 'x'),
      { problems: [], unknown: ['/data/walletNmae'] },
    ],
    ['an extra field at the top', (b) => (b.extra = 1), { problems: [], unknown: ['/extra'] }],
    [
      'an extra field in a nested object',
      (b) => (b.data.virtualAccount.iban = 'x'),
      { problems: [], unknown: ['/data/virtualAccount/iban'] },
    ],
  ];
  test.each(cases)('%s', (_, edit, want) => {
    const body = structuredClone(base.response.body) as any;
    edit(body);
    expect(book.validate(schema, body)).toEqual(want.problems);
    expect(book.unknownProperties(schema, body)).toEqual(want.unknown);
  });
});

test('requiredProperties follows $ref and allOf', () => {
  const operation = operations.find((o) => o.operationId === 'postWalletTransaction')!;
  const node = (document.paths![operation.path] as any).post.requestBody.content['application/json'].schema;
  expect(book.requiredProperties(node).sort()).toEqual(['amount', 'currency', 'direction', 'productId']);
});
