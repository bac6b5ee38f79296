import type { Product, ProductUpdate, WalletGroup } from '@waas/types';
import { localMillis, localSeconds } from '../time/instants.js';
import { refused, type Outcome } from '../outcome.js';
import type { Store } from '../store.js';

/** Replaces every field of a product of the organization; another organization's product does not exist for it. */
export async function updateProduct(
  store: Store,
  request: { organizationId: string; nowUs: number; body: ProductUpdate },
): Promise<Outcome<'updated' | 'productNotFound', Product>> {
  const { body } = request;
  const row = await store.unitOfWork((tx) =>
    tx.updateProduct({
      id: body.id.toLowerCase(),
      organization_id: request.organizationId,
      name: body.name,
      description: body.description,
      direction: body.direction,
      is_active: body.isActive,
      date_updated_us: request.nowUs,
    }),
  );
  if (!row)
    return refused('productNotFound', { in: 'body', pointer: '/id', message: 'is no product of the organization' });
  return {
    answer: 'updated',
    data: {
      id: row.id,
      name: row.name,
      description: row.description,
      direction: row.direction,
      isActive: row.is_active,
      dateUpdated: localSeconds(row.date_updated_us),
    },
  };
}

export async function getWalletGroup(
  store: Store,
  request: { organizationId: string; id: string },
): Promise<Outcome<'walletGroupRetrieved' | 'walletGroupNotFound', WalletGroup>> {
  const row = await store.walletGroupById(request.organizationId, request.id.toLowerCase());
  if (!row) return { answer: 'walletGroupNotFound' };
  return {
    answer: 'walletGroupRetrieved',
    data: {
      id: row.id,
      name: row.name,
      description: row.description,
      organizationId: row.organization_id,
      isActive: row.is_active,
      dateCreated:
        row.date_created_us % 1_000_000 === 0 ? localSeconds(row.date_created_us) : localMillis(row.date_created_us),
    },
  };
}
