/** The base address of each of the API's three hosts, as the spec's servers give them for one environment. */
export interface Hosts {
  wallet: string;
  checkout: string;
  payout: string;
}

/** One value from each host's answer, typed as the spec says, so a generator that loses a type fails to compile. */
export interface HostAnswers {
  availableBalance: number;
  checkoutWalletNumbers: string[];
  accountName: string;
}
