import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { createWalletApi } from './create-wallet-api.js';
import { failedWith, hasCode, hasStatus, isWalletApiError, violationsOf, WalletApiError } from './errors.js';
import { fakeFetch, json } from './fixtures/fake-fetch.js';
import type { OperationId } from './types.js';

const pairs = readPairs(loadBundle());
const apiKey = 'key-that-must-not-leak';
const example = (operationId: string, name: string) => pairByName(pairs, operationId, name).response.body;
const firstPair = (operationId: string, status: number) =>
  pairs.find((p) => p.operationId === operationId && p.status === status)!;

async function thrown(promise: Promise<unknown>): Promise<WalletApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WalletApiError);
  return error as WalletApiError;
}

interface Case {
  operationId: OperationId;
  init?: unknown;
  answer: () => Response;
  want: { status: number; code: string | number | undefined; apiMessage: string | undefined; body?: unknown };
}

const productUpdate = { body: pairs.find((p) => p.operationId === 'updateProduct' && p.status === 200)!.request.body };
const inflow = { body: pairs.find((p) => p.operationId === 'simulateInflow' && p.status === 200)!.request.body };
const enquiry = { params: { query: { BankCode: '058', AccountNumber: '0123456789' } } };
const listWallets = { params: { query: { organizationId: '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f' } } };

/** Each error path of the unwrapping style: what the API answers, and the error the client must throw. */
const cases: [string, Case][] = [
  [
    'HTTP 400 with envelope code "404" (unknown product)',
    {
      operationId: 'updateProduct',
      init: productUpdate,
      answer: () => json(example('updateProduct', 'productNotFound'), 400),
      want: {
        status: 400,
        code: '404',
        apiMessage: (example('updateProduct', 'productNotFound') as { message: string }).message,
      },
    },
  ],
  ...pairs
    .filter((p) => p.operationId === 'simulateInflow' && p.status === 400)
    .map((p): [string, Case] => [
      `HTTP 400 from simulateInflow, example ${p.name}`,
      {
        operationId: 'simulateInflow',
        init: inflow,
        answer: () => json(p.response.body, 400),
        want: {
          status: 400,
          code: (p.response.body as { code: string }).code,
          apiMessage: (p.response.body as { message: string }).message,
        },
      },
    ]),
  [
    'HTTP 403 in shape B: code is the number statusCode',
    {
      operationId: 'listCheckoutWallets',
      init: listWallets,
      answer: () => json(firstPair('listCheckoutWallets', 403).response.body, 403),
      want: {
        status: 403,
        code: 403,
        apiMessage: (firstPair('listCheckoutWallets', 403).response.body as { message: string }).message,
      },
    },
  ],
  [
    'HTTP 401 in shape A on the checkout host',
    {
      operationId: 'listCheckoutWallets',
      init: listWallets,
      answer: () => json(firstPair('listCheckoutWallets', 401).response.body, 401),
      want: {
        status: 401,
        code: '401',
        apiMessage: (firstPair('listCheckoutWallets', 401).response.body as { message: string }).message,
      },
    },
  ],
  [
    'HTTP 200 with shape A success:false',
    {
      operationId: 'processDueBatches',
      answer: () => json({ code: '96', success: false, message: 'System malfunction', data: null }),
      want: { status: 200, code: '96', apiMessage: 'System malfunction' },
    },
  ],
  [
    'HTTP 200 with shape B statusCode 400',
    {
      operationId: 'processDueBatches',
      answer: () => json({ statusCode: 400, message: 'No due batches', data: null }),
      want: { status: 200, code: 400, apiMessage: 'No due batches' },
    },
  ],
  [
    "HTTP 200 with the enquiry's succeeded:false",
    {
      operationId: 'interBankEnquiry',
      init: enquiry,
      answer: () => json({ statusCode: 200, message: 'Account not found', succeeded: false, data: null }),
      want: { status: 200, code: 200, apiMessage: 'Account not found' },
    },
  ],
  [
    'HTTP 404 of the enquiry in its own shape',
    {
      operationId: 'interBankEnquiry',
      init: enquiry,
      answer: () => json(firstPair('interBankEnquiry', 404).response.body, 404),
      want: {
        status: 404,
        code: 404,
        apiMessage: (firstPair('interBankEnquiry', 404).response.body as { message: string }).message,
      },
    },
  ],
  [
    'HTTP 502 with an HTML body from a proxy',
    {
      operationId: 'processDueBatches',
      answer: () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      want: { status: 502, code: undefined, apiMessage: undefined, body: '<h1>Bad gateway</h1>' },
    },
  ],
  [
    'HTTP 500 with an empty body',
    {
      operationId: 'processDueBatches',
      answer: () => new Response(null, { status: 500 }),
      want: { status: 500, code: undefined, apiMessage: undefined },
    },
  ],
  [
    'HTTP 429 with shape A, a status the spec does not list',
    {
      operationId: 'processDueBatches',
      answer: () => json({ code: '429', success: false, message: 'Too many requests', data: null }, 429),
      want: { status: 429, code: '429', apiMessage: 'Too many requests' },
    },
  ],
];

describe('the unwrapping style throws WalletApiError', () => {
  test.each(cases)('%s', async (_, { operationId, init, answer, want }) => {
    const { fetch } = fakeFetch(answer);
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    const error = await thrown((api[operationId] as (init: unknown) => Promise<unknown>)(init));
    expect({ status: error.status, code: error.code, apiMessage: error.apiMessage }).toEqual({
      status: want.status,
      code: want.code,
      apiMessage: want.apiMessage,
    });
    expect(error.operationId).toBe(operationId);
    if (want.body !== undefined) expect(error.body).toEqual(want.body);
    expect(error.message).toContain(operationId);
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(apiKey);
  });

  test('returns data on success, and the raw style does not throw on errors', async () => {
    const notFound = firstPair('updateProduct', 400).response.body;
    const { fetch } = fakeFetch(() => json(notFound, 400));
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    const { data, error, response } = await api.PATCH('/api/v1/products/update', productUpdate as never);
    expect({ data, error, status: response.status }).toEqual({ data: undefined, error: notFound, status: 400 });
  });
});

describe('a 2xx that is not a JSON object is a WalletApiError naming the operation, with the text received', () => {
  const answer =
    (text: string | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    () =>
      new Response(text, { status: 200, headers });
  test.each<[string, { given: () => Response; want: { body: string; message: RegExp } }]>([
    [
      'an empty body with Content-Length: 0',
      {
        given: answer(null, { 'content-length': '0' }),
        want: {
          body: '',
          message: /^processDueBatches answered HTTP 200 with an empty body, not the documented JSON envelope$/,
        },
      },
    ],
    [
      'an empty body without a length',
      { given: answer(''), want: { body: '', message: /with an empty body, not the documented JSON envelope$/ } },
    ],
    [
      'text that is not JSON',
      {
        given: answer('{not json'),
        want: {
          body: '{not json',
          message:
            /^processDueBatches answered HTTP 200 with a body starting "\{not json", not the documented JSON envelope$/,
        },
      },
    ],
    [
      "a proxy's HTML page",
      {
        given: answer('<html>Maintenance</html>', { 'content-type': 'text/html' }),
        want: { body: '<html>Maintenance</html>', message: /starting "<html>Maintenance<\/html>"/ },
      },
    ],
    [
      'JSON null',
      { given: answer('null'), want: { body: 'null', message: /starting "null", not the documented JSON envelope$/ } },
    ],
    [
      'a JSON array',
      { given: answer('[]'), want: { body: '[]', message: /starting "\[\]", not the documented JSON envelope$/ } },
    ],
  ])('%s', async (_, { given, want }) => {
    const { fetch } = fakeFetch(given);
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    const error = await thrown(api.processDueBatches());
    expect({ status: error.status, operationId: error.operationId, body: error.body, code: error.code }).toEqual({
      status: 200,
      operationId: 'processDueBatches',
      body: want.body,
      code: undefined,
    });
    expect(error.message).toMatch(want.message);
  });
});

describe('type guards narrow by operation, status and code', () => {
  test('hasStatus and hasCode narrow the body and code', async () => {
    const notFound = example('updateProduct', 'productNotFound') as { code: string };
    const { fetch } = fakeFetch(() => json(notFound, 400));
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    const error: unknown = await api.updateProduct(productUpdate as never).catch((e: unknown) => e);
    expect(isWalletApiError(error)).toBe(true);
    expect(isWalletApiError(error, 'getWalletById')).toBe(false);
    if (!isWalletApiError(error, 'updateProduct')) throw new Error('want an updateProduct error');
    expect(hasStatus(error, 401)).toBe(false);
    // @ts-expect-error updateProduct documents '404' (shape A, text); 404 is shape B's
    expect(hasCode(error, 404)).toBe(false);
    // @ts-expect-error 418 is documented nowhere
    expect(hasStatus(error, 418)).toBe(false);
    // @ts-expect-error updateProduct documents no 500
    expect(hasStatus(error, 500)).toBe(false);
    if (!(hasStatus(error, 400) && hasCode(error, '404'))) throw new Error('want HTTP 400 with code "404"');
    expectTypeOf(error.status).toEqualTypeOf<400>();
    expectTypeOf(error.code).toEqualTypeOf<'404'>();
    expectTypeOf(error.body.success).toEqualTypeOf<boolean & false>();
    expect(error.body.message).toBe((notFound as unknown as { message: string }).message);
    expect(error.code).toBe(notFound.code);
  });

  test("failedWith narrows the error value openapi-react-query hands you by the operation's documented codes", () => {
    const refused = example('postWalletTransaction', 'insufficientFunds');
    // What TanStack Query's `error` is with openapi-react-query: the error body itself, no status beside it.
    const error: unknown = structuredClone(refused);
    expect(failedWith('postWalletTransaction', error, '51')).toBe((refused as { code: string }).code === '51');
    expect(failedWith('postWalletTransaction', error, '409')).toBe(false);
    // @ts-expect-error '5l' is no code of postWalletTransaction's failures (a misspelled '51')
    expect(failedWith('postWalletTransaction', error, '5l')).toBe(false);
    // @ts-expect-error 51 (a number) is not how shape A sends it
    expect(failedWith('postWalletTransaction', error, 51)).toBe(false);
    if (failedWith('postWalletTransaction', error, '51'))
      expectTypeOf(error).toEqualTypeOf<{ code: '51' } | { statusCode: '51' }>();
    expect(failedWith('getWalletById', 'not an envelope', '404')).toBe(false);
  });

  const walletId = { params: { path: { walletId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' } } };
  test.each<[string, { answer: () => Response; want: boolean }]>([
    [
      'the documented JSON envelope',
      { answer: () => json(firstPair('getWalletById', 500).response.body, 500), want: true },
    ],
    ['a JSON object of another shape', { answer: () => json({ error: 'upstream' }, 500), want: true }],
    [
      "a proxy's HTML page",
      {
        answer: () =>
          new Response('<h1>Internal Server Error</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
        want: false,
      },
    ],
    ['JSON that is not an object', { answer: () => json(['upstream'], 500), want: false }],
    ['an empty body', { answer: () => new Response(null, { status: 500 }), want: false }],
  ])('hasStatus(error, 500) with %s: narrows only a parsed JSON object', async (_, { answer, want }) => {
    const { fetch } = fakeFetch(answer);
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010', fetch });
    const error = (await thrown(api.getWalletById(walletId))) as WalletApiError<'getWalletById'>;
    expect(error.status).toBe(500);
    expect(hasStatus(error, 500)).toBe(want);
  });

  test('isWalletApiError is false for other errors', () => {
    expect(isWalletApiError(new Error('x'))).toBe(false);
    expect(isWalletApiError({ name: 'WalletApiError', status: 400 })).toBe(false);
  });
});

describe('why a request was refused, for a page to show', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  test.each<[string, { given: Headers; want: unknown }]>([
    [
      'the sandbox',
      {
        given: headers({
          'x-sandbox-violations': JSON.stringify([
            { in: 'body', pointer: '/amount', message: 'must be multiple of 0.01' },
          ]),
        }),
        want: [{ in: 'body', pointer: '/amount', message: 'must be multiple of 0.01' }],
      },
    ],
    [
      'Prism',
      {
        given: headers({
          'sl-violations': JSON.stringify([
            {
              location: ['request', 'query', 'mobNum'],
              severity: 'Error',
              code: 'pattern',
              message: 'must match pattern',
            },
            { location: ['request', 'body'], message: 'must be object' },
          ]),
        }),
        want: [
          { in: 'query', pointer: '/mobNum', message: 'must match pattern' },
          { in: 'body', pointer: '', message: 'must be object' },
        ],
      },
    ],
    ['neither', { given: headers({}), want: [] }],
    ['a header that is not JSON', { given: headers({ 'x-sandbox-violations': '[{"in":' }), want: [] }],
    [
      'entries of another shape',
      { given: headers({ 'x-sandbox-violations': JSON.stringify([{ where: 'body' }, null, 3]) }), want: [] },
    ],
  ])('%s', (_, { given, want }) => expect(violationsOf(given)).toEqual(want));

  test("a refused call carries the answer's headers and its violations, and says them in its message", async () => {
    const invalid = example('postWalletTransaction', 'invalidRequest');
    const violations = [{ in: 'body', pointer: '/amount', message: 'must be multiple of 0.01' }];
    const { fetch } = fakeFetch(
      () =>
        new Response(JSON.stringify(invalid), {
          status: 400,
          headers: {
            'content-type': 'application/json',
            'x-request-id': 'req-7',
            'x-sandbox-violations': JSON.stringify(violations),
          },
        }),
    );
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4000', fetch });
    const error = await thrown(api.postWalletTransaction({ body: { amount: 1.234 } } as never));
    expect(error.headers.get('x-request-id')).toBe('req-7');
    expect(error.requestId).toBe('req-7');
    expect(error.violations).toEqual(violations);
    expect(error.message).toMatch(
      /^postWalletTransaction failed with HTTP 400, code "400": .+ \(body\/amount must be multiple of 0\.01\)$/,
    );
    expect(error.message).not.toContain(apiKey);
  });
});
