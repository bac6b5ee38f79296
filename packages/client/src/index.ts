export { createWalletApi, type OperationMethods, type WalletApi } from './create-wallet-api.js';
export {
  failedWith,
  hasCode,
  hasStatus,
  isWalletApiError,
  isWalletApiNetworkError,
  violationsOf,
  WalletApiError,
  WalletApiNetworkError,
  type Violation,
} from './errors.js';
export { HOSTS, hostByPath, type Host } from './hosts.gen.js';
export {
  invalidateAfterPosting,
  QUERY_ROOT,
  queryKeyOf,
  waasInfiniteQuery,
  waasMutation,
  waasQuery,
  type Invalidates,
} from './queries.js';
export { DEFAULT_TIMEOUT_MS, type WalletApiOptions } from './options.js';
export type { IterateOptions } from './paginate.js';
export type {
  DataOf,
  ErrorBody,
  ErrorStatus,
  InitOf,
  ItemOf,
  OperationId,
  PaginatedOperationId,
  SuccessBody,
} from './types.js';
