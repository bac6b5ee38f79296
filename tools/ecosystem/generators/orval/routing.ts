// With orval, the host is chosen in orval.config.ts: each tag's mutator (hosts.ts) sends its operations to its host,
// so a call names no host.
import type { HostAnswers, Hosts } from '../hosts';
import { getWalletById, interBankEnquiry, listCheckoutWallets } from './generated/waas';
import { useHosts } from './hosts';

export async function callEachHost(hosts: Hosts, apiKey: string): Promise<HostAnswers> {
  useHosts(hosts, apiKey);
  const found = await getWalletById('3fa85f64-5717-4562-b3fc-2c963f66afa6');
  const page = await listCheckoutWallets({ organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
  const enquiry = await interBankEnquiry({ BankCode: '058', AccountNumber: '0123456789' });
  if (found.status !== 200 || page.status !== 200 || enquiry.status !== 200) throw new Error('a host refused the call');
  return {
    availableBalance: found.data.data.availableBalance,
    checkoutWalletNumbers: page.data.data.map((checkoutWallet) => checkoutWallet.walletNumber),
    accountName: enquiry.data.data.data.accountName,
  };
}
