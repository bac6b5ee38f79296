import { localMillis, parseInstant } from './clock.js';
import { errorA, successA } from './envelopes.js';
import type { Entry, WalletAccount } from './ledger.js';
import { toMajor } from './money.js';
import { pageOf } from './pagination.js';
import type { Handler } from './service.js';

const badRequest = errorA(400, '400', 'Bad Request');

/**
 * A WalletHistoryEntry; `chains` false is the historyDoesNotChain deviation, which shows the amount as the balance
 * after.
 */
function entryView(wallet: WalletAccount, e: Entry, chains: boolean) {
  return {
    id: e.id,
    walletId: wallet.id,
    productId: e.productId,
    remarks: e.remarks,
    amount: toMajor(e.amountMinor),
    debitCreditIndicator: e.dc,
    balance: toMajor(chains ? e.balanceMinor : e.amountMinor),
    transactionReference: e.reference,
    transactionId: e.transactionId,
    isActive: true,
    dateCreated: localMillis(e.atMs),
    mobileNumber: wallet.mobNum ?? '',
    accountNumber: wallet.accountNumber,
    name: wallet.name,
  };
}

/**
 * One page of a wallet's entries in an inclusive range, newest first, as the spec's description of the operation says.
 */
export const getWalletHistory: Handler = ({ ledger, deviations }, { caller, query }) => {
  const fromMs = parseInstant(String(query.startDate));
  const toMs = parseInstant(String(query.endDate), true);
  if (fromMs === undefined || toMs === undefined || toMs < fromMs) return badRequest;
  const wallet = ledger.customerWallet(caller.organizationId, String(query.accountNumber));
  if (!wallet) return errorA(404, '404', 'Wallet not found');
  const inRange = ledger.entries(wallet.id).filter((e) => e.atMs >= fromMs && e.atMs <= toMs);
  const page = pageOf(inRange.reverse(), Number(query.pageNumber), Number(query.pageSize));
  return successA('00', 'Fetched Successfully', {
    walletHistories: page.items.map((e) => entryView(wallet, e, !deviations.historyDoesNotChain)),
    totalCount: page.pagination.totalCount,
    totalPages: page.pagination.totalPages,
    currentPage: page.pagination.currentPage,
    pageSize: page.pagination.pageSize,
  });
};
