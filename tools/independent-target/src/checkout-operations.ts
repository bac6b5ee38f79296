import { parseInstant } from './clock.js';
import { PREFIX_MAPPINGS } from './directory.js';
import { invalidRequestB, otherOrganization, pageB } from './envelopes.js';
import { pageOf } from './pagination.js';
import type { Handler } from './service.js';

const contains = (text: string | null, search: string) =>
  text !== null && text.toLowerCase().includes(search.toLowerCase());

/** The checkout wallets of the caller's organization, newest first, filtered as the five provisional parameters say. */
export const listCheckoutWallets: Handler = ({ checkoutWallets, deviations }, { caller, query }) => {
  if (String(query.organizationId).toLowerCase() !== caller.organizationId) return otherOrganization;
  const { status, search, walletNumber } = query as Record<string, string | undefined>;
  const fromMs = query.fromDate === undefined ? -Infinity : parseInstant(String(query.fromDate));
  const toMs = query.toDate === undefined ? Infinity : parseInstant(String(query.toDate));
  if (fromMs === undefined || toMs === undefined) return invalidRequestB;
  const found = checkoutWallets.filter((w) => {
    const createdMs = Date.parse(w.createdAt);
    if (w.organizationId !== caller.organizationId || createdMs < fromMs || createdMs >= toMs) return false;
    if (status !== undefined && w.status !== status) return false;
    if (walletNumber !== undefined && w.walletNumber !== walletNumber) return false;
    return (
      search === undefined ||
      [w.walletName, w.invoiceReference, w.customerEmail, w.customerName].some((field) => contains(field, search))
    );
  });
  const page = pageOf(
    found,
    Number(query.pageNumber),
    Number(query.pageSize),
    deviations.paginationNumbersWrong === true,
  );
  return pageB(page.items, page.pagination);
};

/**
 * Admin only (checked before the handler); the search covers the secondary prefix, alias, organization name and primary
 * prefix code.
 */
export const listPrefixMappings: Handler = (_service, { caller, query }) => {
  if (String(query.organizationId).toLowerCase() !== caller.organizationId) return otherOrganization;
  const search = query.search === undefined ? undefined : String(query.search);
  const found = PREFIX_MAPPINGS.filter(
    (m) =>
      m.organizationId === caller.organizationId &&
      (search === undefined ||
        [m.secondaryPrefix, m.alias, m.organizationName, m.primaryPrefixCode].some((field) => contains(field, search))),
  );
  const page = pageOf(found, Number(query.pageNumber), Number(query.pageSize));
  const data = page.items.map(({ primaryPrefixCode: _, ...mapping }) => mapping);
  return pageB(data, page.pagination);
};
