import type { OpenApiDocument } from '@waas/spec/pairs';
import { parseInstant } from '../domain/time/instants.js';
import { isRefused, type Leg } from '../domain/ledger/ledger.js';
import { LockedBook } from '../domain/ledger/locked-book.js';
import { toMinor } from '../domain/ledger/money.js';
import { insertProduct, insertWalletGroup } from '../storage/catalogue.js';
import { insertBankAccount, insertCheckoutWallet, insertPrefixMapping } from '../storage/checkout.js';
import type { Sql } from '../storage/engine.js';
import { insertApiKey, insertOrganization } from '../storage/organizations.js';
import { writeLedger } from '../storage/ledger-write.js';
import { SqlUnitOfWork } from '../storage/store.js';
import { insertWallet } from '../storage/wallets.js';
import { seedExamples } from './examples.js';
import { seedId } from './ids.js';
import { hashKey } from '../domain/auth/keys.js';
import type { DemoKeys } from './keys.js';
import type { Posting } from '../domain/postings/posting.js';
import type { NewWallet } from '../domain/wallets/wallet.js';

/** The second organization, so that isolation can be tried with the demo keys. */
export const OTHER_ORGANIZATION = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Globex Stores Ltd' } as const;

const at = (text: string) => {
  const us = parseInstant(text);
  if (us === undefined) throw new Error(`seed instant ${text} is not ISO 8601`);
  return us;
};
const minor = (major: number) => {
  const value = toMinor(major);
  if (value === undefined) throw new Error(`seed amount ${major} has more than two decimals`);
  return value;
};

/**
 * Fills an empty database with the spec's examples, so that every documented example request works as written:
 * the examples' organization with its wallet (ending at the example's balance, with the example's history entry),
 * wallet group, product, transfer, due batches, checkout wallet, prefix mapping and bank account; and a second
 * organization with its own wallets and key. Which key is which is in `keys`. Runs inside the caller's unit of work.
 */
export async function seed(sql: Sql, document: OpenApiDocument, keys: DemoKeys): Promise<void> {
  const ex = seedExamples(document);
  const acme = ex.organizationId;
  const openedUs = at(ex.walletGroup.dateCreated);

  // Organizations and keys.
  await insertOrganization(sql, { id: acme, name: ex.organizationName, is_active: true, created_at_us: openedUs });
  await insertOrganization(sql, {
    id: OTHER_ORGANIZATION.id,
    name: OTHER_ORGANIZATION.name,
    is_active: true,
    created_at_us: openedUs,
  });
  for (const [key, organizationId, isAdmin, label] of [
    [keys.admin, acme, true, 'demo admin'],
    [keys.nonAdmin, acme, false, 'demo'],
    [keys.other, OTHER_ORGANIZATION.id, true, 'demo admin'],
  ] as const) {
    await insertApiKey(sql, {
      key_hash: hashKey(key),
      organization_id: organizationId,
      is_admin: isAdmin,
      label,
      created_at_us: openedUs,
    });
  }
  for (const organizationId of [acme, OTHER_ORGANIZATION.id]) await seedOrganization(sql, document, organizationId);
}

/**
 * Writes what the seed gives one of its organizations (all but the organization's row and its keys), for the seed
 * and for a reset of that organization alone; false, writing nothing, when the seed has no organization of that id.
 */
export async function seedOrganization(sql: Sql, document: OpenApiDocument, organizationId: string): Promise<boolean> {
  const ex = seedExamples(document);
  if (organizationId === ex.organizationId) await seedExamplesOrganization(sql, ex);
  else if (organizationId === OTHER_ORGANIZATION.id) await seedOtherOrganization(sql, ex);
  else return false;
  return true;
}

type Examples = ReturnType<typeof seedExamples>;

const walletDefaultsOf = (ex: Examples) => ({
  customer_id: ex.wallet.customerId,
  wallet_restriction_id: null,
  wallet_classification_id: ex.wallet.walletClassificationId,
  currency_id: ex.wallet.currencyId,
  currency_code: ex.currency,
  customer_type_id: ex.wallet.customerTypeId,
  is_default: true,
  overdraft_minor: null,
  mob_num: null,
  created_at_us: at(ex.walletGroup.dateCreated),
  bank_code: ex.wallet.virtualAccount.bankCode,
  bank_name: ex.wallet.virtualAccount.bankName,
});

async function seedExamplesOrganization(sql: Sql, ex: Examples): Promise<void> {
  const acme = ex.organizationId;
  const openedUs = at(ex.walletGroup.dateCreated);
  const walletDefaults = walletDefaultsOf(ex);
  // Reference data of the examples' organization.
  const g = ex.walletGroup;
  await insertWalletGroup(sql, {
    id: g.id,
    organization_id: acme,
    name: g.name,
    description: g.description,
    is_active: g.isActive,
    date_created_us: openedUs,
  });
  const p = ex.product;
  await insertProduct(sql, {
    id: p.id,
    organization_id: acme,
    name: p.name,
    description: p.description,
    direction: p.direction,
    is_active: p.isActive,
    date_updated_us: at(p.dateUpdated),
  });

  // Wallets of the examples' organization: the examples' wallet, a second customer, and the balancing wallets.
  const w = ex.wallet;
  await insertWallet(sql, {
    ...walletDefaults,
    id: w.id,
    organization_id: acme,
    wallet_group_id: w.walletGroupId,
    kind: 'customer',
    customer_id: w.customerId,
    wallet_restriction_id: w.walletRestrictionId,
    is_default: w.isDefault,
    name: w.name,
    overdraft_minor: w.overdraft === null ? null : minor(w.overdraft),
    account_number: w.virtualAccount.accountNumber,
    mob_num: w.mobNum,
  });
  const second = await wallet(sql, {
    ...walletDefaults,
    organization_id: acme,
    wallet_group_id: g.id,
    name: 'Bola Ade',
    account_number: '9900054321',
    mob_num: '08037654321',
    customer_id: seedId('customer:9900054321'),
  });
  const internal = await wallet(sql, {
    ...walletDefaults,
    organization_id: acme,
    wallet_group_id: g.id,
    kind: 'internal',
    name: `${ex.organizationName} internal`,
    account_number: '9900000001',
    is_default: false,
  });
  const external = await wallet(sql, {
    ...walletDefaults,
    organization_id: acme,
    wallet_group_id: g.id,
    kind: 'external',
    name: 'Outside world',
    account_number: '9900000002',
    is_default: false,
  });

  // The examples' wallet opens with what the example history entry leaves it at once debited.
  const h = ex.historyEntry;
  const entryMinor = minor(h.amount);
  const openingMinor = minor(h.balance) + (h.debitCreditIndicator === 'D' ? entryMinor : -entryMinor);
  const settled = { acme, atUs: openedUs };
  await posting(sql, settled, {
    kind: 'opening',
    reference: `OPEN-${w.virtualAccount.accountNumber}`,
    wallet: w.id,
    counter: external,
    direction: 'CREDIT',
    amountMinor: openingMinor,
    remarks: 'Opening balance',
  });
  await posting(sql, settled, {
    kind: 'opening',
    reference: 'OPEN-9900054321',
    wallet: second,
    counter: external,
    direction: 'CREDIT',
    amountMinor: 5_000_000,
    remarks: 'Opening balance',
  });
  await posting(
    sql,
    { ...settled, atUs: at(h.dateCreated) },
    {
      kind: 'transaction',
      id: h.transactionId,
      entryId: h.id,
      reference: h.transactionReference,
      wallet: w.id,
      counter: internal,
      direction: h.debitCreditIndicator === 'D' ? 'DEBIT' : 'CREDIT',
      amountMinor: entryMinor,
      remarks: h.remarks,
      productId: h.productId,
    },
  );

  // The examples' wallet-to-wallet transfer, between the second customer and the internal wallet, so the
  // examples' wallet keeps its balance and history.
  await posting(
    sql,
    { acme, atUs: at(ex.transfer.timestamp) },
    {
      kind: 'transfer',
      reference: ex.transfer.reference,
      wallet: second,
      counter: internal,
      direction: 'DEBIT',
      amountMinor: 100_000,
      remarks: 'Wallet to wallet transfer',
    },
  );

  // Due batches: scheduled credits to the second customer, value date already past, in as many batches, with as
  // many transactions and as large a total as the example's first run reports.
  const { processedBatches, totalTransactions, totalAmount } = ex.dueBatches;
  const totalMinor = minor(totalAmount);
  for (let i = 0; i < totalTransactions; i++) {
    const share = Math.floor(totalMinor / totalTransactions) + (i < totalMinor % totalTransactions ? 1 : 0);
    await schedule(sql, {
      acme,
      wallet: second,
      counter: internal,
      amountMinor: share,
      valueDateUs: at(ex.product.dateUpdated),
      createdAtUs: openedUs,
      reference: `BATCH-${String(i + 1).padStart(5, '0')}`,
      batch: `BATCH-${(i % processedBatches) + 1}`,
    });
  }

  // The bank directory (the enquiry's example first: it names the account as the enquiry answers it), checkout
  // wallets and their beneficiaries, prefix mappings.
  const b = ex.bankAccount;
  await insertBankAccount(sql, {
    bankCode: b.destinationBankCode,
    accountNumber: b.accountNumber,
    accountName: b.accountName,
  });
  for (const c of ex.checkoutWallets) {
    await insertCheckoutWallet(sql, {
      id: c.id,
      organization_id: c.organizationId,
      wallet_number: c.walletNumber,
      status: c.status,
      created_at_us: at(c.createdAt),
      search_text: [c.walletName, c.invoiceReference, c.customerEmail, c.customerName]
        .filter((s) => s)
        .join(' ')
        .toLowerCase(),
      document: c,
    });
    for (const split of c.splitConfigurations) {
      const b = split.beneficiary;
      await insertBankAccount(sql, {
        bankCode: b.bankCode,
        accountNumber: b.accountNumber,
        accountName: b.beneficiaryName,
      });
    }
  }
  for (const m of ex.prefixMappings) {
    await insertPrefixMapping(sql, {
      id: m.id,
      organization_id: m.organizationId,
      secondary_prefix: m.secondaryPrefix,
      primary_prefix_id: m.primaryPrefixId,
      primary_prefix_code: '990',
      alias: m.alias,
    });
  }
}

/** The second organization: its own group, product, customer wallet and balancing wallets. */
async function seedOtherOrganization(sql: Sql, ex: Examples): Promise<void> {
  const openedUs = at(ex.walletGroup.dateCreated);
  const walletDefaults = walletDefaultsOf(ex);
  const globex = OTHER_ORGANIZATION.id;
  const globexGroup = '6e5d4c3b-2a19-4f8e-9d7c-6b5a49382716';
  await insertWalletGroup(sql, {
    id: globexGroup,
    organization_id: globex,
    name: 'Retail customers',
    description: 'Wallets of Globex customers',
    is_active: true,
    date_created_us: openedUs,
  });
  await insertProduct(sql, {
    id: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
    organization_id: globex,
    name: 'Wallet Debit',
    description: 'Debits a customer wallet for a purchase',
    direction: 'D',
    is_active: true,
    date_updated_us: openedUs,
  });
  const globexDefaults = { ...walletDefaults, organization_id: globex, wallet_group_id: globexGroup };
  const chidi = await wallet(sql, {
    ...globexDefaults,
    id: '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
    name: 'Chidi Eze',
    account_number: '9900022222',
    mob_num: '08051234567',
    customer_id: seedId('customer:9900022222'),
  });
  await wallet(sql, {
    ...globexDefaults,
    kind: 'internal',
    name: `${OTHER_ORGANIZATION.name} internal`,
    account_number: '9900000011',
    is_default: false,
  });
  const globexExternal = await wallet(sql, {
    ...globexDefaults,
    kind: 'external',
    name: 'Outside world',
    account_number: '9900000012',
    is_default: false,
  });
  await posting(
    sql,
    { acme: globex, atUs: openedUs },
    {
      kind: 'opening',
      reference: 'OPEN-9900022222',
      wallet: chidi,
      counter: globexExternal,
      direction: 'CREDIT',
      amountMinor: 7_500_000,
      remarks: 'Opening balance',
    },
  );
}

async function wallet(
  sql: Sql,
  w: Omit<NewWallet, 'id' | 'kind'> & Partial<Pick<NewWallet, 'id' | 'kind'>>,
): Promise<string> {
  const id = w.id ?? seedId(`wallet:${w.account_number}`);
  await insertWallet(sql, { ...w, id, kind: w.kind ?? 'customer' });
  return id;
}

interface SeedPosting {
  kind: Posting['kind'];
  id?: string;
  entryId?: string;
  reference: string;
  wallet: string;
  counter: string;
  direction: 'CREDIT' | 'DEBIT';
  amountMinor: number;
  remarks: string;
  productId?: string;
}

const postingRow = (
  organizationId: string,
  p: Omit<
    Posting,
    'organization_id' | 'fingerprint' | 'fee_minor' | 'currency' | 'counter_wallet_id' | 'wallet_id' | 'result'
  > & { wallet: string; counter: string },
): Posting => ({
  id: p.id,
  organization_id: organizationId,
  reference: p.reference,
  fingerprint: 'seed',
  kind: p.kind,
  status: p.status,
  wallet_id: p.wallet,
  counter_wallet_id: p.counter,
  direction: p.direction,
  amount_minor: p.amount_minor,
  fee_minor: 0,
  currency: 'NGN',
  product_id: p.product_id,
  remarks: p.remarks,
  batch_reference: p.batch_reference,
  value_date_us: p.value_date_us,
  created_at_us: p.created_at_us,
  posted_at_us: p.posted_at_us,
  outcome: p.outcome,
  result: null,
});

/** A posted posting between a wallet and its counter wallet, dated in the past. */
async function posting(sql: Sql, when: { acme: string; atUs: number }, p: SeedPosting): Promise<void> {
  const id = p.id ?? seedId(`posting:${when.acme}:${p.reference}`);
  const claim = postingRow(when.acme, {
    id,
    reference: p.reference,
    kind: p.kind,
    status: 'posted',
    wallet: p.wallet,
    counter: p.counter,
    direction: p.direction,
    amount_minor: p.amountMinor,
    product_id: p.productId ?? null,
    remarks: p.remarks,
    batch_reference: null,
    value_date_us: when.atUs,
    created_at_us: when.atUs,
    posted_at_us: when.atUs,
    outcome: 'transactionPosted',
  });
  const [customer, counter]: ('D' | 'C')[] = p.direction === 'CREDIT' ? ['C', 'D'] : ['D', 'C'];
  const base = { amountMinor: p.amountMinor, remarks: p.remarks, productId: p.productId ?? null };
  const legs: Leg[] = [
    { ...base, walletId: p.wallet, dc: customer!, entryId: p.entryId ?? seedId(`entry:${id}:${p.wallet}`) },
    { ...base, walletId: p.counter, dc: counter!, entryId: seedId(`entry:${id}:${p.counter}`) },
  ];
  const tx = new SqlUnitOfWork(sql);
  const ledger = await LockedBook.open(tx, when.acme, { ids: [p.wallet, p.counter] });
  if (isRefused(ledger.book.post({ id, organizationId: when.acme, atUs: when.atUs }, legs)))
    throw new Error(`seed posting ${p.reference} was refused`);
  await ledger.write(tx, { claims: [claim] });
}

/** A credit scheduled for a value date, posted by the next due-batch run. */
async function schedule(
  sql: Sql,
  s: {
    acme: string;
    wallet: string;
    counter: string;
    amountMinor: number;
    valueDateUs: number;
    createdAtUs: number;
    reference: string;
    batch: string;
  },
): Promise<void> {
  const claim = postingRow(s.acme, {
    id: seedId(`posting:${s.acme}:${s.reference}`),
    reference: s.reference,
    kind: 'transaction',
    status: 'scheduled',
    wallet: s.wallet,
    counter: s.counter,
    direction: 'CREDIT',
    amount_minor: s.amountMinor,
    product_id: null,
    remarks: 'Scheduled payout',
    batch_reference: s.batch,
    value_date_us: s.valueDateUs,
    created_at_us: s.createdAtUs,
    posted_at_us: null,
    outcome: 'transactionScheduled',
  });
  // A scheduled credit moves nothing until it is due: only its claim is written.
  await writeLedger(sql, { claims: [claim], moves: [], entries: [], events: [] });
}
