import type { operations } from '@waas/types';
import { getWalletHistory } from '../../domain/wallets/wallets.js';
import { envelope, operation } from '../operation.js';

type Query = operations['getWalletHistory']['parameters']['query'];

export const getWalletHistoryOperation = operation<unknown, Query, unknown>(async ({ binding, caller, query, store }) =>
  envelope(
    binding,
    await getWalletHistory(store, {
      organizationId: caller.organizationId,
      accountNumber: query.accountNumber,
      startDate: query.startDate,
      endDate: query.endDate,
      pageNumber: query.pageNumber ?? 1,
      pageSize: query.pageSize ?? 10,
    }),
  ),
);
