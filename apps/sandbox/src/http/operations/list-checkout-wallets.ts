import type { operations } from '@waas/types';
import { listCheckoutWallets } from '../../domain/checkout/listing.js';
import { operation, pageEnvelope } from '../operation.js';

type Query = operations['listCheckoutWallets']['parameters']['query'];

export const listCheckoutWalletsOperation = operation<unknown, Query, unknown>(
  async ({ binding, caller, query, store, clock }) =>
    pageEnvelope(
      binding,
      await listCheckoutWallets(store, {
        organizationId: caller.organizationId,
        askedOrganizationId: query.organizationId,
        nowUs: await clock.nowUs(),
        pageNumber: Number(query.pageNumber ?? '1'),
        pageSize: Number(query.pageSize ?? '10'),
        status: query.status,
        fromDate: query.fromDate,
        toDate: query.toDate,
        search: query.search,
        walletNumber: query.walletNumber,
      }),
    ),
);
