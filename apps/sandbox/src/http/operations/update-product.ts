import type { ProductUpdate } from '@waas/types';
import { updateProduct } from '../../domain/organizations/catalogue.js';
import { envelope, operation } from '../operation.js';

export const updateProductOperation = operation<unknown, unknown, ProductUpdate>(
  async ({ binding, caller, body, engine, clock }) =>
    envelope(
      binding,
      await updateProduct(engine, { organizationId: caller.organizationId, nowUs: await clock.nowUs(), body }),
    ),
);
