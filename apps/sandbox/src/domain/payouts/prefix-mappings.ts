import type { PrefixMapping } from '@waas/types';
import type { Outcome } from '../outcome.js';
import { pagination, type Page } from '../pagination.js';
import type { Store } from '../store.js';

export async function listPrefixMappings(
  store: Store,
  request: {
    organizationId: string;
    askedOrganizationId: string;
    pageNumber: number;
    pageSize: number;
    search?: string | undefined;
  },
): Promise<Outcome<'prefixMappingsListed' | 'otherOrganization', Page<PrefixMapping>>> {
  if (request.askedOrganizationId.toLowerCase() !== request.organizationId) return { answer: 'otherOrganization' };
  const { pageNumber, pageSize } = request;
  const { rows, total } = await store.unitOfWork((tx) =>
    tx.prefixMappingsPage(request.organizationId, request.search, {
      offset: (pageNumber - 1) * pageSize,
      limit: pageSize,
    }),
  );
  const items = rows.map(
    (r): PrefixMapping => ({
      id: r.id,
      secondaryPrefix: r.secondary_prefix,
      primaryPrefixId: r.primary_prefix_id,
      organizationId: r.organization_id,
      alias: r.alias,
      organizationName: r.organization_name,
      organizationIsActive: r.organization_is_active ? 'active' : 'inactive',
    }),
  );
  return { answer: 'prefixMappingsListed', data: { items, pagination: pagination(pageNumber, pageSize, total) } };
}
