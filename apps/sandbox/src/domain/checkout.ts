import type { BankAccount, CheckoutWallet, Pagination, PrefixMapping } from '@waas/types';
import { bankAccountName, checkoutWalletsPage, prefixMappingsPage } from '../storage/checkout.js';
import type { Engine } from '../storage/engine.js';
import { expireDueCheckoutWallets } from './checkout-wallets.js';
import { parseInstant } from './instants.js';
import type { Outcome } from './outcome.js';

export function pagination(pageNumber: number, pageSize: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / pageSize);
  return { currentPage: pageNumber, pageSize, totalCount, totalPages, hasNextPage: pageNumber < totalPages, hasPreviousPage: pageNumber > 1 };
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** A key reads only its own organization's lists: asking for another organization's is answered as such, never served. */
export async function listCheckoutWallets(
  engine: Engine,
  request: {
    organizationId: string;
    askedOrganizationId: string;
    /** The sandbox clock: wallets past their expiry are expired before the page is read. */
    nowUs: number;
    pageNumber: number;
    pageSize: number;
    status?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    search?: string | undefined;
    walletNumber?: string | undefined;
  },
): Promise<Outcome<'walletsListed' | 'otherOrganization' | 'invalidRequest', Page<CheckoutWallet>>> {
  if (request.askedOrganizationId.toLowerCase() !== request.organizationId) return { answer: 'otherOrganization' };
  const fromUs = request.fromDate === undefined ? undefined : parseInstant(request.fromDate);
  const toUs = request.toDate === undefined ? undefined : parseInstant(request.toDate);
  if ((request.fromDate !== undefined && fromUs === undefined) || (request.toDate !== undefined && toUs === undefined)) return { answer: 'invalidRequest' };
  const { pageNumber, pageSize } = request;
  const { documents, total } = await engine.unitOfWork(async (sql) => {
    await expireDueCheckoutWallets(sql, request.organizationId, request.nowUs);
    return checkoutWalletsPage(
      sql,
      request.organizationId,
      { status: request.status, fromUs, toUs, search: request.search, walletNumber: request.walletNumber },
      { offset: (pageNumber - 1) * pageSize, limit: pageSize },
    );
  });
  return { answer: 'walletsListed', data: { items: documents as CheckoutWallet[], pagination: pagination(pageNumber, pageSize, total) } };
}

export async function listPrefixMappings(
  engine: Engine,
  request: { organizationId: string; askedOrganizationId: string; pageNumber: number; pageSize: number; search?: string | undefined },
): Promise<Outcome<'prefixMappingsListed' | 'otherOrganization', Page<PrefixMapping>>> {
  if (request.askedOrganizationId.toLowerCase() !== request.organizationId) return { answer: 'otherOrganization' };
  const { pageNumber, pageSize } = request;
  const { rows, total } = await engine.unitOfWork((sql) =>
    prefixMappingsPage(sql, request.organizationId, request.search, { offset: (pageNumber - 1) * pageSize, limit: pageSize }),
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

/** Names an account at a bank of the directory, or a wallet's virtual account at the sandbox's own bank. */
export async function interBankEnquiry(
  engine: Engine,
  request: { bankCode: string; accountNumber: string },
): Promise<Outcome<'accountResolved' | 'accountNotFound', BankAccount>> {
  const name = await engine.unitOfWork((sql) => bankAccountName(sql, request.bankCode, request.accountNumber));
  if (name === undefined) return { answer: 'accountNotFound' };
  return { answer: 'accountResolved', data: { destinationBankCode: request.bankCode, accountNumber: request.accountNumber, accountName: name } };
}
