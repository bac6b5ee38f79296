import type { components } from './openapi.gen.js';

export type { components, operations, paths, webhooks } from './openapi.gen.js';

type Schemas = components['schemas'];

/** Shape A (wallet API, most errors) with its payload typed; `data` is null on errors. */
export type EnvelopeA<T> = Omit<Schemas['EnvelopeA'], 'data'> & { data: T };
/** Shape B (checkout wallets, prefix mappings, batch processing) with its payload typed. */
export type EnvelopeB<T> = Omit<Schemas['EnvelopeB'], 'data'> & { data: T };

export type Pagination = Schemas['Pagination'];
export type Product = Schemas['Product'];
export type ProductUpdate = Schemas['ProductUpdate'];
export type Wallet = Schemas['Wallet'];
export type VirtualAccount = Schemas['VirtualAccount'];
export type WalletGroup = Schemas['WalletGroup'];
export type WalletHistoryEntry = Schemas['WalletHistoryEntry'];
export type WalletHistoryPage = Schemas['WalletHistoryPage'];
export type TransactionToPost = Schemas['TransactionToPost'];
export type PostedTransaction = Schemas['PostedTransaction'];
export type TransferStatus = Schemas['TransferStatus'];
export type CheckoutWallet = Schemas['CheckoutWallet'];
export type CheckoutWalletStatus = Schemas['CheckoutWalletStatus'];
export type CheckoutWalletHistoryEntry = Schemas['CheckoutWalletHistoryEntry'];
export type SplitConfiguration = Schemas['SplitConfiguration'];
export type Beneficiary = Schemas['Beneficiary'];
export type PrefixMapping = Schemas['PrefixMapping'];
export type BankAccount = Schemas['BankAccount'];
export type BankAccountEnquiry = Schemas['BankAccountEnquiry'];
export type BatchProcessingResult = Schemas['BatchProcessingResult'];
export type InflowSimulation = Schemas['InflowSimulation'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type InflowEvent = Schemas['InflowEvent'];
export type TransactionPostedEvent = Schemas['TransactionPostedEvent'];
export type TransactionFailedEvent = Schemas['TransactionFailedEvent'];
export type PaymentSucceededEvent = Schemas['PaymentSucceededEvent'];
export type PaymentFailedEvent = Schemas['PaymentFailedEvent'];
export type WalletUpdatedEvent = Schemas['WalletUpdatedEvent'];
export type WalletDeletedEvent = Schemas['WalletDeletedEvent'];
