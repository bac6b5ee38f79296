import { hashKey, newKey } from '../auth/keys.js';
import { nameBasedId } from '../name-based-id.js';
import type { WalletKind, WalletRecord } from '../wallets/wallet.js';
import type { Store, UnitOfWork } from '../store.js';

/**
 * What the control API creates: organizations (each with its balancing wallets), API keys, wallet groups, products
 * and customer wallets. Sandbox-only; the spec's API never creates any of these.
 */

/**
 * The document names no wallet classifications or customer types: every wallet the control API makes carries these
 * two, fixed, so its wallets group together (a random id per wallet, as before, grouped nothing).
 */
const WALLET_CLASSIFICATION_ID = '5ad1c7e2-0f3b-4c8e-9a61-2b7d4e8f0c13';
const CUSTOMER_TYPE_ID = '8c3e1f70-6a2d-4b95-b0e4-71f9d2a6c358';
const BANK = { bank_code: '090267', bank_name: 'Sandbox Microfinance Bank' };
const NGN_CURRENCY_ID = 'e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9';

export async function createOrganization(
  store: Store,
  input: { id?: string | undefined; name: string; nowUs: number },
): Promise<{ id: string }> {
  const id = input.id?.toLowerCase() ?? crypto.randomUUID();
  await store.unitOfWork(async (tx) => {
    const organization = { id, name: input.name, is_active: true, created_at_us: input.nowUs };
    await tx.insertOrganization(organization);
    await provisionCreation(tx, organization);
  });
  return { id };
}

/**
 * What creating an organization makes besides its row: a default wallet group and its internal and external
 * (outside world) wallets, at zero. Their ids are named after the organization, so a reset that makes them again
 * (sandbox.ts) gives the same ids back; their account numbers are drawn anew.
 */
export async function provisionCreation(
  tx: UnitOfWork,
  organization: { id: string; name: string; created_at_us: number },
): Promise<void> {
  const { id, name, created_at_us: nowUs } = organization;
  const group = nameBasedId(`organization:${id}:wallet-group`);
  await tx.insertWalletGroup({
    id: group,
    organization_id: id,
    name: 'Default',
    description: null,
    is_active: true,
    date_created_us: nowUs,
  });
  for (const kind of ['internal', 'external'] as const) {
    await addWallet(tx, {
      id: nameBasedId(`organization:${id}:${kind}`),
      organizationId: id,
      walletGroupId: group,
      kind,
      name: kind === 'internal' ? `${name} internal` : 'Outside world',
      nowUs,
    });
  }
}

/** Issues a key: random, shown once in the answer, stored only as its hash. */
export async function issueApiKey(
  store: Store,
  input: { organizationId: string; isAdmin: boolean; label: string; key?: string | undefined; nowUs: number },
): Promise<{ key: string } | undefined> {
  const key = input.key ?? newKey();
  return store.unitOfWork(async (tx) => {
    if (!(await tx.organizationById(input.organizationId))) return undefined;
    await tx.insertApiKey({
      key_hash: hashKey(key),
      organization_id: input.organizationId,
      is_admin: input.isAdmin,
      label: input.label,
      created_at_us: input.nowUs,
    });
    return { key };
  });
}

export async function createWalletGroup(
  store: Store,
  input: { organizationId: string; name: string; description?: string | null | undefined; nowUs: number },
): Promise<{ id: string } | undefined> {
  return store.unitOfWork(async (tx) => {
    if (!(await tx.organizationById(input.organizationId))) return undefined;
    const id = crypto.randomUUID();
    await tx.insertWalletGroup({
      id,
      organization_id: input.organizationId,
      name: input.name,
      description: input.description ?? null,
      is_active: true,
      date_created_us: input.nowUs,
    });
    return { id };
  });
}

export async function createProduct(
  store: Store,
  input: {
    organizationId: string;
    name: string;
    description: string;
    direction: 'D' | 'C';
    isActive?: boolean | undefined;
    nowUs: number;
  },
): Promise<{ id: string } | undefined> {
  return store.unitOfWork(async (tx) => {
    if (!(await tx.organizationById(input.organizationId))) return undefined;
    const id = crypto.randomUUID();
    await tx.insertProduct({
      id,
      organization_id: input.organizationId,
      name: input.name,
      description: input.description,
      direction: input.direction,
      is_active: input.isActive ?? true,
      date_updated_us: input.nowUs,
    });
    return { id };
  });
}

export interface NewCustomerWallet {
  organizationId: string;
  name: string;
  walletGroupId?: string | undefined;
  accountNumber?: string | undefined;
  mobNum?: string | null | undefined;
  overdraftMinor?: number | null | undefined;
  nowUs: number;
}

/**
 * A customer wallet with zero balances; fund it with a simulated inflow. Undefined when the organization or group is
 * unknown.
 */
export async function createWallet(store: Store, input: NewCustomerWallet): Promise<WalletRecord | undefined> {
  return store.unitOfWork(async (tx) => {
    if (!(await tx.organizationById(input.organizationId))) return undefined;
    const groupId = input.walletGroupId?.toLowerCase() ?? (await tx.defaultWalletGroup(input.organizationId))?.id;
    if (!groupId) return undefined;
    if (!(await tx.walletGroupById(input.organizationId, groupId))) return undefined;
    return addWallet(tx, {
      organizationId: input.organizationId,
      walletGroupId: groupId,
      kind: 'customer',
      name: input.name,
      nowUs: input.nowUs,
      accountNumber: input.accountNumber,
      mobNum: input.mobNum ?? null,
      overdraftMinor: input.overdraftMinor ?? null,
    });
  });
}

async function addWallet(
  tx: UnitOfWork,
  w: {
    id?: string;
    organizationId: string;
    walletGroupId: string;
    kind: WalletKind;
    name: string;
    nowUs: number;
    accountNumber?: string | undefined;
    mobNum?: string | null;
    overdraftMinor?: number | null;
  },
): Promise<WalletRecord> {
  const row: WalletRecord = {
    id: w.id ?? crypto.randomUUID(),
    organization_id: w.organizationId,
    wallet_group_id: w.walletGroupId,
    kind: w.kind,
    customer_id: crypto.randomUUID(),
    wallet_restriction_id: null,
    wallet_classification_id: WALLET_CLASSIFICATION_ID,
    currency_id: NGN_CURRENCY_ID,
    currency_code: 'NGN',
    customer_type_id: CUSTOMER_TYPE_ID,
    is_default: w.kind === 'customer',
    name: w.name,
    overdraft_minor: w.overdraftMinor ?? null,
    account_number: w.accountNumber ?? (await tx.freeAccountNumber()),
    mob_num: w.mobNum ?? null,
    available_minor: 0,
    ledger_minor: 0,
    created_at_us: w.nowUs,
    ...BANK,
  };
  await tx.insertWallet(row);
  return row;
}
