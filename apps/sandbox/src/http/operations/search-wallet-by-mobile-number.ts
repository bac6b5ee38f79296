import type { operations } from '@waas/types';
import { searchWalletByMobileNumber } from '../../domain/wallets/wallets.js';
import { envelope, operation } from '../operation.js';

type Query = operations['searchWalletByMobileNumber']['parameters']['query'];

export const searchWalletByMobileNumberOperation = operation<unknown, Query, unknown>(
  async ({ binding, caller, query, engine }) =>
    envelope(
      binding,
      await searchWalletByMobileNumber(engine, { organizationId: caller.organizationId, mobNum: query.mobNum }),
    ),
);
