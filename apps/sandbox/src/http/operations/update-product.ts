import type { ProductUpdate } from '@waas/types';
import { updateProduct } from '../../domain/organizations/catalogue.js';
import { envelope, operation } from '../operation.js';

export const updateProductOperation = operation<unknown, unknown, ProductUpdate>(
  async ({ binding, caller, body, store, clock }) =>
    envelope(
      binding,
      await updateProduct(store, { organizationId: caller.organizationId, nowUs: await clock.nowUs(), body }),
    ),
);
