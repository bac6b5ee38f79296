import type { CheckoutWallet, SplitConfiguration } from '@waas/types';
import { checkoutRef, transition } from './lifecycle.js';
import { instant, instantMillis, parseInstant } from '../time/instants.js';
import { toMajor, toMinor } from '../ledger/money.js';
import { splitProblems, type Split } from './splits.js';
import type { Store, UnitOfWork } from '../store.js';

/** What the control API asks for to create a checkout wallet (sandbox-only: the spec's API only lists them). */
export interface NewCheckoutWallet {
  walletName: string;
  expectedAmount: number;
  currencyCode?: string | undefined;
  customerEmail: string;
  customerName?: string | null | undefined;
  invoiceReference?: string | null | undefined;
  description?: string | null | undefined;
  /** A JSON document; carried as a string, as the spec's metadata is. */
  metadata?: unknown;
  splitType?: 'Fixed' | undefined;
  splitConfigurations?: NewSplit[] | undefined;
  /** An instant; or `expiresInSeconds` from now by the sandbox clock (a day when neither is given). */
  expiresAt?: string | undefined;
  expiresInSeconds?: number | undefined;
}

export interface NewSplit {
  splitValue: number;
  feeValue?: number | undefined;
  feeBearer?: boolean | undefined;
  beneficiary: {
    id?: string | undefined;
    beneficiaryName: string;
    accountNumber: string;
    bankCode: string;
    beneficiaryAlias?: string | undefined;
  };
}

export type Created = { created: CheckoutWallet } | { problems: string[] } | { unknownOrganization: true };

const DAY_SECONDS = 86_400;

/** The splits of a wallet in minor units, as the ledger pays them. */
export function splitsOf(configurations: readonly SplitConfiguration[]): Split[] {
  return configurations.map((c) => ({
    splitConfigurationId: c.id,
    beneficiaryId: c.beneficiaryId,
    splitValueMinor: toMinor(c.splitValue) ?? NaN,
    feeValueMinor: toMinor(c.feeValue) ?? NaN,
    feeBearer: c.feeBearer,
    beneficiary: `${c.beneficiary.beneficiaryName} (${c.beneficiary.bankCode}/${c.beneficiary.accountNumber})`,
  }));
}

function expiry(
  input: { expiresAt?: string | undefined; expiresInSeconds?: number | undefined },
  nowUs: number,
): number | undefined {
  if (input.expiresAt !== undefined) return parseInstant(input.expiresAt);
  return nowUs + (input.expiresInSeconds ?? DAY_SECONDS) * 1_000_000;
}

/**
 * Creates an Active checkout wallet with its first generation. Its beneficiaries join the bank directory, so the
 * payout enquiry names them as the wallet does.
 */
export async function createCheckoutWallet(
  store: Store,
  organizationId: string,
  input: NewCheckoutWallet,
  nowUs: number,
): Promise<Created> {
  const expectedMinor = toMinor(input.expectedAmount);
  const expiresAtUs = expiry(input, nowUs);
  const splitConfigurations: SplitConfiguration[] = (input.splitConfigurations ?? []).map((s) => {
    const beneficiaryId = s.beneficiary.id ?? crypto.randomUUID();
    return {
      id: crypto.randomUUID(),
      beneficiaryId,
      splitValue: s.splitValue,
      feeValue: s.feeValue ?? 0,
      feeBearer: s.feeBearer ?? false,
      beneficiary: {
        id: beneficiaryId,
        beneficiaryName: s.beneficiary.beneficiaryName,
        accountNumber: s.beneficiary.accountNumber,
        bankCode: s.beneficiary.bankCode,
        beneficiaryAlias:
          s.beneficiary.beneficiaryAlias ?? s.beneficiary.beneficiaryName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        isActive: true,
      },
    };
  });
  const splits = splitsOf(splitConfigurations);
  const problems = [
    ...(expiresAtUs === undefined
      ? ['expiresAt must be an ISO 8601 instant']
      : expiresAtUs <= nowUs
        ? ['expiresAt must be after now (sandbox clock)']
        : []),
    ...(expectedMinor === undefined ||
    splits.some((s) => Number.isNaN(s.splitValueMinor) || Number.isNaN(s.feeValueMinor))
      ? ['amounts must have at most two decimals']
      : splitProblems(expectedMinor, splits)),
  ];
  if (problems.length > 0) return { problems };

  return store.unitOfWork(async (tx): Promise<Created> => {
    if (!(await tx.organizationById(organizationId))) return { unknownOrganization: true };
    const id = crypto.randomUUID();
    const wallet: CheckoutWallet = {
      id,
      walletNumber: await tx.freeWalletNumber(),
      organizationId,
      walletName: input.walletName,
      status: 'Active',
      createdAt: instantMillis(nowUs),
      expiresAt: instant(expiresAtUs!),
      usedAt: null,
      expiredAt: null,
      reactivatedAt: null,
      expectedAmount: toMajor(expectedMinor!),
      invoiceReference: input.invoiceReference ?? null,
      description: input.description ?? null,
      currencyCode: input.currencyCode ?? 'NGN',
      customerEmail: input.customerEmail,
      customerName: input.customerName ?? null,
      metadata: typeof input.metadata === 'string' ? input.metadata : JSON.stringify(input.metadata ?? {}),
      splitType: 'Fixed',
      splitConfigurations,
      walletHistories: [
        {
          id: crypto.randomUUID(),
          checkoutRef: checkoutRef(nowUs, crypto.randomUUID()),
          expectedAmount: toMajor(expectedMinor!),
          generatedAt: instant(nowUs),
          usedAt: null,
          status: 'Active',
          transactionId: null,
        },
      ],
    };
    await tx.insertCheckoutWallet({
      id,
      organization_id: organizationId,
      wallet_number: wallet.walletNumber,
      status: wallet.status,
      created_at_us: nowUs,
      // The same fields the seed makes searchable (the list's search parameter).
      search_text: [wallet.walletName, wallet.invoiceReference, wallet.customerEmail, wallet.customerName]
        .filter((s) => s)
        .join(' ')
        .toLowerCase(),
      document: wallet,
    });
    for (const { beneficiary: b } of splitConfigurations) {
      await tx.insertBankAccount({
        bankCode: b.bankCode,
        accountNumber: b.accountNumber,
        accountName: b.beneficiaryName,
      });
    }
    return { created: wallet };
  });
}

/**
 * Expires, at their expiresAt, the organization's Active wallets the sandbox clock has passed. Lists and payments call
 * it first.
 */
export async function expireDueCheckoutWallets(tx: UnitOfWork, organizationId: string, nowUs: number): Promise<number> {
  const due = await tx.checkoutWalletsDueToExpire(organizationId, nowUs);
  for (const wallet of due) await tx.saveCheckoutWallet(transition(wallet, { kind: 'expired' })!);
  return due.length;
}

export type Reactivated =
  | { reactivated: CheckoutWallet }
  | { notFound: true }
  | { notExpired: CheckoutWallet['status'] }
  | { problems: string[] };

/** An Expired wallet becomes Active again with a new expiry and a new generation (a new checkoutRef to pay). */
export async function reactivateCheckoutWallet(
  store: Store,
  organizationId: string,
  id: string,
  input: { expiresAt?: string | undefined; expiresInSeconds?: number | undefined },
  nowUs: number,
): Promise<Reactivated> {
  const expiresAtUs = expiry(input, nowUs);
  if (expiresAtUs === undefined || expiresAtUs <= nowUs)
    return { problems: ['expiresAt must be an ISO 8601 instant after now (sandbox clock)'] };
  return store.unitOfWork(async (tx): Promise<Reactivated> => {
    await expireDueCheckoutWallets(tx, organizationId, nowUs);
    const wallet = await tx.checkoutWalletForUpdate(organizationId, id);
    if (!wallet) return { notFound: true };
    const next = transition(wallet, {
      kind: 'reactivated',
      atUs: nowUs,
      expiresAtUs,
      historyId: crypto.randomUUID(),
      checkoutRef: checkoutRef(nowUs, crypto.randomUUID()),
    });
    if (!next) return { notExpired: wallet.status };
    await tx.saveCheckoutWallet(next);
    return { reactivated: next };
  });
}

/** One checkout wallet, with its expiry evaluated by the sandbox clock. */
export async function checkoutWalletById(
  store: Store,
  organizationId: string,
  id: string,
  nowUs: number,
): Promise<CheckoutWallet | undefined> {
  return store.unitOfWork(async (tx) => {
    await expireDueCheckoutWallets(tx, organizationId, nowUs);
    return tx.checkoutWalletForUpdate(organizationId, id);
  });
}
