import type { operations } from '@waas/types';
import { getWalletById } from '../../domain/wallets/wallets.js';
import { envelope, operation } from '../operation.js';

type Params = operations['getWalletById']['parameters']['path'];

export const getWalletByIdOperation = operation<Params, unknown, unknown>(async ({ binding, caller, params, store }) =>
  envelope(binding, await getWalletById(store, { organizationId: caller.organizationId, walletId: params.walletId })),
);
