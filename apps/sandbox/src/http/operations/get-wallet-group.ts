import type { operations } from '@waas/types';
import { getWalletGroup } from '../../domain/organizations/catalogue.js';
import { envelope, operation } from '../operation.js';

type Params = operations['getWalletGroup']['parameters']['path'];

export const getWalletGroupOperation = operation<Params, unknown, unknown>(async ({ binding, caller, params, store }) =>
  envelope(binding, await getWalletGroup(store, { organizationId: caller.organizationId, id: params.id })),
);
