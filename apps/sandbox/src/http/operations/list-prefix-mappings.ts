import type { operations } from '@waas/types';
import { listPrefixMappings } from '../../domain/payouts/prefix-mappings.js';
import { operation, pageEnvelope } from '../operation.js';

type Query = operations['listPrefixMappings']['parameters']['query'];

export const listPrefixMappingsOperation = operation<unknown, Query, unknown>(
  async ({ binding, caller, query, store }) =>
    pageEnvelope(
      binding,
      await listPrefixMappings(store, {
        organizationId: caller.organizationId,
        askedOrganizationId: query.organizationId,
        pageNumber: query.pageNumber ?? 1,
        pageSize: query.pageSize ?? 10,
        search: query.search,
      }),
    ),
);
