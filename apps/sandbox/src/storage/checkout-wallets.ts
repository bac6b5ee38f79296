import type { CheckoutWallet } from '@waas/types';
import type { Sql } from './engine.js';
import { eightRandomDigits } from './wallets.js';

/**
 * Checkout wallets as the lifecycle changes them: locked, read and written back whole (their document is the answer).
 */

/** Locked for the rest of the unit of work, so a payment and an expiry or a reactivation never interleave. */
export async function checkoutWalletForUpdate(
  sql: Sql,
  organizationId: string,
  id: string,
): Promise<CheckoutWallet | undefined> {
  const [row] = await sql.query<{ document: CheckoutWallet }>(
    'SELECT document FROM checkout_wallets WHERE organization_id = $1 AND id = $2 FOR UPDATE',
    [organizationId, id],
  );
  return row?.document;
}

export async function checkoutWalletByNumberForUpdate(
  sql: Sql,
  organizationId: string,
  walletNumber: string,
): Promise<CheckoutWallet | undefined> {
  const [row] = await sql.query<{ document: CheckoutWallet }>(
    'SELECT document FROM checkout_wallets WHERE organization_id = $1 AND wallet_number = $2 FOR UPDATE',
    [organizationId, walletNumber],
  );
  return row?.document;
}

/** Active wallets of the organization whose expiry is at or before `nowUs`, locked. */
export async function checkoutWalletsDueToExpire(
  sql: Sql,
  organizationId: string,
  nowUs: number,
): Promise<CheckoutWallet[]> {
  const rows = await sql.query<{ document: CheckoutWallet }>(
    `SELECT document FROM checkout_wallets WHERE organization_id = $1 AND status = 'Active'
       AND (document->>'expiresAt')::timestamptz <= to_timestamp($2::double precision / 1000000)
     ORDER BY id FOR UPDATE`,
    [organizationId, nowUs],
  );
  return rows.map((r) => r.document);
}

export async function saveCheckoutWallet(sql: Sql, wallet: CheckoutWallet): Promise<void> {
  await sql.query('UPDATE checkout_wallets SET status = $3, document = $4 WHERE organization_id = $1 AND id = $2', [
    wallet.organizationId,
    wallet.id,
    wallet.status,
    JSON.stringify(wallet),
  ]);
}

/** A ten-digit wallet number used by no checkout wallet and no wallet: 88 followed by eight random digits. */
export async function freeWalletNumber(sql: Sql): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `88${eightRandomDigits()}`;
    const taken = await sql.query(
      `SELECT 1 FROM checkout_wallets WHERE wallet_number = $1
       UNION ALL SELECT 1 FROM wallets WHERE account_number = $1`,
      [candidate],
    );
    if (taken.length === 0) return candidate;
  }
  throw new Error('no free checkout wallet number after 20 attempts');
}
