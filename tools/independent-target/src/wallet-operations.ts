import { setTimeout as sleep } from 'node:timers/promises';
import { WALLET_GROUPS } from './data.js';
import { errorA, successA } from './envelopes.js';
import type { WalletAccount } from './ledger.js';
import { toMajor } from './money.js';
import type { Handler } from './service.js';

/** The Wallet schema's fields, and no others. */
export function walletView(w: WalletAccount) {
  return {
    id: w.id,
    walletGroupId: w.walletGroupId,
    customerId: w.customerId,
    availableBalance: toMajor(w.availableMinor),
    ledgerBalance: toMajor(w.ledgerMinor),
    walletRestrictionId: w.walletRestrictionId,
    walletClassificationId: w.walletClassificationId,
    currencyId: w.currencyId,
    isInternal: w.isInternal,
    isDefault: w.isDefault,
    name: w.name,
    overdraft: null,
    virtualAccount: { accountNumber: w.accountNumber, bankCode: w.bankCode, bankName: w.bankName },
    mobNum: w.mobNum,
    customerTypeId: w.customerTypeId,
  };
}

export const getWalletById: Handler = async ({ ledger, deviations }, { caller, path }) => {
  if (deviations.slowMs) await sleep(deviations.slowMs);
  const wallet = ledger.wallet(path.walletId!);
  // Another organization's wallet is answered as if it did not exist, so ids of other organizations cannot be probed.
  if (!wallet || (wallet.organizationId !== caller.organizationId && !deviations.otherOrganizationReadsWallet))
    return errorA(404, '404', 'Account not found');
  const view = walletView(wallet);
  const data = deviations.singlePrecisionBalances
    ? { ...view, availableBalance: Math.fround(view.availableBalance), ledgerBalance: Math.fround(view.ledgerBalance) }
    : view;
  const sent = deviations.wrongFieldType ? { ...data, availableBalance: data.availableBalance.toFixed(2) } : data;
  return successA(deviations.successCode200 ? '200' : '00', 'Retrieved Successfully', sent);
};

export const searchWalletByMobileNumber: Handler = ({ ledger, deviations }, { caller, query }) => {
  const wallet = ledger.walletByMobile(caller.organizationId, String(query.mobNum));
  if (wallet) return successA('200', 'Wallet found.', walletView(wallet));
  return deviations.unknownMobileAnswers500
    ? errorA(500, '500', UNKNOWN_MOBILE_STACK_TRACE)
    : errorA(404, '404', 'Wallet not found');
};

/**
 * What the unknownMobileAnswers500 deviation sends: an exception and its frames, as a .NET service in debug mode would.
 */
const UNKNOWN_MOBILE_STACK_TRACE =
  'System.NullReferenceException: Object reference not set to an instance of an object.\n' +
  '   at Wallets.Api.MobileSearch.Find(String mobNum) in /src/Wallets.Api/MobileSearch.cs:line 42';

export const getWalletGroup: Handler = (_service, { caller, path }) => {
  const group = WALLET_GROUPS.find(
    (g) => g.id === path.id!.toLowerCase() && g.organizationId === caller.organizationId,
  );
  return group
    ? successA('00', 'Wallet group retrieved successfully.', group)
    : errorA(404, '404', 'Wallet group not found');
};
