import type { Sql } from './engine.js';
import { WALLET_LOCK } from './wallets.js';
import type { WalletRecord } from '../domain/wallets/wallet.js';
import type { WalletProfile } from '../domain/wallets/store.js';

/**
 * A customer wallet of the organization, locked until the unit of work ends: against postings for a change, and with
 * FOR UPDATE for a removal, so no posting can claim it (a foreign key check) between the history check and the delete.
 */
export async function customerWalletForChange(
  sql: Sql,
  organizationId: string,
  walletId: string,
  lock: 'change' | 'removal',
): Promise<WalletRecord | undefined> {
  const strength = lock === 'change' ? WALLET_LOCK : 'FOR UPDATE';
  const [row] = await sql.query<WalletRecord>(
    `SELECT * FROM wallets WHERE organization_id = $1 AND id = $2 AND kind = 'customer' ${strength}`,
    [organizationId, walletId],
  );
  return row;
}

export async function saveWalletProfile(sql: Sql, walletId: string, profile: WalletProfile): Promise<WalletRecord> {
  const [row] = await sql.query<WalletRecord>(
    'UPDATE wallets SET name = $2, overdraft_minor = $3, wallet_restriction_id = $4 WHERE id = $1 RETURNING *',
    [walletId, profile.name, profile.overdraft_minor, profile.wallet_restriction_id],
  );
  return row!;
}

/** Whether any posting (posted, scheduled, failed) or entry names the wallet: then the ledger needs it to stay. */
export async function walletHasHistory(sql: Sql, walletId: string): Promise<boolean> {
  const [row] = await sql.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM postings WHERE wallet_id = $1 OR counter_wallet_id = $1)
       OR EXISTS (SELECT 1 FROM entries WHERE wallet_id = $1) AS used`,
    [walletId],
  );
  return row!.used;
}

export async function removeWallet(sql: Sql, walletId: string): Promise<void> {
  await sql.query('DELETE FROM wallets WHERE id = $1', [walletId]);
}
