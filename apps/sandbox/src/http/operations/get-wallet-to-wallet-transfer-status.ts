import type { operations } from '@waas/types';
import { getTransferStatus } from '../../domain/postings/transfer-status.js';
import { envelope, operation } from '../operation.js';

type Params = operations['getWalletToWalletTransferStatus']['parameters']['path'];

export const getWalletToWalletTransferStatusOperation = operation<Params, unknown, unknown>(
  async ({ binding, caller, params, store }) =>
    envelope(
      binding,
      await getTransferStatus(store, {
        organizationId: caller.organizationId,
        transactionReference: params.transactionReference,
      }),
    ),
);
