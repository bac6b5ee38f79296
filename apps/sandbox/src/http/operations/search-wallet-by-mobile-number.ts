import type { operations } from '@waas/types';
import { searchWalletByMobileNumber } from '../../domain/wallets/wallets.js';
import { envelope, operation } from '../operation.js';

type Query = operations['searchWalletByMobileNumber']['parameters']['query'];

export const searchWalletByMobileNumberOperation = operation<unknown, Query, unknown>(
  async ({ binding, caller, query, store }) =>
    envelope(
      binding,
      await searchWalletByMobileNumber(store, { organizationId: caller.organizationId, mobNum: query.mobNum }),
    ),
);
