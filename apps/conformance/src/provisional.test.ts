import { loadBundle, readOperations } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { collectProvisional } from '@waas/spec/document';
import { readingOf, reads, refutable } from './provisional.js';

const document = loadBundle();
const choices = collectProvisional(document);
const operation = (id: string) => readOperations(document).find((o) => o.operationId === id)!;

test('finds every x-provisional of the bundle', () => {
  const count = (node: unknown): number =>
    node === null || typeof node !== 'object' ? 0 : ('x-provisional' in node ? 1 : 0) + Object.values(node).reduce<number>((n, child) => n + count(child), 0);
  expect(choices).toHaveLength(count(document));
});

describe('what a case reads', () => {
  const post = operation('postWalletTransaction');
  const reading200 = readingOf(document, post.at, 200);
  const cases: [string, string, boolean][] = [
    ['its operation node', post.at, true],
    ['its own response', `${post.at}/responses/200`, true],
    ['a component its response reaches', '#/components/schemas/PostedTransaction', true],
    ['a component its request body reaches', '#/components/schemas/TransactionToPost', true],
    ['another response of the operation', `${post.at}/responses/409`, false],
    ['a component only another operation reaches', '#/components/schemas/CheckoutWallet', false],
  ];
  test.each(cases)('%s', (_, at, want) => expect(reads(reading200, at)).toBe(want));
});

describe('which failed checks refute which choices', () => {
  const at = operation('postWalletTransaction').at;
  const reading = readingOf(document, at, 200);
  const cases: [string, { check: string; at: string }, boolean][] = [
    ['a wrong status refutes the chosen method and path', { check: 'status', at }, true],
    ['a differing value does not', { check: 'values', at }, false],
    ['a differing value refutes an example', { check: 'values', at: '#/components/examples/TransactionCredit' }, true],
    ['a differing value says nothing of a schema', { check: 'values', at: '#/components/schemas/Amount' }, false],
    ['a schema violation refutes a schema', { check: 'schema', at: '#/components/schemas/Amount' }, true],
    ['a schema violation says nothing of an example', { check: 'schema', at: '#/components/examples/TransactionCredit' }, false],
  ];
  test.each(cases)('%s', (_, given, want) => expect(refutable(given.check, given.at, reading)).toBe(want));
});
