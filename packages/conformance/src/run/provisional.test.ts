import { collectProvisional } from '@waas/spec/document';
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { schemasAt } from '../checks/schema-location.js';
import type { CheckResult, HttpRequest } from '../core/model.js';
import { readingOf, reads, refutes } from './provisional.js';

const document = loadBundle();
const choices = collectProvisional(document);
const operation = (id: string) => readOperations(document).find((o) => o.operationId === id)!;
const get = (url: string): HttpRequest => ({ method: 'GET', url: `http://t.test${url}`, headers: {} });

test('finds every x-provisional of the bundle', () => {
  const count = (node: unknown): number =>
    node === null || typeof node !== 'object'
      ? 0
      : ('x-provisional' in node ? 1 : 0) + Object.values(node).reduce<number>((n, child) => n + count(child), 0);
  expect(choices).toHaveLength(count(document));
});

describe('what a case reads', () => {
  const post = operation('postWalletTransaction');
  const reading200 = readingOf(document, post.at, 200, {
    method: 'POST',
    url: 'http://t.test/x',
    headers: {},
    body: '{}',
  });
  const list = operation('listCheckoutWallets');
  const listed = readingOf(
    document,
    list.at,
    200,
    get('/api/v1/checkout-wallet?organizationId=o&pageNumber=1&pageSize=10'),
  );
  const filtered = readingOf(document, list.at, 200, get('/api/v1/checkout-wallet?organizationId=o&status=Expired'));
  const webhook = readingOf(document, '#/webhooks/inflow/post', undefined);
  const cases: [string, { reading: typeof listed; at: string }, boolean][] = [
    ['its operation node', { reading: reading200, at: post.at }, true],
    ['its own response', { reading: reading200, at: `${post.at}/responses/200` }, true],
    ['a component its response reaches', { reading: reading200, at: '#/components/schemas/PostedTransaction' }, true],
    [
      'a component its request body reaches',
      { reading: reading200, at: '#/components/schemas/TransactionToPost' },
      true,
    ],
    ['another response of the operation', { reading: reading200, at: `${post.at}/responses/409` }, false],
    [
      'a component only another operation reaches',
      { reading: reading200, at: '#/components/schemas/CheckoutWallet' },
      false,
    ],
    ['a parameter it sent', { reading: listed, at: `${list.at}/parameters/2` }, true],
    ['a filter it never sent', { reading: listed, at: `${list.at}/parameters/3` }, false],
    ['a filter it sent', { reading: filtered, at: `${list.at}/parameters/3` }, true],
    ["a webhook's body", { reading: webhook, at: '#/webhooks/inflow/post/requestBody' }, true],
    [
      "a webhook's retry schedule, which an accepted delivery never exercises",
      { reading: webhook, at: '#/webhooks/inflow/post/responses/200' },
      false,
    ],
  ];
  test.each(cases)('%s', (_, given, want) => expect(reads(given.reading, given.at)).toBe(want));
});

describe('which checks speak to which choices', () => {
  const search = operation('searchWalletByMobileNumber');
  const reading = readingOf(document, search.at, 200, get('/api/v1/wallets/search/mobile?mobNum=08031234567'));
  const root = `${search.at}/responses/200/content/application~1json/schema`;
  const post = operation('postWalletTransaction');
  const posting = readingOf(document, post.at, 404, {
    method: 'POST',
    url: 'http://t.test/x',
    headers: {},
    body: '{}',
  });
  const failed = (name: CheckResult['name'], at?: string[]): CheckResult => ({
    name,
    outcome: 'failed',
    ...(at && { at }),
  });
  // getWalletGroup's 401 is the shared Unauthorized response: one example documented, another provisional beside it.
  const group = operation('getWalletGroup');
  const examples = `${group.at}/responses/401/content/application~1json/examples`;
  const keyless = readingOf(document, group.at, 401, get('/api/v1/walletgroups/get/g'), `${examples}/missingApiKey`);
  const unknownKey = readingOf(
    document,
    group.at,
    401,
    get('/api/v1/walletgroups/get/g'),
    `${examples}/unauthorizedAccess`,
  );
  const unauthorizedAccess =
    '#/components/responses/Unauthorized/content/application~1json/examples/unauthorizedAccess';
  const funds = readingOf(
    document,
    post.at,
    400,
    { method: 'POST', url: 'http://t.test/x', headers: {}, body: '{}' },
    `${post.at}/responses/400/content/application~1json/examples/insufficientFunds`,
  );
  const groupSchema = schemasAt(document, `${group.at}/responses/200/content/application~1json/schema`, ['data', 'id']);
  const cases: [string, { check: CheckResult; at: string; reading: typeof reading; status?: number }, boolean][] = [
    [
      'the search reads the mobile-number format it sent',
      { check: failed('schema'), at: '#/components/schemas/MobileNumber', reading },
      true,
    ],
    [
      'a balance sent as text does not refute the mobile-number format',
      {
        check: failed('schema', schemasAt(document, root, ['data', 'availableBalance'])),
        at: '#/components/schemas/MobileNumber',
        reading,
      },
      false,
    ],
    [
      'an overdraft of the wrong form refutes the overdraft choice',
      {
        check: failed('schema', schemasAt(document, root, ['data', 'overdraft'])),
        at: '#/components/schemas/Wallet/properties/overdraft',
        reading,
      },
      true,
    ],
    [
      'an envelope says nothing of a schema',
      { check: failed('envelope'), at: '#/components/schemas/MobileNumber', reading },
      false,
    ],
    [
      'an envelope says nothing of the chosen path',
      { check: failed('envelope'), at: post.at, reading: posting },
      false,
    ],
    [
      'a 400 where a 404 is documented says nothing of the chosen path: the route answered',
      { check: failed('status'), at: post.at, reading: posting, status: 400 },
      false,
    ],
    [
      'a route that is not there refutes the chosen path',
      { check: failed('status'), at: post.at, reading: posting, status: 405 },
      true,
    ],
    [
      'the documented answer could have refuted the chosen path, and did not',
      { check: { name: 'status', outcome: 'passed' }, at: post.at, reading: posting, status: 404 },
      true,
    ],
    [
      'a semantic check refutes no choice by itself',
      { check: failed('idempotency'), at: `${post.at}/responses/404`, reading: posting },
      false,
    ],
    [
      'an envelope differing from the documented example says nothing of a provisional one beside it',
      { check: failed('envelope'), at: unauthorizedAccess, reading: keyless },
      false,
    ],
    ['… nor do its values', { check: failed('values'), at: unauthorizedAccess, reading: keyless }, false],
    ['… nor its content type', { check: failed('contentType'), at: unauthorizedAccess, reading: keyless }, false],
    [
      'an envelope differing from the provisional example it was compared with refutes it (written in a component)',
      { check: failed('envelope'), at: unauthorizedAccess, reading: unknownKey },
      true,
    ],
    [
      'values differing from the provisional example they were compared with refute it (written under the operation)',
      {
        check: failed('values'),
        at: `${post.at}/responses/400/content/application~1json/examples/insufficientFunds`,
        reading: funds,
      },
      true,
    ],
    [
      'a schema violation of the status the case expected refutes the schema',
      {
        check: failed('schema', groupSchema),
        at: '#/components/schemas/WalletGroup',
        reading: readingOf(document, group.at, 200, get('/api/v1/walletgroups/get/g')),
        status: 200,
      },
      true,
    ],
    [
      'a schema violation of a 200 where a 401 was due says nothing of the 200 schema',
      { check: failed('schema', groupSchema), at: '#/components/schemas/WalletGroup', reading: keyless, status: 200 },
      false,
    ],
  ];
  test.each(cases)('%s', (_, given, want) =>
    expect(refutes(given.check, given.at, given.reading, given.status)).toBe(want),
  );
});
