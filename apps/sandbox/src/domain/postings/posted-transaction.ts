import type { PostedTransaction } from '@waas/types';
import { instant } from '../time/instants.js';
import { toMajor } from '../ledger/money.js';
import type { Balances } from '../ledger/ledger.js';
import type { Posting } from './posting.js';
import type { WalletRecord } from '../wallets/wallet.js';

/** A transaction's answer and event payload, with the wallet's balances after it. */
export function postedTransaction(
  posting: Posting,
  wallet: Pick<WalletRecord, 'id' | 'account_number'>,
  balances: Balances,
  status: PostedTransaction['status'],
): PostedTransaction {
  return {
    transactionId: posting.id,
    transactionReference: posting.reference,
    walletId: wallet.id,
    accountNumber: wallet.account_number,
    direction: posting.direction!,
    amount: toMajor(posting.amount_minor),
    fee: toMajor(posting.fee_minor),
    currency: posting.currency,
    status,
    availableBalance: toMajor(balances.available_minor),
    ledgerBalance: toMajor(balances.ledger_minor),
    valueDate: instant(posting.value_date_us),
  };
}
