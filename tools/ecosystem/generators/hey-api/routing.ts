// @hey-api/openapi-ts sends every operation to the one client it is given and does not read the operation-level
// servers of the checkout and payout operations, so there is a client per host and each call names its host's.
import type { HostAnswers, Hosts } from '../hosts';
import { createClient, createConfig } from './generated/client';
import { getWalletById, interBankEnquiry, listCheckoutWallets } from './generated/sdk.gen';

export async function callEachHost(hosts: Hosts, apiKey: string): Promise<HostAnswers> {
  const clientFor = (baseUrl: string) => createClient(createConfig({ baseUrl, headers: { 'x-api-key': apiKey } }));
  const wallet = clientFor(hosts.wallet);
  const checkout = clientFor(hosts.checkout);
  const payout = clientFor(hosts.payout);

  const { data: found } = await getWalletById({
    client: wallet,
    path: { walletId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
    throwOnError: true,
  });
  const { data: page } = await listCheckoutWallets({
    client: checkout,
    query: { organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
    throwOnError: true,
  });
  const { data: enquiry } = await interBankEnquiry({
    client: payout,
    query: { BankCode: '058', AccountNumber: '0123456789' },
    throwOnError: true,
  });
  return {
    availableBalance: found.data.availableBalance,
    checkoutWalletNumbers: page.data.map((checkoutWallet) => checkoutWallet.walletNumber),
    accountName: enquiry.data.data.accountName,
  };
}
