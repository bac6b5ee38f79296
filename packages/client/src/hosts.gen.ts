// Generated from spec/dist/openapi.json (servers and x-host). Do not edit: run `pnpm --filter @waas/client generate`.

export const HOSTS = ["wallet","checkout","payout"] as const;

/** A host of the API; each serves its own paths. */
export type Host = (typeof HOSTS)[number];

/** Path template → the host that serves it, from `x-host` on the operation's servers, else the top-level servers. */
export const hostByPath = {
  "/api/Payout/inter-bank-enquiry": "payout",
  "/api/v1/admin/batch/process-due": "wallet",
  "/api/v1/checkout-wallet": "checkout",
  "/api/v1/prefix-map/me": "checkout",
  "/api/v1/products/update": "wallet",
  "/api/v1/staging/simulate-inflow": "wallet",
  "/api/v1/walletgroups/get/{id}": "wallet",
  "/api/v1/wallets/account-number/history": "wallet",
  "/api/v1/wallets/account-number/transactions": "wallet",
  "/api/v1/wallets/get/wallet/{walletId}": "wallet",
  "/api/v1/wallets/search/mobile": "wallet",
  "/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/{transactionReference}": "wallet"
} as const satisfies Record<string, Host>;
