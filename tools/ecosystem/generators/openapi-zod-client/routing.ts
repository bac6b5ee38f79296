// openapi-zod-client's createApiClient makes a Zodios instance for one base URL, with every operation on it; it does
// not read the operation-level servers of the checkout and payout operations, so there is an instance per host and
// each call goes through its host's.
import type { HostAnswers, Hosts } from '../hosts';
import { createApiClient } from './generated/client';

export async function callEachHost(hosts: Hosts, apiKey: string): Promise<HostAnswers> {
  const apiFor = (baseUrl: string) => createApiClient(baseUrl, { axiosConfig: { headers: { 'x-api-key': apiKey } } });
  const wallet = apiFor(hosts.wallet);
  const checkout = apiFor(hosts.checkout);
  const payout = apiFor(hosts.payout);

  const found = await wallet.getWalletById({ params: { walletId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' } });
  const page = await checkout.listCheckoutWallets({
    queries: { organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
  });
  const enquiry = await payout.interBankEnquiry({ queries: { BankCode: '058', AccountNumber: '0123456789' } });
  return {
    availableBalance: found.data.availableBalance,
    checkoutWalletNumbers: page.data.map((checkoutWallet) => checkoutWallet.walletNumber),
    accountName: enquiry.data.data.accountName,
  };
}
