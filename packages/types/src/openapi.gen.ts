/**
 * Generated from spec/openapi.yaml (through its bundle, spec/dist/openapi.json) by `pnpm generate`.
 * Do not edit by hand: change the spec, then run `pnpm --filter @waas/types generate`.
 */

export interface paths {
    "/api/v1/products/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a product
         * @description Replaces the name, description, direction and active flag of a product. All fields are required.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/v1/wallets/search/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search a wallet by mobile number
         * @description Finds the wallet associated with a mobile number.
         */
        get: operations["searchWalletByMobileNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/wallet/transaction/wallet-to-wallet/status/{transactionReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of a wallet-to-wallet transfer
         * @description Re-queries the status of a wallet-to-wallet transfer by its transaction reference.
         */
        get: operations["getWalletToWalletTransferStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the checkout wallets of an organization
         * @description Lists the checkout wallets of the caller's organization, each with its split configurations and history, one page at a time.
         *     A key only reads its own organization's checkout wallets.
         */
        get: operations["listCheckoutWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prefix-map/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the prefix mappings of an organization
         * @description Returns a paginated list of the prefix mappings of the caller's organization. The search covers the secondary prefix,
         *     alias, organization name and primary prefix code. Admin access required. The document titles this operation v2 but its path is under /api/v1.
         */
        get: operations["listPrefixMappings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staging/simulate-inflow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an inflow (staging only)
         * @description Funds a staging account for testing, as if a transfer from outside the organization had arrived. The organization
         *     receives an inflow webhook with the transaction details. Not available in production.
         */
        post: operations["simulateInflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/walletgroups/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet group
         * @description Retrieves a wallet group by its id (called WalletGroupID in the document's parameter list).
         */
        get: operations["getWalletGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/get/wallet/{walletId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet by its id
         * @description Retrieves one wallet with its balances and virtual account.
         */
        get: operations["getWalletById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/account-number/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the history of a wallet by account number
         * @description Returns the transaction history of one wallet over a time range, one page at a time, newest first.
         */
        get: operations["getWalletHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets/account-number/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a transaction to a wallet by account number
         * @description Credits or debits the wallet with the account number. A transaction reference makes the call safe to retry:
         *     the same reference with the same body answers the original result and posts nothing more. A transaction whose
         *     valueDate is in the future is scheduled: it holds the amount now and posts when a due-batch run reaches it.
         */
        post: operations["postWalletTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Payout/inter-bank-enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the name of a bank account
         * @description Looks up the account name of a bank account before paying out to it.
         */
        get: operations["interBankEnquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/batch/process-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process due batch transactions
         * @description Posts every scheduled transaction whose value date has come and answers counts and totals. Administrative; takes no body.
         */
        post: operations["processDueBatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    inflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An inflow credited a wallet
         * @description Sent to the organization's webhook URL when a transfer from outside the organization credits one of its wallets,
         *     real or simulated on staging. The receiver answers 200 after processing; any other answer is retried.
         *
         *     A payment to a checkout wallet is reported the same way: `walletId`, `accountNumber` and `accountName` are the
         *     checkout wallet's id, wallet number and name, `transactionReference` is its current `checkoutRef`, and the
         *     balances are those of the organization's collection wallet.
         */
        post: operations["inflowReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    transactionPosted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transaction was posted to a wallet
         * @description Sent to the organization's webhook URL when a posted transaction changes a wallet's ledger balance, including
         *     scheduled transactions when a due-batch run posts them. The receiver answers 200 after processing.
         */
        post: operations["transactionPosted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    transactionFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scheduled transaction could not be posted
         * @description Sent to the organization's webhook URL when a due-batch run cannot post a scheduled transaction: its status
         *     becomes Failed and no balance moves. The rest of the batch is posted.
         */
        post: operations["transactionFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    paymentSucceeded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A checkout wallet was paid
         * @description Sent to the organization's webhook URL when an inflow of exactly `expectedAmount` to an Active checkout wallet's
         *     number is accepted: the wallet becomes Used, its collection wallet is credited and the payment is split (each
         *     beneficiary's share to the settlement wallet, the fees to the fee wallet). The event says what each split was
         *     paid and what the organization retained, so a receiver can reconcile the split without reading the organization's
         *     internal wallets. It is sent together with the `inflow.received` event of the same payment, in the same unit of
         *     work.
         */
        post: operations["paymentSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    paymentFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment to a checkout wallet was refused
         * @description Sent to the organization's webhook URL when an inflow to a checkout wallet's number is refused: an amount other
         *     than `expectedAmount`, or a wallet that is Used or Expired. Nothing is posted; the inflow is answered as to an
         *     unknown account, and this event is the organization's only trace of it.
         */
        post: operations["paymentFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    walletUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A wallet's name, overdraft or restriction changed
         * @description Sent to the organization's webhook URL when a wallet's `name`, `overdraft` or `walletRestrictionId` changes; the
         *     wallet is shown as it is after the change, and `changed` lists the fields that did. A change to the same values
         *     sends nothing. On the sandbox its control API makes the change.
         */
        post: operations["walletUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    walletDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A wallet was deleted
         * @description Sent to the organization's webhook URL when a wallet is deleted. Only a wallet that never moved money can be
         *     deleted (zero balances, no history, nothing scheduled), so no entry of the ledger loses its wallet. On the
         *     sandbox its control API deletes.
         */
        post: operations["walletDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @description A UUID in its canonical text form; the all-zero UUID is allowed.
         */
        Uuid: string;
        /**
         * @description Direction of the product; `D` is debit, `C` credit.
         * @enum {string}
         */
        ProductDirection: "D" | "C";
        /** @description The new state of a product; every field is required. */
        ProductUpdate: {
            id: components["schemas"]["Uuid"];
            name: string;
            description: string;
            direction: components["schemas"]["ProductDirection"];
            isActive: boolean;
        };
        /** @description Envelope of the wallet API and of most error bodies. */
        EnvelopeA: {
            /** @description A short code, `00` or a number as text such as `404`; it may differ from the HTTP status. */
            code: string;
            success: boolean;
            /** @description Text for people; programs read `code`. */
            message: string;
            /** @description The payload, typed by each operation's envelope (an object, or null on errors). */
            data: unknown;
        };
        /** @description ISO 8601 date and time without zone designator, second precision. */
        LocalDateTimeSeconds: string;
        Product: {
            id: components["schemas"]["Uuid"];
            name: string;
            description: string;
            direction: components["schemas"]["ProductDirection"];
            isActive: boolean;
            dateUpdated: components["schemas"]["LocalDateTimeSeconds"];
        };
        ProductEnvelope: components["schemas"]["EnvelopeA"] & {
            data: components["schemas"]["Product"];
        };
        /** @description An error in shape A. */
        ErrorEnvelopeA: components["schemas"]["EnvelopeA"] & {
            /** @constant */
            success?: false;
            data?: null;
        };
        /** @description A mobile number, digits with an optional leading plus. */
        MobileNumber: string;
        /** @description An amount or balance in major units, with at most two decimal places. */
        Money: number;
        /** @description A ten-digit account number. */
        AccountNumber: string;
        VirtualAccount: {
            accountNumber: components["schemas"]["AccountNumber"];
            bankCode: string;
            bankName: string;
        };
        Wallet: {
            id: components["schemas"]["Uuid"];
            walletGroupId: components["schemas"]["Uuid"];
            customerId: components["schemas"]["Uuid"];
            availableBalance: components["schemas"]["Money"];
            ledgerBalance: components["schemas"]["Money"];
            walletRestrictionId: string | null;
            walletClassificationId: components["schemas"]["Uuid"];
            currencyId: components["schemas"]["Uuid"];
            /** @description An internal wallet of the organization, the balancing side of its postings. */
            isInternal: boolean;
            isDefault: boolean;
            name: string;
            /** @description How far below zero the balance may go; null when none. */
            overdraft: number | null;
            virtualAccount: components["schemas"]["VirtualAccount"];
            mobNum: string | null;
            customerTypeId: components["schemas"]["Uuid"];
        };
        WalletEnvelope: components["schemas"]["EnvelopeA"] & {
            data: components["schemas"]["Wallet"];
        };
        /** @description A reference of up to 64 letters, digits, dots, underscores and hyphens. */
        TransactionReference: string;
        /**
         * @description `Success` once posted, `Pending` while scheduled, `Failed` when rejected.
         * @enum {string}
         */
        TransferStatusValue: "Success" | "Pending" | "Failed";
        /** @description ISO 8601 date and time without zone designator, microsecond precision. */
        LocalDateTimeMicros: string;
        TransferStatus: {
            reference: string;
            status: components["schemas"]["TransferStatusValue"];
            timestamp: components["schemas"]["LocalDateTimeMicros"];
        };
        TransferStatusEnvelope: components["schemas"]["EnvelopeA"] & {
            data: components["schemas"]["TransferStatus"];
        };
        /**
         * @description `Active` until paid (`Used`) or past its expiry (`Expired`); reactivation makes it `Active` again.
         * @enum {string}
         */
        CheckoutWalletStatus: "Active" | "Used" | "Expired";
        /** @description Envelope of checkout wallets, prefix mappings and batch processing. */
        EnvelopeB: {
            /** @description Mirrors the HTTP status. */
            statusCode: number;
            message: string;
            /** @description The payload, typed by each operation's envelope (a list, an object, or null on errors). */
            data: unknown;
        };
        /** @description An ISO 4217 currency code, such as NGN. */
        CurrencyCode: string;
        Beneficiary: {
            id: string;
            beneficiaryName: string;
            accountNumber: string;
            bankCode: string;
            beneficiaryAlias: string;
            isActive: boolean;
        };
        /**
         * @description A beneficiary's fixed share of a checkout payment. The beneficiary is paid `splitValue`, less `feeValue` when it
         *     bears the fee; the fee goes to the organization's fee wallet; the organization keeps what is left of the payment.
         */
        SplitConfiguration: {
            id: components["schemas"]["Uuid"];
            beneficiaryId: components["schemas"]["Uuid"];
            splitValue: components["schemas"]["Money"];
            feeValue: components["schemas"]["Money"];
            feeBearer: boolean;
            beneficiary: components["schemas"]["Beneficiary"];
        };
        /** @description One generation of a checkout wallet, written when it is created and again on each reactivation. */
        CheckoutWalletHistoryEntry: {
            id: components["schemas"]["Uuid"];
            checkoutRef: string;
            expectedAmount: components["schemas"]["Money"];
            /** Format: date-time */
            generatedAt: string;
            /** Format: date-time */
            usedAt: string | null;
            status: components["schemas"]["CheckoutWalletStatus"];
            transactionId: string | null;
        };
        CheckoutWallet: {
            id: components["schemas"]["Uuid"];
            walletNumber: string;
            organizationId: components["schemas"]["Uuid"];
            walletName: string;
            status: components["schemas"]["CheckoutWalletStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            usedAt: string | null;
            /**
             * Format: date-time
             * @description When the wallet expired (its expiresAt); null unless Expired.
             */
            expiredAt: string | null;
            /**
             * Format: date-time
             * @description When the wallet was last made Active again.
             */
            reactivatedAt: string | null;
            expectedAmount: components["schemas"]["Money"];
            invoiceReference: string | null;
            description: string | null;
            currencyCode: components["schemas"]["CurrencyCode"];
            customerEmail: string;
            customerName: string | null;
            /** @description A JSON document carried as a string. */
            metadata: string;
            /** @enum {string} */
            splitType: "Fixed";
            splitConfigurations: components["schemas"]["SplitConfiguration"][];
            walletHistories: components["schemas"]["CheckoutWalletHistoryEntry"][];
        };
        Pagination: {
            currentPage: number;
            pageSize: number;
            totalCount: number;
            totalPages: number;
            hasNextPage: boolean;
            hasPreviousPage: boolean;
        };
        CheckoutWalletPage: components["schemas"]["EnvelopeB"] & {
            data: components["schemas"]["CheckoutWallet"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description An error in shape B. */
        ErrorEnvelopeB: components["schemas"]["EnvelopeB"] & {
            data?: null;
        };
        PrefixMapping: {
            id: components["schemas"]["Uuid"];
            secondaryPrefix: string;
            primaryPrefixId: components["schemas"]["Uuid"];
            organizationId: components["schemas"]["Uuid"];
            alias: string;
            organizationName: string;
            /** @description Text such as `active`. */
            organizationIsActive: string;
        };
        PrefixMappingPage: components["schemas"]["EnvelopeB"] & {
            data: components["schemas"]["PrefixMapping"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description An inflow to simulate on staging. Every field is a string, the amount included. */
        InflowSimulation: {
            beneficiaryAccountName: string;
            beneficiaryAccountNumber: components["schemas"]["AccountNumber"];
            /** @description Amount in major units as text, more than zero and at most 500,000,000, with at most two decimal places: `"1500.00"`, not `1500`. Unlike posting's `amount`, which is a JSON number, the document shows this one as a string, and a number is refused as an invalid request. */
            amount: string;
            narration: string;
        };
        /** @description A success in shape A without payload. */
        NoDataEnvelope: components["schemas"]["EnvelopeA"] & {
            /** @constant */
            success?: true;
            data?: null;
        };
        /** @description ISO 8601 date and time without zone designator; fractional seconds optional. */
        LocalDateTime: string;
        WalletGroup: {
            id: components["schemas"]["Uuid"];
            name: string;
            description: string | null;
            organizationId: components["schemas"]["Uuid"];
            isActive: boolean;
            dateCreated: components["schemas"]["LocalDateTime"];
        };
        WalletGroupEnvelope: components["schemas"]["EnvelopeA"] & {
            data: components["schemas"]["WalletGroup"];
        };
        /** @description ISO 8601 date, or date and time with or without zone designator. Without a zone it is read as UTC. */
        Iso8601Instant: string;
        /**
         * @description `D` for a debit, `C` for a credit.
         * @enum {string}
         */
        DebitCreditIndicator: "D" | "C";
        WalletHistoryEntry: {
            id: components["schemas"]["Uuid"];
            walletId: components["schemas"]["Uuid"];
            productId: components["schemas"]["Uuid"];
            remarks: string;
            amount: components["schemas"]["Money"];
            debitCreditIndicator: components["schemas"]["DebitCreditIndicator"];
            balance: components["schemas"]["Money"];
            transactionReference: string;
            transactionId: string;
            isActive: boolean;
            dateCreated: components["schemas"]["LocalDateTime"];
            mobileNumber: string;
            accountNumber: string;
            name: string | null;
        };
        WalletHistoryPage: {
            walletHistories: components["schemas"]["WalletHistoryEntry"][];
            totalCount: number;
            totalPages: number;
            currentPage: number;
            pageSize: number;
        };
        WalletHistoryEnvelope: components["schemas"]["EnvelopeA"] & {
            data: components["schemas"]["WalletHistoryPage"];
        };
        /** @description An amount in major units, greater than zero, with at most two decimal places (`multipleOf: 0.01`). For tools that validate: read `multipleOf` in decimal. A validator that divides doubles refuses valid amounts (0.07 / 0.01 is 7.000000000000001), and a tolerance such as Ajv's `multipleOfPrecision` cannot fix it over this range: amounts near one trillion come out up to 0.0156 off a whole number of cents while 1.001 comes out only 0.1 off. This repository's Ajv instances and its Prism mock replace Ajv's `multipleOf` with a decimal one (`@waas/spec/decimal-multiple`). */
        Amount: number;
        /** @enum {string} */
        TransactionDirection: "CREDIT" | "DEBIT";
        /** @description A transaction to post to a wallet, found by its account number. */
        TransactionToPost: {
            /** @description Internal identifier. */
            id?: number;
            productId: components["schemas"]["Uuid"];
            organizationId?: components["schemas"]["Uuid"];
            amount: components["schemas"]["Amount"];
            /** @description A fee in major units, charged on top of a debit or taken from a credit, with at most two decimal places; read `multipleOf` in decimal, as the amount's description says. */
            fee?: number;
            /** Format: date-time */
            postedDate?: string;
            /**
             * Format: date-time
             * @description When the transaction takes effect; a future value date schedules it.
             */
            valueDate?: string;
            transactionReference?: components["schemas"]["TransactionReference"];
            walletId?: components["schemas"]["Uuid"];
            customerId?: components["schemas"]["Uuid"];
            isPosted?: boolean;
            direction: components["schemas"]["TransactionDirection"];
            remarks?: string;
            currency: components["schemas"]["CurrencyCode"];
            batchReference?: string;
            accountNumber?: components["schemas"]["AccountNumber"];
        } & ({
            accountNumber: components["schemas"]["AccountNumber"];
        } | {
            walletId: components["schemas"]["Uuid"];
        });
        /** @description The result of posting, the same on every retry with the same reference. */
        PostedTransaction: {
            transactionId: components["schemas"]["Uuid"];
            transactionReference: string;
            walletId: components["schemas"]["Uuid"];
            accountNumber: components["schemas"]["AccountNumber"];
            direction: components["schemas"]["TransactionDirection"];
            amount: components["schemas"]["Money"];
            fee: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            status: components["schemas"]["TransferStatusValue"];
            availableBalance: components["schemas"]["Money"];
            ledgerBalance: components["schemas"]["Money"];
            /** Format: date-time */
            valueDate: string;
        };
        PostedTransactionEnvelope: components["schemas"]["EnvelopeA"] & {
            data: components["schemas"]["PostedTransaction"];
        };
        /** @description A bank code of three to six digits. */
        BankCode: string;
        BankAccount: {
            destinationBankCode: string;
            accountNumber: string;
            accountName: string;
        };
        /** @description The third envelope shape, used by the payout enquiry only. */
        BankAccountEnquiry: {
            data: {
                status: string;
                data: components["schemas"]["BankAccount"];
                code: string | null;
                message: string | null;
            };
            statusCode: number;
            message: string;
            succeeded: boolean;
        };
        /** @description An enquiry that failed, in the enquiry's own shape. */
        BankAccountEnquiryError: {
            data: null;
            statusCode: number;
            message: string;
            /** @constant */
            succeeded: false;
        };
        BatchProcessingResult: {
            isSuccess: boolean;
            message: string;
            processedBatches: number;
            totalTransactions: number;
            totalAmount: components["schemas"]["Money"];
        };
        BatchProcessingEnvelope: components["schemas"]["EnvelopeB"] & {
            data: components["schemas"]["BatchProcessingResult"];
        };
        /** @description The envelope of every webhook. `id` is stable across retries, so receivers deduplicate on it. */
        WebhookEvent: {
            id: components["schemas"]["Uuid"];
            type: string;
            /** Format: date-time */
            createdAt: string;
            organizationId: components["schemas"]["Uuid"];
            data: Record<string, unknown>;
        };
        InflowEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "inflow.received";
            data?: {
                transactionReference: string;
                accountNumber: components["schemas"]["AccountNumber"];
                accountName: string;
                walletId: components["schemas"]["Uuid"];
                amount: components["schemas"]["Money"];
                currency: components["schemas"]["CurrencyCode"];
                narration: string;
                availableBalance: components["schemas"]["Money"];
                ledgerBalance: components["schemas"]["Money"];
            };
        };
        TransactionPostedEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "transaction.posted";
            data?: components["schemas"]["PostedTransaction"];
        };
        TransactionFailedEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "transaction.failed";
            /** @description A scheduled transaction that a due-batch run could not post; no balance moved. */
            data?: {
                transactionId: components["schemas"]["Uuid"];
                transactionReference: string;
                walletId: components["schemas"]["Uuid"];
                accountNumber: components["schemas"]["AccountNumber"];
                direction: components["schemas"]["TransactionDirection"];
                amount: components["schemas"]["Money"];
                fee: components["schemas"]["Money"];
                currency: components["schemas"]["CurrencyCode"];
                /** @constant */
                status: "Failed";
                /**
                 * @description `belowFloor`: the wallet would go below minus its overdraft; `beyondLimit`: a balance would pass 9,999,999,999,999.99.
                 * @enum {string}
                 */
                reason: "belowFloor" | "beyondLimit";
                /** Format: date-time */
                valueDate: string;
            };
        };
        PaymentSucceededEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "payment.succeeded";
            /**
             * @description The checkout wallet that was paid, the posting that credited the collection wallet, and how the payment was
             *     split: `amount` = Σ `paid` + Σ `feeValue` + `retained`.
             */
            data?: {
                checkoutWalletId: components["schemas"]["Uuid"];
                walletNumber: components["schemas"]["AccountNumber"];
                walletName: string;
                /** @description The reference of the generation that was paid; the posting's transaction reference. */
                checkoutRef: string;
                transactionId: components["schemas"]["Uuid"];
                amount: components["schemas"]["Money"];
                currency: components["schemas"]["CurrencyCode"];
                narration: string;
                /**
                 * @description A paid checkout wallet is Used.
                 * @constant
                 */
                status: "Used";
                /**
                 * @description One item per split configuration of the checkout wallet, in its order: what the payment paid it. Empty
                 *     when the wallet has no split.
                 */
                splits: {
                    /** @description The `id` of the checkout wallet's split configuration. */
                    splitConfigurationId: components["schemas"]["Uuid"];
                    beneficiaryId: components["schemas"]["Uuid"];
                    /** @description The configuration's splitValue. */
                    splitValue: components["schemas"]["Money"];
                    /** @description The configuration's feeValue, taken from the payment into the organization's fee wallet. */
                    feeValue: components["schemas"]["Money"];
                    /** @description The configuration's feeBearer. */
                    feeBearer: boolean;
                    /** @description What the beneficiary got (owed to it in the organization's settlement wallet until paid out) — `splitValue` − `feeValue` when it bears the fee, `splitValue` otherwise. */
                    paid: components["schemas"]["Money"];
                }[];
                /** @description What the organization kept in its collection wallet — `amount` − Σ `splitValue` − Σ `feeValue` of the splits whose beneficiary does not bear its fee. */
                retained: components["schemas"]["Money"];
            };
        };
        PaymentFailedEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "payment.failed";
            /** @description A payment to a checkout wallet that was refused; nothing was posted. */
            data?: {
                checkoutWalletId: components["schemas"]["Uuid"];
                walletNumber: components["schemas"]["AccountNumber"];
                walletName: string;
                /** @description The reference of the wallet's current generation. */
                checkoutRef: string;
                /** @description What the payer sent. */
                amount: components["schemas"]["Money"];
                expectedAmount: components["schemas"]["Money"];
                currency: components["schemas"]["CurrencyCode"];
                narration: string;
                /** @description The wallet's status when the payment was refused. */
                status: components["schemas"]["CheckoutWalletStatus"];
                /**
                 * @description `amountMismatch`: not exactly expectedAmount; `walletUsed`: already paid; `walletExpired`: past its expiry.
                 * @enum {string}
                 */
                reason: "amountMismatch" | "walletUsed" | "walletExpired";
            };
        };
        WalletUpdatedEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "wallet.updated";
            /** @description The wallet as it is after the change, and which of its fields changed. */
            data?: {
                wallet: components["schemas"]["Wallet"];
                changed: ("name" | "overdraft" | "walletRestrictionId")[];
            };
        };
        WalletDeletedEvent: components["schemas"]["WebhookEvent"] & {
            /** @constant */
            type?: "wallet.deleted";
            /** @description The wallet that no longer exists, as it was identified. */
            data?: {
                walletId: components["schemas"]["Uuid"];
                walletGroupId: components["schemas"]["Uuid"];
                accountNumber: components["schemas"]["AccountNumber"];
                name: string;
            };
        };
    };
    responses: {
        /** @description The x-api-key header is missing, or carries a key nobody issued. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelopeA"];
            };
        };
        /** @description A fault inside the service. The message never carries internal error text. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelopeA"];
            };
        };
        /** @description The receiver processed the event. Only 200 counts as delivered. */
        WebhookDelivered: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
         *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
         *     with its own timestamp. The examples are test vectors: secret
         *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
         */
        AuthSignature: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Uuid = components['schemas']['Uuid'];
export type ProductDirection = components['schemas']['ProductDirection'];
export type ProductUpdate = components['schemas']['ProductUpdate'];
export type EnvelopeA = components['schemas']['EnvelopeA'];
export type LocalDateTimeSeconds = components['schemas']['LocalDateTimeSeconds'];
export type Product = components['schemas']['Product'];
export type ProductEnvelope = components['schemas']['ProductEnvelope'];
export type ErrorEnvelopeA = components['schemas']['ErrorEnvelopeA'];
export type MobileNumber = components['schemas']['MobileNumber'];
export type Money = components['schemas']['Money'];
export type AccountNumber = components['schemas']['AccountNumber'];
export type VirtualAccount = components['schemas']['VirtualAccount'];
export type Wallet = components['schemas']['Wallet'];
export type WalletEnvelope = components['schemas']['WalletEnvelope'];
export type TransactionReference = components['schemas']['TransactionReference'];
export type TransferStatusValue = components['schemas']['TransferStatusValue'];
export type LocalDateTimeMicros = components['schemas']['LocalDateTimeMicros'];
export type TransferStatus = components['schemas']['TransferStatus'];
export type TransferStatusEnvelope = components['schemas']['TransferStatusEnvelope'];
export type CheckoutWalletStatus = components['schemas']['CheckoutWalletStatus'];
export type EnvelopeB = components['schemas']['EnvelopeB'];
export type CurrencyCode = components['schemas']['CurrencyCode'];
export type Beneficiary = components['schemas']['Beneficiary'];
export type SplitConfiguration = components['schemas']['SplitConfiguration'];
export type CheckoutWalletHistoryEntry = components['schemas']['CheckoutWalletHistoryEntry'];
export type CheckoutWallet = components['schemas']['CheckoutWallet'];
export type Pagination = components['schemas']['Pagination'];
export type CheckoutWalletPage = components['schemas']['CheckoutWalletPage'];
export type ErrorEnvelopeB = components['schemas']['ErrorEnvelopeB'];
export type PrefixMapping = components['schemas']['PrefixMapping'];
export type PrefixMappingPage = components['schemas']['PrefixMappingPage'];
export type InflowSimulation = components['schemas']['InflowSimulation'];
export type NoDataEnvelope = components['schemas']['NoDataEnvelope'];
export type LocalDateTime = components['schemas']['LocalDateTime'];
export type WalletGroup = components['schemas']['WalletGroup'];
export type WalletGroupEnvelope = components['schemas']['WalletGroupEnvelope'];
export type Iso8601Instant = components['schemas']['Iso8601Instant'];
export type DebitCreditIndicator = components['schemas']['DebitCreditIndicator'];
export type WalletHistoryEntry = components['schemas']['WalletHistoryEntry'];
export type WalletHistoryPage = components['schemas']['WalletHistoryPage'];
export type WalletHistoryEnvelope = components['schemas']['WalletHistoryEnvelope'];
export type Amount = components['schemas']['Amount'];
export type TransactionDirection = components['schemas']['TransactionDirection'];
export type TransactionToPost = components['schemas']['TransactionToPost'];
export type PostedTransaction = components['schemas']['PostedTransaction'];
export type PostedTransactionEnvelope = components['schemas']['PostedTransactionEnvelope'];
export type BankCode = components['schemas']['BankCode'];
export type BankAccount = components['schemas']['BankAccount'];
export type BankAccountEnquiry = components['schemas']['BankAccountEnquiry'];
export type BankAccountEnquiryError = components['schemas']['BankAccountEnquiryError'];
export type BatchProcessingResult = components['schemas']['BatchProcessingResult'];
export type BatchProcessingEnvelope = components['schemas']['BatchProcessingEnvelope'];
export type WebhookEvent = components['schemas']['WebhookEvent'];
export type InflowEvent = components['schemas']['InflowEvent'];
export type TransactionPostedEvent = components['schemas']['TransactionPostedEvent'];
export type TransactionFailedEvent = components['schemas']['TransactionFailedEvent'];
export type PaymentSucceededEvent = components['schemas']['PaymentSucceededEvent'];
export type PaymentFailedEvent = components['schemas']['PaymentFailedEvent'];
export type WalletUpdatedEvent = components['schemas']['WalletUpdatedEvent'];
export type WalletDeletedEvent = components['schemas']['WalletDeletedEvent'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseWebhookDelivered = components['responses']['WebhookDelivered'];
export type ParameterAuthSignature = components['parameters']['AuthSignature'];
export type $defs = Record<string, never>;
export interface operations {
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductUpdate"];
            };
        };
        responses: {
            /** @description The product was updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductEnvelope"];
                };
            };
            /** @description The body is invalid, or no product has the id (HTTP 400 with envelope code `404`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchWalletByMobileNumber: {
        parameters: {
            query: {
                /** @description Mobile number associated with the wallet. */
                mobNum: components["schemas"]["MobileNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet was found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletEnvelope"];
                };
            };
            /** @description The mobile number is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No wallet has the mobile number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            500: components["responses"]["UnexpectedError"];
        };
    };
    getWalletToWalletTransferStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference of the transfer. */
                transactionReference: components["schemas"]["TransactionReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status of the transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferStatusEnvelope"];
                };
            };
            /** @description The reference is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No transfer has the reference. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            500: components["responses"]["UnexpectedError"];
        };
    };
    listCheckoutWallets: {
        parameters: {
            query: {
                /** @description Id of the caller's organization. */
                organizationId: components["schemas"]["Uuid"];
                /** @description Page to return, counting from 1. */
                pageNumber?: string;
                /** @description Entries per page. */
                pageSize?: string;
                /** @description Only checkout wallets in this status. */
                status?: components["schemas"]["CheckoutWalletStatus"];
                /** @description Only checkout wallets created at or after this instant. */
                fromDate?: string;
                /** @description Only checkout wallets created before this instant. */
                toDate?: string;
                /** @description Text found in the wallet name, invoice reference, customer email or customer name. */
                search?: string;
                /** @description Only the checkout wallet with this wallet number. */
                walletNumber?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of checkout wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutWalletPage"];
                };
            };
            /** @description A parameter is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeB"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key belongs to another organization. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeB"];
                };
            };
        };
    };
    listPrefixMappings: {
        parameters: {
            query: {
                /** @description Id of the caller's organization. */
                organizationId: components["schemas"]["Uuid"];
                /** @description Page to return, counting from 1. */
                pageNumber?: number;
                /** @description Entries per page. */
                pageSize?: number;
                /** @description Text found in the secondary prefix, alias, organization name or primary prefix code. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of prefix mappings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrefixMappingPage"];
                };
            };
            /** @description A parameter is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeB"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key belongs to another organization, or has no admin access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeB"];
                };
            };
        };
    };
    simulateInflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InflowSimulation"];
            };
        };
        responses: {
            /** @description The account was funded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoDataEnvelope"];
                };
            };
            /** @description The body is invalid, or no wallet has the account number (HTTP 400 with envelope code `03`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["UnexpectedError"];
        };
    };
    getWalletGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet group id. */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletGroupEnvelope"];
                };
            };
            /** @description The id is not a wallet group id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No wallet group has the id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            500: components["responses"]["UnexpectedError"];
        };
    };
    getWalletById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id. */
                walletId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletEnvelope"];
                };
            };
            /** @description The id is not a wallet id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No wallet of the organization has the id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            500: components["responses"]["UnexpectedError"];
        };
    };
    getWalletHistory: {
        parameters: {
            query: {
                /** @description Account number that identifies the wallet. */
                accountNumber: components["schemas"]["AccountNumber"];
                /** @description Start of the range (inclusive), ISO 8601. */
                startDate: components["schemas"]["Iso8601Instant"];
                /** @description End of the range (inclusive), ISO 8601. */
                endDate: components["schemas"]["Iso8601Instant"];
                /** @description Page to return, counting from 1. */
                pageNumber?: number;
                /** @description Entries per page. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the wallet's history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletHistoryEnvelope"];
                };
            };
            /** @description A parameter is missing or malformed, or the range ends before it starts. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No wallet of the organization has the account number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
        };
    };
    postWalletTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionToPost"];
            };
        };
        responses: {
            /** @description The transaction was posted, or scheduled for its value date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostedTransactionEnvelope"];
                };
            };
            /** @description The body is invalid, or a debit is larger than the available balance. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No wallet of the organization has the account number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            /** @description The reference was used before with a different body. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeA"];
                };
            };
            500: components["responses"]["UnexpectedError"];
        };
    };
    interBankEnquiry: {
        parameters: {
            query: {
                /** @description Code of the destination bank. */
                BankCode: components["schemas"]["BankCode"];
                /** @description Account number at the destination bank. */
                AccountNumber: components["schemas"]["AccountNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountEnquiry"];
                };
            };
            /** @description A parameter is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountEnquiryError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The bank or the account is unknown. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountEnquiryError"];
                };
            };
        };
    };
    processDueBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The due transactions of the caller's organization were processed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchProcessingEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key has no admin access. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeB"];
                };
            };
        };
    };
    inflowReceived: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InflowEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
    transactionPosted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionPostedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
    transactionFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionFailedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
    paymentSucceeded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentSucceededEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
    paymentFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentFailedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
    walletUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletUpdatedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
    walletDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Signature of the webhook request, made with the secret the organization set. Verify it against the raw body
                 *     before trusting the event, and reject a timestamp older than five minutes. Each delivery attempt is signed afresh,
                 *     with its own timestamp. The examples are test vectors: secret
                 *     `example-webhook-secret`, the example body as compact JSON (`JSON.stringify`), timestamp 1715682151.
                 */
                "X-Auth-Signature": components["parameters"]["AuthSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletDeletedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookDelivered"];
        };
    };
}
