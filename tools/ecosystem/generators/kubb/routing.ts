// kubb's clients take the request config as their last argument, and do not read the operation-level servers of the
// checkout and payout operations, so there is a config per host and each call passes its host's.
import type { HostAnswers, Hosts } from '../hosts';
import { getWalletById, interBankEnquiry, listCheckoutWallets } from './generated';

export async function callEachHost(hosts: Hosts, apiKey: string): Promise<HostAnswers> {
  const configFor = (baseURL: string) => ({ baseURL, headers: { 'x-api-key': apiKey } });
  const wallet = configFor(hosts.wallet);
  const checkout = configFor(hosts.checkout);
  const payout = configFor(hosts.payout);

  const found = await getWalletById('3fa85f64-5717-4562-b3fc-2c963f66afa6', wallet);
  const page = await listCheckoutWallets({ organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }, checkout);
  const enquiry = await interBankEnquiry({ BankCode: '058', AccountNumber: '0123456789' }, payout);
  return {
    availableBalance: found.data.availableBalance,
    checkoutWalletNumbers: page.data.map((checkoutWallet) => checkoutWallet.walletNumber),
    accountName: enquiry.data.data.accountName,
  };
}
