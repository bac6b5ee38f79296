import { expect } from 'vitest';
import type { TransactionToPost } from '@waas/types';
import { simulateInflow } from '../domain/postings/inflows.js';
import { createOrganization, createWallet } from '../domain/organizations/provisioning.js';
import type { Engine } from '../storage/engine.js';
import { SqlStore } from '../storage/store.js';
import { walletById } from '../storage/wallets.js';

/** The product of the spec's post-transaction examples. */
export const PRODUCT = 'c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10';

/**
 * A credit just under the spec's largest amount (Amount.maximum, one trillion, in major units): ten take a wallet to
 * the balance limit (BALANCE_LIMIT_MINOR), and the eleventh would pass it.
 */
export const NEAR_LARGEST_CREDIT = 999_999_999_999.99;

/** A transaction request debiting `amount` (major units) from the wallet with that account number. */
export const debit = (
  accountNumber: string,
  amount: number,
  more: Partial<TransactionToPost> = {},
): TransactionToPost => ({
  productId: PRODUCT,
  amount,
  direction: 'DEBIT',
  currency: 'NGN',
  accountNumber,
  ...more,
});

/**
 * A new organization with a customer wallet per entry of `funds`, each funded by an inflow of that major amount
 * (none when null); the first wallet gets `overdraftMinor`.
 */
export async function organizationWith(
  engine: Engine,
  nowUs: number,
  funds: (string | null)[],
  overdraftMinor: number | null = null,
) {
  const store = SqlStore.of(engine);
  const org = await createOrganization(store, { name: 'Test organization', nowUs });
  const wallets = [];
  for (const [i, amount] of funds.entries()) {
    const wallet = (await createWallet(store, {
      organizationId: org.id,
      name: `Customer ${i}`,
      overdraftMinor: i === 0 ? overdraftMinor : null,
      nowUs,
    }))!;
    if (amount !== null) {
      const funded = await simulateInflow(store, {
        organizationId: org.id,
        nowUs,
        body: {
          beneficiaryAccountName: wallet.name,
          beneficiaryAccountNumber: wallet.account_number,
          amount,
          narration: 'funding',
        },
      });
      expect(funded.answer).toBe('funded');
    }
    wallets.push(wallet);
  }
  return { organizationId: org.id, wallets };
}

/** Ledger balances of the organization's checkout wallets, in minor units: absent until a payment makes them. */
export async function checkoutBalances(engine: Engine, organizationId: string): Promise<Record<string, number>> {
  const rows = await engine.unitOfWork((sql) =>
    sql.query<{ kind: string; ledger_minor: number }>(
      `SELECT kind, ledger_minor FROM wallets
       WHERE organization_id = $1 AND kind IN ('collection', 'settlement', 'fees')`,
      [organizationId],
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.ledger_minor)]));
}

/** How many of the outcomes gave each answer, to compare whole: an answer nobody expected shows. */
export const answerCounts = (outcomes: { answer: string }[]): Record<string, number> =>
  outcomes.reduce<Record<string, number>>(
    (counts, { answer }) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }),
    {},
  );

/** The wallet's available and ledger balances, in minor units. */
export async function balancesOf(engine: Engine, organizationId: string, walletId: string) {
  const wallet = await engine.unitOfWork((sql) => walletById(sql, organizationId, walletId));
  return { available: wallet?.available_minor, ledger: wallet?.ledger_minor };
}
