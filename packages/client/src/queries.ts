// TanStack Query options over the client's operation methods, so a query or a mutation fails with what the methods
// throw (WalletApiError: status, code, violations, headers, requestId) rather than the error body alone. Plain objects
// in TanStack's shape: no TanStack import, any adapter (React, Vue, Solid, Svelte) takes them.
import type { WalletApi } from './create-wallet-api.js';
import { PAGINATED } from './operations.gen.js';
import { hasMorePages } from './paginate.js';
import type { Send } from './transport.js';
import type { DataOf, InitArgs, InitOf, OperationId, PaginatedOperationId, SuccessBody } from './types.js';
import { callOperation } from './unwrap.js';

/** The first element of every key these options make: `queryClient.invalidateQueries({ queryKey: [QUERY_ROOT] })`. */
export const QUERY_ROOT = 'waas';

/** The key of an operation's query: `['waas', operationId, init]`; TanStack matches a shorter key as a prefix. */
export const queryKeyOf = <O extends OperationId>(operationId: O, init?: InitOf<O>) =>
  (init === undefined ? [QUERY_ROOT, operationId] : [QUERY_ROOT, operationId, init]) as readonly unknown[];

/** `useQuery(waasQuery(api, 'getWalletById', { params: { path: { walletId } } }))`: `data` is the envelope's `data`. */
export function waasQuery<O extends OperationId>(api: WalletApi, operationId: O, ...init: InitArgs<O>) {
  const method = api[operationId] as unknown as (init: unknown) => Promise<DataOf<O>>;
  return {
    queryKey: queryKeyOf(operationId, init[0] as InitOf<O> | undefined),
    queryFn: ({ signal }: { signal: AbortSignal }) => method({ ...(init[0] as object | undefined), signal }),
  };
}

/**
 * `useInfiniteQuery(waasInfiniteQuery(api, 'getWalletHistory', init))` for each paginated operation: each page is the
 * whole answer (where its paging state is), the next page asked for while the API says there is one.
 */
export function waasInfiniteQuery<O extends PaginatedOperationId>(api: WalletApi, operationId: O, init: InitOf<O>) {
  const { pageParameter, pageType } = PAGINATED[operationId];
  const given = init as { params?: { query?: Record<string, unknown> } } & Record<string, unknown>;
  return {
    queryKey: [...queryKeyOf(operationId, init), 'pages'] as readonly unknown[],
    initialPageParam: Number(given.params?.query?.[pageParameter] ?? 1),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
      const query = { ...given.params?.query, [pageParameter]: pageType === 'string' ? String(pageParam) : pageParam };
      return callOperation(api.request as unknown as Send, operationId, {
        ...given,
        params: { ...given.params, query },
        signal,
      }) as Promise<SuccessBody<O>>;
    },
    getNextPageParam: (lastPage: SuccessBody<O>, _pages: unknown, lastPageParam: number) =>
      hasMorePages(operationId, lastPage) ? lastPageParam + 1 : undefined,
  };
}

/** `useMutation(waasMutation(api, 'postWalletTransaction'))`; `mutate(init)` takes the operation's options. */
export function waasMutation<O extends OperationId>(api: WalletApi, operationId: O) {
  const method = api[operationId] as unknown as (init: InitOf<O>) => Promise<DataOf<O>>;
  return {
    mutationKey: [QUERY_ROOT, operationId] as readonly unknown[],
    mutationFn: (init: InitOf<O>) => method(init),
  };
}

/** What of a QueryClient `invalidateAfterPosting` uses. */
export interface Invalidates {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<unknown>;
}

/**
 * After a posting to a wallet: every query that reads it (by id, by account number) or its history is stale, whatever
 * its range or page size (TanStack matches the keys' objects by the fields given).
 */
export function invalidateAfterPosting(
  queryClient: Invalidates,
  wallet: { walletId?: string; accountNumber?: string },
): Promise<unknown> {
  const keys: (readonly unknown[])[] = [];
  if (wallet.walletId) keys.push([QUERY_ROOT, 'getWalletById', { params: { path: { walletId: wallet.walletId } } }]);
  if (wallet.accountNumber)
    keys.push(
      [QUERY_ROOT, 'getWalletHistory', { params: { query: { accountNumber: wallet.accountNumber } } }],
      [QUERY_ROOT, 'searchWalletByMobileNumber'],
    );
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
