// The query options under TanStack Query's own client: a failure is the WalletApiError the methods throw, pages
// follow the API's paging state, and a posting marks what reads the wallet stale.
import { QueryClient } from '@tanstack/query-core';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { afterEach, describe, expect, expectTypeOf, test } from 'vitest';
import { createWalletApi } from './create-wallet-api.js';
import { WalletApiError } from './errors.js';
import { fakeFetch, json } from './fixtures/fake-fetch.js';
import { invalidateAfterPosting, queryKeyOf, waasInfiniteQuery, waasMutation, waasQuery } from './queries.js';

const pairs = readPairs(loadBundle());
const wallet = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const history = pairByName(pairs, 'getWalletHistory', 'historyFetched');
const posted = pairByName(pairs, 'postWalletTransaction', 'transactionPosted');
const walletId = (wallet.request.pathParams as { walletId: string }).walletId;
const historyQuery = history.request.query as Record<string, string>;
const accountNumber = historyQuery.accountNumber!;

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => queryClient.clear());

const apiAnswering = (respond: (request: Request) => Response) =>
  createWalletApi({ apiKey: 'key', baseUrl: 'http://127.0.0.1:4000', fetch: fakeFetch(respond).fetch });

describe('waasQuery', () => {
  test('resolves to the envelope’s data, typed by the spec', async () => {
    const api = apiAnswering(() => json(wallet.response.body));
    const options = waasQuery(api, 'getWalletById', { params: { path: { walletId } } });
    const data = await queryClient.fetchQuery(options);
    expect(data).toEqual((wallet.response.body as { data: unknown }).data);
    expectTypeOf(data.availableBalance).toEqualTypeOf<number>();
    expect(options.queryKey).toEqual(['waas', 'getWalletById', { params: { path: { walletId } } }]);
  });

  test('fails with WalletApiError: status, operation and request id, which the body alone would lose', async () => {
    const refused = pairs.find((p) => p.operationId === 'getWalletById' && p.status === 404)!;
    const api = apiAnswering(
      () =>
        new Response(JSON.stringify(refused.response.body), {
          status: refused.status,
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-9' },
        }),
    );
    const error = await queryClient
      .fetchQuery(waasQuery(api, 'getWalletById', { params: { path: { walletId } } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletApiError);
    expect(error).toMatchObject({ status: refused.status, operationId: 'getWalletById', requestId: 'req-9' });
  });
});

describe('waasInfiniteQuery', () => {
  test('asks for the next page while the API says there is one, each page the whole answer', async () => {
    const body = history.response.body as { data: { currentPage: number; totalPages: number } };
    const asked: string[] = [];
    const api = apiAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('pageNumber'));
      asked.push(String(page));
      return json({ ...body, data: { ...body.data, currentPage: page, totalPages: 2 } });
    });
    const options = waasInfiniteQuery(api, 'getWalletHistory', { params: { query: { ...historyQuery } } } as never);
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1)).toBe(2);
    const both = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.map((p) => p.data.currentPage)).toEqual([1, 2]);
    expect(options.getNextPageParam(both.pages[1]!, both.pages, 2)).toBeUndefined();
    expect(asked).toEqual(['1', '1', '2']);
  });
});

describe('waasMutation and invalidateAfterPosting', () => {
  test('a posting resolves to its data, and marks the wallet and its history stale, not another wallet', async () => {
    const api = apiAnswering((request) =>
      request.method === 'POST'
        ? json(posted.response.body)
        : request.url.includes('/history')
          ? json(history.response.body)
          : json(wallet.response.body),
    );
    const read = waasQuery(api, 'getWalletById', { params: { path: { walletId } } });
    const other = waasQuery(api, 'getWalletById', { params: { path: { walletId: 'another-wallet' } } });
    const listed = waasInfiniteQuery(api, 'getWalletHistory', { params: { query: { ...historyQuery } } } as never);
    await Promise.all([
      queryClient.fetchQuery(read),
      queryClient.fetchQuery(other),
      queryClient.fetchInfiniteQuery(listed),
    ]);

    const post = waasMutation(api, 'postWalletTransaction');
    const data = await post.mutationFn({ body: posted.request.body } as never);
    expect(data).toEqual((posted.response.body as { data: unknown }).data);
    await invalidateAfterPosting(queryClient, { walletId, accountNumber });

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(read.queryKey)).toBe(true);
    expect(invalidated(listed.queryKey)).toBe(true);
    expect(invalidated(other.queryKey)).toBe(false);
    expect(queryKeyOf('getWalletById')).toEqual(['waas', 'getWalletById']);
  });
});
