import type { operations } from '@waas/types';
import { getWalletGroup } from '../../domain/organizations/catalogue.js';
import { envelope, operation } from '../operation.js';

type Params = operations['getWalletGroup']['parameters']['path'];

export const getWalletGroupOperation = operation<Params, unknown, unknown>(
  async ({ binding, caller, params, engine }) =>
    envelope(binding, await getWalletGroup(engine, { organizationId: caller.organizationId, id: params.id })),
);
