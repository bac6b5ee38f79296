import type { CheckoutWallet } from '@waas/types';
import { refused, type Outcome } from '../outcome.js';
import { pagination, type Page } from '../pagination.js';
import { NOT_AN_INSTANT, parseInstant } from '../time/instants.js';
import { expireDueCheckoutWallets } from './wallets.js';
import type { Store } from '../store.js';

/**
 * A key reads only its own organization's lists: asking for another organization's is answered as such, never served.
 */
export async function listCheckoutWallets(
  store: Store,
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
  for (const [name, text, us] of [
    ['fromDate', request.fromDate, fromUs],
    ['toDate', request.toDate, toUs],
  ] as const) {
    if (text !== undefined && us === undefined)
      return refused('invalidRequest', { in: 'query', pointer: `/${name}`, message: NOT_AN_INSTANT });
  }
  const { pageNumber, pageSize } = request;
  const { documents, total } = await store.unitOfWork(async (tx) => {
    await expireDueCheckoutWallets(tx, request.organizationId, request.nowUs);
    return tx.checkoutWalletsPage(
      request.organizationId,
      { status: request.status, fromUs, toUs, search: request.search, walletNumber: request.walletNumber },
      { offset: (pageNumber - 1) * pageSize, limit: pageSize },
    );
  });
  return {
    answer: 'walletsListed',
    data: { items: documents as CheckoutWallet[], pagination: pagination(pageNumber, pageSize, total) },
  };
}
