import { createWalletApi } from '@waas/client';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { defaultPair, fetchPair, operationIds, operations, pairs } from './fixtures/spec-pairs.js';
import { testServer } from './fixtures/test-server.js';
import { answer, documented, handlers, override, type OperationId, type ResponseBody } from './index.js';

const server = testServer(...handlers);

const label = (pair: { operationId: string; status: number; name: string }) =>
  `${pair.operationId} ${pair.status} ${pair.name}`;

test('there is one handler for each operation of the spec, on its method and path', () => {
  const handled = handlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);
  // MSW's pattern of an operation: any origin, then its path template with :name for {name}.
  const documented = operations.map(
    (operation) => `${operation.method.toUpperCase()} *${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`,
  );
  expect(handled.sort(), 'the handlers come from src/responses.gen.ts: run `pnpm --filter @waas/msw generate`').toEqual(
    documented.sort(),
  );
});

// The default: the first example of the operation's lowest 2xx status.
describe("without a choice, every operation answers its default pair's request with its default example", () => {
  test.each(operationIds.map((operationId) => [operationId, defaultPair(operationId)] as const))(
    '%s with fetch',
    async (_, pair) => {
      // Any origin: the app's configured base URL is not the mock's business.
      expect(await fetchPair(pair, 'https://wallet.example.test')).toEqual({
        status: pair.status,
        contentType: pair.response.contentType,
        body: pair.response.body,
      });
    },
  );

  test.each(operationIds.map((operationId) => [operationId, defaultPair(operationId)] as const))(
    '%s with @waas/client',
    async (_, pair) => {
      const api = createWalletApi({
        apiKey: 'test-key',
        baseUrls: {
          wallet: 'https://wallet.example.test',
          checkout: 'https://checkout.example.test',
          payout: 'http://127.0.0.1:4010/payout',
        },
      });
      const init: Record<string, unknown> = { params: { path: pair.request.pathParams, query: pair.request.query } };
      if ('body' in pair.request) init.body = pair.request.body;
      const { data, response } = await api.request(pair.method, pair.path as never, init as never);
      expect({ status: response.status, data }).toEqual({ status: pair.status, data: pair.response.body });
    },
  );
});

describe('answer() gives the documented response a test chooses, by status and example name', () => {
  test.each(pairs.map((pair) => [label(pair), pair] as const))('%s', async (_, pair) => {
    server.use(answer(pair.operationId as OperationId, { status: pair.status, example: pair.name } as never));
    expect(await fetchPair(pair, 'http://localhost:3000')).toEqual({
      status: pair.status,
      contentType: pair.response.contentType,
      body: pair.response.body,
    });
  });

  test('a status alone gives its first example', async () => {
    server.use(answer('postWalletTransaction', { status: 400 }));
    const [first] = pairs.filter((pair) => pair.operationId === 'postWalletTransaction' && pair.status === 400);
    expect((await fetchPair(first!, 'http://localhost')).body).toEqual(first!.response.body);
  });

  test('the operation methods of @waas/client see the chosen error', async () => {
    server.use(answer('getWalletById', { status: 404, example: 'accountNotFound' }));
    const api = createWalletApi({ apiKey: 'test-key', baseUrl: 'https://api.example.test' });
    const pair = pairs.find(
      (candidate) => candidate.operationId === 'getWalletById' && candidate.name === 'accountNotFound',
    )!;
    await expect(
      api.getWalletById({ params: { path: { walletId: String(pair.request.pathParams.walletId) } } }),
    ).rejects.toMatchObject({
      status: 404,
      body: pair.response.body,
    });
  });

  test.each([
    [
      'an undocumented example name',
      { status: 404, example: 'walletGone' },
      /documents no example walletGone for status 404/,
    ],
    ['an undocumented status', { status: 418 }, /documents no example for status 418/],
  ])('%s is an error when the handler is made', (_, choice, message) => {
    expect(() => answer('getWalletById', choice as never)).toThrow(message);
  });
});

describe('a Prefer header picks the documented response, as with the mock', () => {
  test.each(pairs.map((pair) => [label(pair), pair] as const))('%s', async (_, pair) => {
    const answered = await fetchPair(pair, 'https://checkout.example.test', {
      Prefer: `code=${pair.status}, example=${pair.name}`,
    });
    expect(answered).toEqual({ status: pair.status, contentType: pair.response.contentType, body: pair.response.body });
  });

  const postings = pairs.filter((pair) => pair.operationId === 'postWalletTransaction');
  test.each([
    {
      given: 'a code alone gives its first example',
      prefer: 'code=400',
      want: postings.find((pair) => pair.status === 400)!,
    },
    {
      given: 'an example alone is looked for under the default status',
      prefer: 'example=transactionScheduled',
      want: postings.find((pair) => pair.name === 'transactionScheduled')!,
    },
  ])('$given: $prefer', async ({ prefer, want: pair }) => {
    expect(await fetchPair(defaultPair('postWalletTransaction'), 'http://localhost', { Prefer: prefer })).toMatchObject(
      { status: pair.status, body: pair.response.body },
    );
  });

  test('through @waas/client headers', async () => {
    const api = createWalletApi({
      apiKey: 'test-key',
      baseUrl: 'https://api.example.test',
      headers: { Prefer: 'code=401, example=unauthorizedAccess' },
    });
    const pair = pairs.find(
      (candidate) => candidate.operationId === 'listPrefixMappings' && candidate.name === 'unauthorizedAccess',
    )!;
    const { error, response } = await api.GET('/api/v1/prefix-map/me', {
      params: { query: pair.request.query as never },
    });
    expect({ status: response.status, error }).toEqual({ status: 401, error: pair.response.body });
  });

  test('an undocumented name in Prefer fails the request with a 500 that names it', async () => {
    // MSW also logs the error; kept off the test output.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answered = await fetchPair(defaultPair('getWalletById'), 'http://localhost', {
      Prefer: 'code=404, example=walletGone',
    });
    logged.mockRestore();
    expect(answered.status).toBe(500);
    expect(JSON.stringify(answered.body)).toMatch(/getWalletById documents no example walletGone for status 404/);
  });

  test('an answer() the test chose wins over the Prefer header', async () => {
    server.use(answer('getWalletById', { status: 404, example: 'accountNotFound' }));
    const answered = await fetchPair(defaultPair('getWalletById'), 'http://localhost', { Prefer: 'code=400' });
    expect(answered.status).toBe(404);
  });
});

describe('override() answers with a reply typed by the spec', () => {
  // The spec's example, typed as the spec's 200 body, to start a reply from.
  const envelope = defaultPair('getWalletById').response.body as ResponseBody<'getWalletById', 200>;

  test('computed from the path parameters', async () => {
    server.use(
      override('getWalletById', ({ params }) => ({
        status: 200,
        body: { ...envelope, data: { ...envelope.data, id: params.walletId, name: 'Grace Hopper' } },
      })),
    );
    const api = createWalletApi({ apiKey: 'test-key', baseUrl: 'https://api.example.test' });
    const wallet = await api.getWalletById({ params: { path: { walletId: '0f8fad5b-d9cb-469f-a165-70867728950e' } } });
    expect({ id: wallet.id, name: wallet.name }).toEqual({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: 'Grace Hopper',
    });
  });

  test('a documented example picked from the request', async () => {
    server.use(
      override('searchWalletByMobileNumber', ({ query }) =>
        query.get('mobNum') === '08000000000' ? { status: 404, example: 'walletNotFound' } : { status: 200 },
      ),
    );
    const found = defaultPair('searchWalletByMobileNumber');
    const missing = pairs.find(
      (pair) => pair.operationId === 'searchWalletByMobileNumber' && pair.name === 'walletNotFound',
    )!;
    expect((await fetchPair(found, 'http://localhost')).status).toBe(200);
    expect(
      await fetchPair(
        { ...missing, request: { ...missing.request, query: { mobNum: '08000000000' } } },
        'http://localhost',
      ),
    ).toMatchObject({
      status: 404,
      body: missing.response.body,
    });
  });

  test('any Response, e.g. a network error', async () => {
    server.use(override('interBankEnquiry', HttpResponse.error()));
    await expect(fetchPair(defaultPair('interBankEnquiry'), 'http://localhost')).rejects.toThrow(TypeError);
  });

  test('once: only the next request', async () => {
    server.use(answer('processDueBatches', { status: 403, example: 'adminRequired' }, { once: true }));
    const pair = defaultPair('processDueBatches');
    expect((await fetchPair(pair, 'http://localhost')).status).toBe(403);
    expect((await fetchPair(pair, 'http://localhost')).status).toBe(200);
  });
});

describe('documented() gives each caller its own copy of the example', () => {
  test.each([
    {
      given: 'a list emptied',
      operationId: 'getWalletHistory',
      edit: () => (documented('getWalletHistory').body.data.walletHistories.length = 0),
    },
    {
      given: 'a field renamed',
      operationId: 'getWalletById',
      edit: () => (documented('getWalletById').body.data.name = 'Edited'),
    },
  ] as const)(
    "$operationId, $given: a later documented() and the handlers still give the spec's example",
    async ({ operationId, edit }) => {
      edit();
      const pair = defaultPair(operationId);
      expect(documented(operationId).body).toEqual(pair.response.body);
      expect((await fetchPair(pair, 'https://wallet.example.test')).body).toEqual(pair.response.body);
    },
  );
});
