import { localSeconds } from './clock.js';
import { errorA, successA } from './envelopes.js';
import type { Handler } from './service.js';

interface ProductUpdate {
  id: string;
  name: string;
  description: string;
  direction: 'D' | 'C';
  isActive: boolean;
}

/** Replaces a product of the caller's organization; another organization's product does not exist for this key. */
export const updateProduct: Handler = ({ products, clock }, { caller, body }) => {
  const update = body as ProductUpdate;
  const product = products.get(update.id.toLowerCase());
  if (!product || product.organizationId !== caller.organizationId) return errorA(400, '404', 'Product does not exist');
  Object.assign(product, {
    name: update.name,
    description: update.description,
    direction: update.direction,
    isActive: update.isActive,
    dateUpdated: localSeconds(clock.now()),
  });
  return successA('00', 'Updated Successfully', { ...update, dateUpdated: product.dateUpdated });
};
