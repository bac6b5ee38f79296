import { instant, utcMillis } from './clock.js';
import { KESTREL, LUMEN, seededUuid } from './data.js';
import { toMajor } from './money.js';

export type CheckoutWalletStatus = 'Active' | 'Used' | 'Expired';

/** A checkout wallet exactly as listCheckoutWallets answers it. */
export interface CheckoutWallet {
  id: string;
  walletNumber: string;
  organizationId: string;
  walletName: string;
  status: CheckoutWalletStatus;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  expiredAt: string | null;
  reactivatedAt: string | null;
  expectedAmount: number;
  invoiceReference: string | null;
  description: string | null;
  currencyCode: string;
  customerEmail: string;
  customerName: string | null;
  metadata: string;
  splitType: 'Fixed';
  splitConfigurations: object[];
  walletHistories: object[];
}

const HOUR = 3_600_000;
const LIFETIME = 48 * HOUR;

const BENEFICIARIES = [
  {
    id: seededUuid('beneficiary:kestrel-farms'),
    beneficiaryName: 'Kestrel Farms Ltd',
    accountNumber: '2207746150',
    bankCode: '221',
    beneficiaryAlias: 'kestrel-farms',
    isActive: true,
  },
  {
    id: seededUuid('beneficiary:okafor-logistics'),
    beneficiaryName: 'Okafor Logistics',
    accountNumber: '2207746169',
    bankCode: '221',
    beneficiaryAlias: 'okafor-delivery',
    isActive: true,
  },
  {
    id: seededUuid('beneficiary:nnamdi-packaging'),
    beneficiaryName: 'Nnamdi Packaging',
    accountNumber: '5120093348',
    bankCode: '090405',
    beneficiaryAlias: 'nnamdi-pack',
    isActive: false,
  },
] as const;

const SHOPPERS = [
  'Amaka Obi',
  'Segun Adeyemi',
  'Halima Bello',
  'Kunle Johnson',
  'Ngozi Umeh',
  'Yusuf Danjuma',
  'Funke Alabi',
] as const;

/**
 * Wallet `n` of an organization, created `ageMs` before `now`: the newest still Active (48 hours to live), older ones
 * Used (paid two hours after creation) or Expired (at their expiry), alternately.
 */
function checkoutWallet(
  organization: { id: string },
  series: { order: string; number: string },
  n: number,
  ageMs: number,
  now: number,
  active: boolean,
): CheckoutWallet {
  const label = `checkout:${organization.id}:${n}`;
  // createdAt carries fractional seconds, as the document describes it; the history's generatedAt does not.
  const createdMs = now - ageMs - ((n * 7919) % 1000);
  const generatedMs = Math.floor(createdMs / 1000) * 1000;
  const expiresMs = generatedMs + LIFETIME;
  const status: CheckoutWalletStatus = active ? 'Active' : n % 2 === 1 ? 'Used' : 'Expired';
  const usedAt = status === 'Used' ? utcMillis(createdMs + 2 * HOUR) : null;
  const expectedMinor = 250_000 + n * 137_525;
  const shopper = SHOPPERS[n % SHOPPERS.length]!;
  const order = `${series.order}-${2400 + n}`;
  const splits = n % 3 === 0 ? [BENEFICIARIES[0], BENEFICIARIES[1]] : [BENEFICIARIES[n % 3 === 1 ? 0 : 2]];
  return {
    id: seededUuid(label),
    walletNumber: `${series.number}${String(10_000_000 + n * 40_961).slice(-8)}`,
    organizationId: organization.id,
    walletName: `Order ${order}`,
    status,
    createdAt: utcMillis(createdMs),
    expiresAt: instant(expiresMs),
    usedAt,
    expiredAt: status === 'Expired' ? instant(expiresMs) : null,
    reactivatedAt: null,
    expectedAmount: toMajor(expectedMinor),
    invoiceReference: n % 5 === 0 ? null : `INV-${order}`,
    description: n % 4 === 0 ? null : `Basket for order ${order}`,
    currencyCode: 'NGN',
    customerEmail: `${shopper.toLowerCase().replace(' ', '.')}@shoppers.test`,
    customerName: n % 6 === 0 ? null : shopper,
    metadata: JSON.stringify({ order, channel: n % 2 === 0 ? 'pos' : 'web' }),
    splitType: 'Fixed',
    // The beneficiaries share at most 60% of the payment; the organization keeps the rest.
    splitConfigurations: splits.map((beneficiary, i) => ({
      id: seededUuid(`${label}:split:${i}`),
      beneficiaryId: beneficiary.id,
      splitValue: toMajor(Math.floor((expectedMinor * (i === 0 ? 40 : 20)) / 100)),
      feeValue: i === 0 ? 25 : 0,
      feeBearer: i === 0 && n % 2 === 0,
      beneficiary,
    })),
    walletHistories: [
      {
        id: seededUuid(`${label}:history`),
        checkoutRef: `KCO-${utcMillis(createdMs).slice(0, 10).replaceAll('-', '')}-${String(n).padStart(4, '0')}`,
        expectedAmount: toMajor(expectedMinor),
        generatedAt: instant(generatedMs),
        usedAt,
        status,
        transactionId: status === 'Used' ? seededUuid(`${label}:payment`) : null,
      },
    ],
  };
}

const KESTREL_SERIES = { order: 'KFL', number: '77' };

/** 23 checkout wallets of Kestrel (8 Active, 8 Used, 7 Expired) and 2 of Lumen, newest first. */
export function checkoutSeed(now: number): CheckoutWallet[] {
  const kestrel = Array.from({ length: 23 }, (_, i) => {
    const n = 23 - i;
    // The eight newest are younger than their 48-hour lifetime; the older ones are days past it.
    return n > 15
      ? checkoutWallet(KESTREL, KESTREL_SERIES, n, (24 - n) * 5 * HOUR, now, true)
      : checkoutWallet(KESTREL, KESTREL_SERIES, n, (24 - n) * 12 * HOUR, now, false);
  });
  const lumen = [2, 1].map((n) => checkoutWallet(LUMEN, { order: 'LTX', number: '78' }, n, n * 30 * HOUR, now, false));
  return [...kestrel, ...lumen];
}
