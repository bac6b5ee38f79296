import { createHash } from 'node:crypto';
import type { WalletAccount } from './ledger.js';

// The target's own world: Kestrel Foods (the main organization) and Lumen Textiles (the other one). None of these
// values comes from the spec's examples or the sandbox's seed.

/** A stable UUID for a seeded record, so the bulk seed (checkout wallets, splits) needs no hand-written ids. */
export function seededUuid(label: string): string {
  const hex = createHash('sha256').update(`independent-target:${label}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const groups = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    variant + hex.slice(17, 20),
    hex.slice(20, 32),
  ];
  return groups.join('-');
}

export const KESTREL = { id: '9d3e51a2-6c07-4b8f-a1d4-3e5f7b9c0d28', name: 'Kestrel Foods Ltd' } as const;
export const LUMEN = { id: 'c6a8f0e3-14b2-4d95-8e7a-5b2c9d1f3a64', name: 'Lumen Textiles Plc' } as const;

export interface Caller {
  organizationId: string;
  isAdmin: boolean;
}

export const KEYS = {
  organization: 'kst-stg-admin-5f2b81c4e07a',
  nonAdmin: 'kst-stg-ops-07d93ae1b5c2',
  otherOrganization: 'lmn-stg-admin-b46e2c90f318',
} as const;

export const CALLERS: ReadonlyMap<string, Caller> = new Map([
  [KEYS.organization, { organizationId: KESTREL.id, isAdmin: true }],
  [KEYS.nonAdmin, { organizationId: KESTREL.id, isAdmin: false }],
  [KEYS.otherOrganization, { organizationId: LUMEN.id, isAdmin: true }],
]);

export const WALLET_GROUPS = [
  {
    id: '2b7f4c19-8e3a-4d60-b5c2-7a9e1f3d5b08',
    name: 'Kestrel customers',
    description: 'Wallets of Kestrel Foods shoppers',
    organizationId: KESTREL.id,
    isActive: true,
    dateCreated: '2024-11-04T07:45:12.310',
  },
  {
    id: '5e1a9c37-0b6d-4f28-9a43-c8d2e6f0b175',
    name: 'Lumen trade accounts',
    description: null,
    organizationId: LUMEN.id,
    isActive: true,
    dateCreated: '2024-12-16T15:02:40',
  },
] as const;

/** The bank that issues every wallet's virtual account. */
export const WALLET_BANK = { code: '090778', name: 'Northgate Microfinance Bank' } as const;

const wallet = (
  w: Omit<
    WalletAccount,
    | 'currencyId'
    | 'currencyCode'
    | 'walletClassificationId'
    | 'bankCode'
    | 'bankName'
    | 'availableMinor'
    | 'ledgerMinor'
  >,
): WalletAccount => ({
  ...w,
  walletClassificationId: '6d0b2f84-7e3c-4a19-b5d8-2c4e6a8f0b13',
  currencyId: '0e7c5a3b-9f1d-4b26-8e4a-d3c5b7f9a102',
  currencyCode: 'NGN',
  bankCode: WALLET_BANK.code,
  bankName: WALLET_BANK.name,
  // Balances come from replaying the seeded history, so history and balance agree from the start.
  availableMinor: 0,
  ledgerMinor: 0,
});

const kestrelCustomer = {
  organizationId: KESTREL.id,
  walletGroupId: WALLET_GROUPS[0].id,
  isInternal: false,
  walletRestrictionId: null,
};

/** The funded wallet the identifiers name: 250,000.00 NGN once its history is replayed. */
export const FUNDED_WALLET = wallet({
  ...kestrelCustomer,
  id: '7c2e9a41-3f5b-4d86-b0e7-1a4c6e8f2d93',
  customerId: 'e4b7d2a9-6c1f-4e38-8a5d-0b9c3f7e1a62',
  customerTypeId: '00000000-0000-0000-0000-000000000000',
  name: 'Chioma Eze',
  mobNum: '07062215548',
  accountNumber: '3051184420',
  isDefault: true,
});

export const SECOND_WALLET = wallet({
  ...kestrelCustomer,
  id: '1f8d3b6e-9a2c-4e57-a6b1-4d0f7c9e3a85',
  customerId: 'a9c1e5f3-2b7d-4a68-9e04-6f8b2d1c5e73',
  customerTypeId: '8f2a4c6e-0b1d-4e3f-9a5c-7e9b1d3f5a20',
  name: 'Tunde Bakare',
  mobNum: '08145567302',
  accountNumber: '3051184439',
  isDefault: false,
});

/** Kestrel's own settlement wallet: readable by id, never a target of postings or inflows. */
export const SETTLEMENT_WALLET = wallet({
  ...kestrelCustomer,
  isInternal: true,
  id: 'd05b7e29-4c61-4f83-a2e9-8b1c3d5f7a46',
  customerId: 'd05b7e29-4c61-4f83-a2e9-8b1c3d5f7a46',
  customerTypeId: '00000000-0000-0000-0000-000000000000',
  name: 'Kestrel Foods settlement',
  mobNum: null,
  accountNumber: '3051180001',
  isDefault: false,
});

export const LUMEN_WALLET = wallet({
  organizationId: LUMEN.id,
  walletGroupId: WALLET_GROUPS[1].id,
  isInternal: false,
  walletRestrictionId: null,
  id: '4a6c8e0f-2d1b-4f3a-8c5e-7b9d1f3a5c27',
  customerId: 'b3d5f7a9-1c2e-4b4d-8f6a-9e0c2d4f6b81',
  customerTypeId: '00000000-0000-0000-0000-000000000000',
  name: 'Ifeoma Nwosu',
  mobNum: '09033218874',
  accountNumber: '4172093316',
  isDefault: true,
});

export interface ProductRecord {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  direction: 'D' | 'C';
  isActive: boolean;
  dateUpdated: string;
}

export const PRODUCTS: readonly ProductRecord[] = [
  {
    id: 'f1a3c5e7-9b2d-4f60-8e1a-3c5e7a9b1d24',
    organizationId: KESTREL.id,
    name: 'Checkout debit',
    description: 'Takes a basket total from a shopper wallet',
    direction: 'D',
    isActive: true,
    dateUpdated: '2025-01-02T10:11:12',
  },
  {
    id: 'b8e0d2f4-6a1c-4e37-9b5d-7f9a1c3e5b06',
    organizationId: KESTREL.id,
    name: 'Wallet top-up',
    description: 'Credits a shopper wallet',
    direction: 'C',
    isActive: true,
    dateUpdated: '2025-01-02T10:14:55',
  },
  {
    id: '8b0d2f4a-6c8e-4a1b-9d3f-5a7c9e1b3d42',
    organizationId: LUMEN.id,
    name: 'Trade debit',
    description: 'Debits a trade account',
    direction: 'D',
    isActive: false,
    dateUpdated: '2024-12-20T09:00:00',
  },
];

/** The product an inflow's history entry names: inflows arrive without one. */
export const INFLOW_PRODUCT_ID = '3c5e7a9b-1d2f-4a64-8b0c-2e4f6a8c0d19';
