import type { Wallet, WalletHistoryEntry, WalletHistoryPage } from '@waas/types';
import { localMillis, NOT_AN_INSTANT, parseInstant } from '../time/instants.js';
import { toMajor } from '../ledger/money.js';
import { refused, type Outcome } from '../outcome.js';
import type { WalletRecord } from './wallet.js';
import type { Store } from '../store.js';

const NO_PRODUCT = '00000000-0000-0000-0000-000000000000';

export function toWallet(w: WalletRecord): Wallet {
  return {
    id: w.id,
    walletGroupId: w.wallet_group_id,
    customerId: w.customer_id,
    availableBalance: toMajor(w.available_minor),
    ledgerBalance: toMajor(w.ledger_minor),
    walletRestrictionId: w.wallet_restriction_id,
    walletClassificationId: w.wallet_classification_id,
    currencyId: w.currency_id,
    isInternal: w.kind !== 'customer',
    isDefault: w.is_default,
    name: w.name,
    overdraft: w.overdraft_minor === null ? null : toMajor(w.overdraft_minor),
    virtualAccount: { accountNumber: w.account_number, bankCode: w.bank_code, bankName: w.bank_name },
    mobNum: w.mob_num,
    customerTypeId: w.customer_type_id,
  };
}

export async function getWalletById(
  store: Store,
  request: { organizationId: string; walletId: string },
): Promise<Outcome<'walletRetrieved' | 'accountNotFound', Wallet>> {
  const row = await store.walletById(request.organizationId, request.walletId.toLowerCase());
  return row ? { answer: 'walletRetrieved', data: toWallet(row) } : { answer: 'accountNotFound' };
}

export async function searchWalletByMobileNumber(
  store: Store,
  request: { organizationId: string; mobNum: string },
): Promise<Outcome<'walletFound' | 'walletNotFound', Wallet>> {
  const row = await store.walletByMobileNumber(request.organizationId, request.mobNum);
  return row ? { answer: 'walletFound', data: toWallet(row) } : { answer: 'walletNotFound' };
}

/**
 * One page of a wallet's history over an inclusive time range, newest first; each entry carries the balance after it.
 */
export async function getWalletHistory(
  store: Store,
  request: {
    organizationId: string;
    accountNumber: string;
    startDate: string;
    endDate: string;
    pageNumber: number;
    pageSize: number;
  },
): Promise<Outcome<'historyFetched' | 'walletNotFound' | 'badRequest', WalletHistoryPage>> {
  const fromUs = parseInstant(request.startDate);
  const toUs = parseInstant(request.endDate, true);
  if (fromUs === undefined)
    return refused('badRequest', { in: 'query', pointer: '/startDate', message: NOT_AN_INSTANT });
  if (toUs === undefined) return refused('badRequest', { in: 'query', pointer: '/endDate', message: NOT_AN_INSTANT });
  if (toUs < fromUs)
    return refused('badRequest', {
      in: 'query',
      pointer: '/endDate',
      message: `must not be before startDate (${request.startDate})`,
    });
  return store.unitOfWork(async (tx) => {
    const wallet = await tx.walletByAccountNumber(request.organizationId, request.accountNumber);
    if (!wallet) return { answer: 'walletNotFound' };
    const { pageNumber, pageSize } = request;
    const { rows, total } = await tx.entriesPage(
      wallet.id,
      { fromUs, toUs },
      { offset: (pageNumber - 1) * pageSize, limit: pageSize },
    );
    const walletHistories = rows.map(
      (e): WalletHistoryEntry => ({
        id: e.id,
        walletId: wallet.id,
        productId: e.product_id ?? NO_PRODUCT,
        remarks: e.remarks,
        amount: toMajor(e.amount_minor),
        debitCreditIndicator: e.dc,
        balance: toMajor(e.balance_after_minor),
        transactionReference: e.reference,
        transactionId: e.posting_id,
        isActive: true,
        dateCreated: localMillis(e.created_at_us),
        mobileNumber: wallet.mob_num ?? '',
        accountNumber: wallet.account_number,
        name: wallet.name,
      }),
    );
    return {
      answer: 'historyFetched',
      data: {
        walletHistories,
        totalCount: total,
        totalPages: Math.ceil(total / pageSize),
        currentPage: pageNumber,
        pageSize,
      },
    };
  });
}
