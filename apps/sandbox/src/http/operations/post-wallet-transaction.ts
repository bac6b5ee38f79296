import type { TransactionToPost } from '@waas/types';
import { postTransaction } from '../../domain/postings/post-transaction.js';
import { envelope, operation } from '../operation.js';

export const postWalletTransactionOperation = operation<unknown, unknown, TransactionToPost>(
  async ({ binding, caller, body, store, clock }) =>
    envelope(
      binding,
      await postTransaction(store, { organizationId: caller.organizationId, nowUs: await clock.nowUs(), body }),
    ),
);
