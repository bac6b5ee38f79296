import { loadBundle, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { createWalletApi } from './create-wallet-api.js';
import { WalletApiError } from './errors.js';
import { fakeFetch, json } from './fixtures/fake-fetch.js';
import { PAGINATED } from './operations.gen.js';
import type { PaginatedOperationId } from './types.js';

const pairs = readPairs(loadBundle());
const listed = (operationId: string) => pairs.find((p) => p.operationId === operationId && p.status === 200)!;
const organizationId = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';

/** Pages built from the spec's 200 example of each list: entry `i` of page `n` is the example entry with a new id. */
function pagesOf(operationId: PaginatedOperationId, totalPages: number, perPage = 2) {
  const example = listed(operationId).response.body as Record<string, unknown>;
  const entryOf = (page: number, index: number) => {
    const list =
      operationId === 'getWalletHistory'
        ? (example.data as { walletHistories: object[] }).walletHistories
        : (example.data as object[]);
    return { ...list[0], id: `p${page}-e${index}` };
  };
  return (page: number) => {
    const entries = Array.from({ length: page <= totalPages ? perPage : 0 }, (_, i) => entryOf(page, i));
    if (operationId === 'getWalletHistory') {
      return {
        ...example,
        data: {
          walletHistories: entries,
          totalCount: totalPages * perPage,
          totalPages,
          currentPage: page,
          pageSize: perPage,
        },
      };
    }
    const pagination = {
      currentPage: page,
      pageSize: perPage,
      totalCount: totalPages * perPage,
      totalPages,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
    };
    return { ...example, data: entries, pagination };
  };
}

const inits = {
  listCheckoutWallets: { params: { query: { organizationId } } },
  listPrefixMappings: { params: { query: { organizationId, search: 'MTN' } } },
  getWalletHistory: {
    params: { query: { accountNumber: '9900012345', startDate: '2024-05-01', endDate: '2024-05-31' } },
  },
} as const;

interface Case {
  operationId: PaginatedOperationId;
  totalPages: number;
  startAt?: number;
  maxPages?: number;
  want: { ids: string[]; pagesRequested: string[] };
}

const cases: [string, Case][] = [
  [
    'checkout wallets over three pages; the page goes as a string',
    {
      operationId: 'listCheckoutWallets',
      totalPages: 3,
      want: { ids: ['p1-e0', 'p1-e1', 'p2-e0', 'p2-e1', 'p3-e0', 'p3-e1'], pagesRequested: ['1', '2', '3'] },
    },
  ],
  [
    'prefix mappings over two pages',
    {
      operationId: 'listPrefixMappings',
      totalPages: 2,
      want: { ids: ['p1-e0', 'p1-e1', 'p2-e0', 'p2-e1'], pagesRequested: ['1', '2'] },
    },
  ],
  [
    'wallet history until currentPage reaches totalPages',
    {
      operationId: 'getWalletHistory',
      totalPages: 2,
      want: { ids: ['p1-e0', 'p1-e1', 'p2-e0', 'p2-e1'], pagesRequested: ['1', '2'] },
    },
  ],
  [
    'one page only',
    { operationId: 'listCheckoutWallets', totalPages: 1, want: { ids: ['p1-e0', 'p1-e1'], pagesRequested: ['1'] } },
  ],
  ['an empty list', { operationId: 'getWalletHistory', totalPages: 0, want: { ids: [], pagesRequested: ['1'] } }],
  [
    'starting from the pageNumber given',
    {
      operationId: 'listPrefixMappings',
      totalPages: 3,
      startAt: 2,
      want: { ids: ['p2-e0', 'p2-e1', 'p3-e0', 'p3-e1'], pagesRequested: ['2', '3'] },
    },
  ],
  [
    'stopping at maxPages',
    {
      operationId: 'listCheckoutWallets',
      totalPages: 5,
      maxPages: 2,
      want: { ids: ['p1-e0', 'p1-e1', 'p2-e0', 'p2-e1'], pagesRequested: ['1', '2'] },
    },
  ],
];

describe('iterate follows the pagination of every paginated list', () => {
  test('has a request for each paginated list of the spec', () => {
    expect(
      Object.keys(inits).sort(),
      'inits in packages/client/src/paginate.test.ts: one request per paginated list',
    ).toEqual(Object.keys(PAGINATED).sort());
  });

  test.each(cases)('%s', async (_, { operationId, totalPages, startAt, maxPages, want }) => {
    const page = pagesOf(operationId, totalPages);
    const { fetch, requests } = fakeFetch((request) =>
      json(page(Number(new URL(request.url).searchParams.get('pageNumber')))),
    );
    const api = createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', fetch });
    const init = {
      params: { query: { ...inits[operationId].params.query, ...(startAt ? { pageNumber: startAt } : {}) } },
    };
    const ids: string[] = [];
    for await (const entry of api.iterate(operationId, init as never, maxPages ? { maxPages } : {}))
      ids.push((entry as { id: string }).id);
    expect(ids).toEqual(want.ids);
    expect(requests.map((r) => new URL(r.url).searchParams.get('pageNumber'))).toEqual(want.pagesRequested);
    for (const [name, value] of Object.entries(inits[operationId].params.query)) {
      expect(requests.every((r) => new URL(r.url).searchParams.get(name) === value)).toBe(true);
    }
  });

  test('stops on an empty page even if the API says there is more', async () => {
    const example = listed('listCheckoutWallets').response.body as Record<string, unknown>;
    const { fetch, requests } = fakeFetch(() =>
      json({
        ...example,
        data: [],
        pagination: {
          currentPage: 1,
          pageSize: 10,
          totalCount: 99,
          totalPages: 10,
          hasNextPage: true,
          hasPreviousPage: false,
        },
      }),
    );
    const api = createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', fetch });
    const entries = [];
    for await (const entry of api.iterate('listCheckoutWallets', inits.listCheckoutWallets)) entries.push(entry);
    expect(entries).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  test('an error on a later page is thrown after the earlier entries were yielded', async () => {
    const page = pagesOf('listPrefixMappings', 3);
    const forbidden = pairs.find((p) => p.operationId === 'listPrefixMappings' && p.status === 403)!.response.body;
    const { fetch } = fakeFetch((request) =>
      new URL(request.url).searchParams.get('pageNumber') === '2' ? json(forbidden, 403) : json(page(1)),
    );
    const api = createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', fetch });
    const ids: string[] = [];
    const error = await (async () => {
      for await (const entry of api.iterate('listPrefixMappings', inits.listPrefixMappings)) ids.push(entry.id);
    })().catch((e: unknown) => e);
    expect(ids).toEqual(['p1-e0', 'p1-e1']);
    expect(error).toBeInstanceOf(WalletApiError);
    expect((error as WalletApiError).status).toBe(403);
  });

  test('entries are typed by list', async () => {
    const page = pagesOf('listCheckoutWallets', 1);
    const { fetch } = fakeFetch(() => json(page(1)));
    const api = createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', fetch });
    for await (const wallet of api.iterate('listCheckoutWallets', inits.listCheckoutWallets)) {
      const name: string = wallet.walletName;
      expect(name).toBe(
        (listed('listCheckoutWallets').response.body as { data: { walletName: string }[] }).data[0]!.walletName,
      );
      break;
    }
  });
});
