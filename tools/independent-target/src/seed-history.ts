import { FUNDED_WALLET, INFLOW_PRODUCT_ID, LUMEN_WALLET, PRODUCTS, SECOND_WALLET, seededUuid } from './data.js';
import type { Ledger } from './ledger.js';
import type { Postings } from './postings.js';

const [CHECKOUT_DEBIT, WALLET_TOP_UP] = PRODUCTS.map((p) => p.id) as [string, string];

interface SeedLeg {
  walletId: string;
  dc: 'D' | 'C';
  amountMinor: number;
  productId: string;
  remarks: string;
}

interface SeedTransfer {
  reference: string;
  organizationId: string;
  at: string;
  legs: SeedLeg[];
}

/** A completed wallet-to-wallet transfer of Kestrel, for the transfer status lookup. */
export const SETTLED_TRANSFER_REFERENCE = 'W2W-20250119-500312';

/**
 * Older activity, in time order, so history is never empty and already chains: Chioma Eze ends at 250,000.00,
 * Tunde Bakare at 18,250.40, Ifeoma Nwosu (Lumen) at 64,000.00.
 */
const TRANSFERS: readonly SeedTransfer[] = [
  {
    reference: 'INF-20250106-3B7D91C2',
    organizationId: FUNDED_WALLET.organizationId,
    at: '2025-01-06T09:14:22.105Z',
    legs: [
      {
        walletId: FUNDED_WALLET.id,
        dc: 'C',
        amountMinor: 20_000_000,
        productId: INFLOW_PRODUCT_ID,
        remarks: 'Transfer from 0112233445',
      },
    ],
  },
  {
    reference: 'INF-20250108-5A0C33D9',
    organizationId: LUMEN_WALLET.organizationId,
    at: '2025-01-08T10:00:00.000Z',
    legs: [
      {
        walletId: LUMEN_WALLET.id,
        dc: 'C',
        amountMinor: 6_400_000,
        productId: INFLOW_PRODUCT_ID,
        remarks: 'Opening balance',
      },
    ],
  },
  {
    reference: 'INF-20250112-8E21F0A7',
    organizationId: SECOND_WALLET.organizationId,
    at: '2025-01-12T13:05:44.610Z',
    legs: [
      {
        walletId: SECOND_WALLET.id,
        dc: 'C',
        amountMinor: 9_500_040,
        productId: INFLOW_PRODUCT_ID,
        remarks: 'Salary February',
      },
    ],
  },
  {
    reference: SETTLED_TRANSFER_REFERENCE,
    organizationId: FUNDED_WALLET.organizationId,
    at: '2025-01-19T16:40:03.551Z',
    legs: [
      {
        walletId: SECOND_WALLET.id,
        dc: 'D',
        amountMinor: 7_500_000,
        productId: CHECKOUT_DEBIT,
        remarks: 'Transfer to Chioma Eze',
      },
      {
        walletId: FUNDED_WALLET.id,
        dc: 'C',
        amountMinor: 7_500_000,
        productId: WALLET_TOP_UP,
        remarks: 'Transfer from Tunde Bakare',
      },
    ],
  },
  {
    reference: 'KFL-ORD-20250203-1185',
    organizationId: FUNDED_WALLET.organizationId,
    at: '2025-02-03T11:02:47.930Z',
    legs: [
      {
        walletId: FUNDED_WALLET.id,
        dc: 'D',
        amountMinor: 3_000_000,
        productId: CHECKOUT_DEBIT,
        remarks: 'Order KFL-1185',
      },
    ],
  },
  {
    reference: 'KFL-ORD-20250207-1192',
    organizationId: SECOND_WALLET.organizationId,
    at: '2025-02-07T19:31:05.288Z',
    legs: [
      {
        walletId: SECOND_WALLET.id,
        dc: 'D',
        amountMinor: 175_000,
        productId: CHECKOUT_DEBIT,
        remarks: 'Order KFL-1192',
      },
    ],
  },
  {
    reference: 'W2W-20250211-770041',
    organizationId: FUNDED_WALLET.organizationId,
    at: '2025-02-11T08:25:10.004Z',
    legs: [
      {
        walletId: FUNDED_WALLET.id,
        dc: 'C',
        amountMinor: 500_000,
        productId: WALLET_TOP_UP,
        remarks: 'Refund for order KFL-1185',
      },
    ],
  },
];

/** Replays the older activity through the ledger, and records each transfer so its status can be asked. */
export function seedHistory(ledger: Ledger, postings: Postings): void {
  for (const transfer of TRANSFERS) {
    const atMs = Date.parse(transfer.at);
    const transactionId = seededUuid(`posting:${transfer.reference}`);
    for (const { walletId, ...leg } of transfer.legs)
      ledger.post(walletId, [leg], { reference: transfer.reference, transactionId, atMs });
    postings.settled(transfer.organizationId, transfer.reference, atMs);
  }
}
