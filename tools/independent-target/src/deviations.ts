/** Ways the target can be told to break the contract, one fault each, to prove the runner notices. */
export interface Deviations {
  /**
   * postWalletTransaction: a replay of the same transactionReference with the same body posts again (moves balance
   * again, new history entry) instead of answering the original answer without moving.
   */
  replayPostsAgain?: boolean;
  /** listCheckoutWallets: pagination.totalPages computed wrongly (totalCount 23, pageSize 10 → totalPages 2). */
  paginationNumbersWrong?: boolean;
  /** getWalletById answers after this delay. */
  slowMs?: number;
  /** A posting (credit/debit) answers 200 but the wallet's availableBalance/ledgerBalance read back do not change. */
  balanceDoesNotMove?: boolean;
  /**
   * History entries' `balance` (balance after the entry) is the entry's amount, so consecutive entries do not chain.
   */
  historyDoesNotChain?: boolean;
  /** The other organization's key can GET the main organization's wallet by id (200): an isolation breach. */
  otherOrganizationReadsWallet?: boolean;
  /** getWalletById 200 answers envelope code "200" instead of the documented "00". */
  successCode200?: boolean;
  /**
   * A request without x-api-key gets 401 with a shape-B body {statusCode:401,message,data:null} instead of the
   * documented shape-A body.
   */
  unauthorizedWrongEnvelope?: boolean;
  /** Webhooks are signed with a wrong secret. */
  badSignature?: boolean;
  /** Not a fault (the document: deliveries without 200 "may be retried"): a webhook is attempted once, never again. */
  webhookNotRetried?: boolean;
  /** A webhook's retry carries a new event id: a receiver that deduplicates by id processes the change twice. */
  retryWithNewId?: boolean;
  /** A webhook's retry carries the same id but other bytes (a createdAt made anew): which body is the event? */
  retryChangesBody?: boolean;
  /**
   * The transaction.posted webhook says an amount one unit more than the amount posted: signed and well-formed, but
   * untrue.
   */
  postedEventWrongAmount?: boolean;
  /**
   * The payment.succeeded webhook takes every fee from its beneficiary's share, also a fee the organization bears:
   * signed and well-formed, but not the split rule.
   */
  splitPaidWrong?: boolean;
  /** getWalletById's data.availableBalance is sent as a string. */
  wrongFieldType?: boolean;
  /** A posting refused as invalid is still recorded under its reference, as if it had posted. */
  refusalRecorded?: boolean;
  /**
   * getWalletToWalletTransferStatus knows only what settled outside a posting request (the seeded wallet-to-wallet
   * transfers, inflows) and answers 404 for a posting's reference: the document shows the status of transfers only, so
   * this refutes our provisional choice (a posting reads back there) without departing from the document.
   */
  transferStatusOnlyForTransfers?: boolean;
  /**
   * postWalletTransaction refuses a reused reference with another body as an invalid request (HTTP 400, code 400)
   * instead of 409: the document shows no answer for it, so this refutes our provisional 409 and departs from nothing.
   */
  reusedReferenceAnswers400?: boolean;
  /**
   * postWalletTransaction claims a reference only after an await, so the same reference sent twice at once posts twice.
   */
  referenceClaimedAfterAwait?: boolean;
  /**
   * An immediate debit checks the funds, awaits, then books: debits sent together each pass the check and overdraw the
   * wallet.
   */
  debitBookedAfterAwait?: boolean;
  /**
   * An immediate debit is booked as if it released a hold: the ledger balance moves, the available balance does not.
   */
  immediateDebitAsHoldRelease?: boolean;
  /**
   * postWalletTransaction posts a debit or credit dated in the future at once, as if it were due, instead of holding it
   * Pending.
   */
  scheduledPostsAtOnce?: boolean;
  /**
   * postWalletTransaction reaches the service this long after it was sent, as over a long way: its value date may have
   * passed by then.
   */
  slowPostingMs?: number;
  /** A NUL character anywhere in a request's body or query ends in a 500, as a store that cannot hold it would. */
  nulAnswers500?: boolean;
  /**
   * searchWalletByMobileNumber answers an unknown mobile number with HTTP 500 and a .NET stack trace in its message,
   * where the spec's 404 is a provisional choice: a fault however the document's silence is read.
   */
  unknownMobileAnswers500?: boolean;
  /**
   * A key nobody issued is refused with its own value in the message (`Invalid API key '<key>'`): a secret sent back.
   */
  refusedKeyEchoed?: boolean;
  /**
   * Webhooks carry a signature of the scheme's shape (`t=…,v1=<64 hex>`) made over the body re-serialized with sorted
   * keys, not over the bytes sent: every receiver that verifies the raw body rejects every delivery.
   */
  signsSortedKeys?: boolean;
  /**
   * Not a fault: a staging's rate limit. More than this many requests in a second with one key are answered 429 with
   * `Retry-After: 1`, as the document's "Rate limits: not shown" allows.
   */
  rateLimitPerSecond?: number;
  /**
   * Not a fault: a staging that follows only the document, where an inflow funds a wallet's account number and
   * nothing else. A checkout wallet's number is refused as an account that is not valid (400, code 03).
   */
  inflowFundsWalletsOnly?: boolean;
  /** postWalletTransaction takes a negative amount as its opposite: a credit of -1.00 debits the wallet 1.00. */
  negativeAmountsTaken?: boolean;
  /** getWalletToWalletTransferStatus answers a reference whichever organization posted it: an IDOR. */
  transferStatusOfAnyOrganization?: boolean;
  /** getWalletById's balances kept in single precision (48250.40 + 1.00 read back as 48251.3984375). */
  singlePrecisionBalances?: boolean;
}
