// Generated from spec/dist/openapi.json (paths, operationIds, list responses and failure codes). Do not edit: run `pnpm --filter @waas/client generate`.

/** operationId → its method and path template. */
export const OPERATIONS = {
  "getWalletById": {
    "method": "get",
    "path": "/api/v1/wallets/get/wallet/{walletId}"
  },
  "getWalletGroup": {
    "method": "get",
    "path": "/api/v1/walletgroups/get/{id}"
  },
  "getWalletHistory": {
    "method": "get",
    "path": "/api/v1/wallets/account-number/history"
  },
  "getWalletToWalletTransferStatus": {
    "method": "get",
    "path": "/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/{transactionReference}"
  },
  "interBankEnquiry": {
    "method": "get",
    "path": "/api/Payout/inter-bank-enquiry"
  },
  "listCheckoutWallets": {
    "method": "get",
    "path": "/api/v1/checkout-wallet"
  },
  "listPrefixMappings": {
    "method": "get",
    "path": "/api/v1/prefix-map/me"
  },
  "postWalletTransaction": {
    "method": "post",
    "path": "/api/v1/wallets/account-number/transactions"
  },
  "processDueBatches": {
    "method": "post",
    "path": "/api/v1/admin/batch/process-due"
  },
  "searchWalletByMobileNumber": {
    "method": "get",
    "path": "/api/v1/wallets/search/mobile"
  },
  "simulateInflow": {
    "method": "post",
    "path": "/api/v1/staging/simulate-inflow"
  },
  "updateProduct": {
    "method": "patch",
    "path": "/api/v1/products/update"
  }
} as const;

/** The paginated lists: which query parameter picks the page, where the items are, and how the last page is told. */
export const PAGINATED = {
  "getWalletHistory": {
    "pageParameter": "pageNumber",
    "pageType": "number",
    "items": [
      "data",
      "walletHistories"
    ],
    "next": {
      "kind": "totalPages",
      "at": [
        "data"
      ]
    }
  },
  "listCheckoutWallets": {
    "pageParameter": "pageNumber",
    "pageType": "string",
    "items": [
      "data"
    ],
    "next": {
      "kind": "hasNextPage",
      "at": [
        "pagination"
      ]
    }
  },
  "listPrefixMappings": {
    "pageParameter": "pageNumber",
    "pageType": "number",
    "items": [
      "data"
    ],
    "next": {
      "kind": "hasNextPage",
      "at": [
        "pagination"
      ]
    }
  }
} as const;

/** The envelope codes an operation's failures are documented with, as sent: shape A's text, shape B's number. */
export interface FailureCodes {
  getWalletById: "400" | "401" | "404" | "500";
  getWalletGroup: "400" | "401" | "404" | "500";
  getWalletHistory: "400" | "401" | "404";
  getWalletToWalletTransferStatus: "400" | "401" | "404" | "500";
  interBankEnquiry: 400 | "401" | 404;
  listCheckoutWallets: 400 | "401" | 403;
  listPrefixMappings: 400 | "401" | 403;
  postWalletTransaction: "400" | "401" | "404" | "409" | "500" | "51";
  processDueBatches: "401" | 403;
  searchWalletByMobileNumber: "400" | "401" | "404" | "500";
  simulateInflow: "03" | "400" | "401" | "500";
  updateProduct: "400" | "401" | "404";
}
