import type { Wallet } from '@waas/types';
import { recordEvent, type EventData } from '../webhooks/events.js';
import { toWallet } from './wallets.js';
import type { WalletProfile } from './store.js';
import type { Store } from '../store.js';

type ChangedField = EventData<'wallet.updated'>['changed'][number];

/** What a change asks for: each field present is set, `null` clears the overdraft or the restriction. */
export interface WalletChange {
  name?: string | undefined;
  overdraftMinor?: number | null | undefined;
  walletRestrictionId?: string | null | undefined;
}

export type WalletUpdate = { updated: Wallet; changed: ChangedField[] } | { notFound: true } | { belowNewFloor: true };

/**
 * Changes a customer wallet's name, overdraft or restriction and writes wallet.updated with it, naming the fields
 * whose value changed; a change to the values it has writes nothing. An overdraft the available balance is already
 * below is refused: the floor rule (domain/ledger/ledger.ts) would be broken at once.
 */
export async function updateWallet(
  store: Store,
  request: { organizationId: string; walletId: string; change: WalletChange; nowUs: number },
): Promise<WalletUpdate> {
  const { organizationId, walletId, change, nowUs } = request;
  return store.unitOfWork(async (tx): Promise<WalletUpdate> => {
    const wallet = await tx.customerWalletForChange(organizationId, walletId, 'change');
    if (!wallet) return { notFound: true };
    const profile: WalletProfile = {
      name: change.name ?? wallet.name,
      overdraft_minor: change.overdraftMinor === undefined ? wallet.overdraft_minor : change.overdraftMinor,
      wallet_restriction_id:
        change.walletRestrictionId === undefined ? wallet.wallet_restriction_id : change.walletRestrictionId,
    };
    if (wallet.available_minor < -(profile.overdraft_minor ?? 0)) return { belowNewFloor: true };
    const changed = changedFields(wallet, profile);
    if (changed.length === 0) return { updated: toWallet(wallet), changed };
    const updated = toWallet(await tx.saveWalletProfile(wallet.id, profile));
    await recordEvent(tx, 'wallet.updated', organizationId, { wallet: updated, changed }, nowUs);
    return { updated, changed };
  });
}

/** The wallet's fields, in the spec's names, whose value the profile changes. */
export function changedFields(before: WalletProfile, after: WalletProfile): ChangedField[] {
  const fields: [ChangedField, keyof WalletProfile][] = [
    ['name', 'name'],
    ['overdraft', 'overdraft_minor'],
    ['walletRestrictionId', 'wallet_restriction_id'],
  ];
  return fields.filter(([, column]) => before[column] !== after[column]).map(([field]) => field);
}

export type WalletDeletion = { deleted: true } | { notFound: true } | { hasHistory: true };

/**
 * Deletes a customer wallet that never moved money and writes wallet.deleted with it. A wallet any posting or entry
 * names (so any wallet with a balance) is kept: its history must replay to its balance, and the organization's
 * ledger must still sum to zero (domain/ledger/ledger.ts).
 */
export async function deleteWallet(
  store: Store,
  request: { organizationId: string; walletId: string; nowUs: number },
): Promise<WalletDeletion> {
  const { organizationId, walletId, nowUs } = request;
  return store.unitOfWork(async (tx): Promise<WalletDeletion> => {
    const wallet = await tx.customerWalletForChange(organizationId, walletId, 'removal');
    if (!wallet) return { notFound: true };
    if (await tx.walletHasHistory(wallet.id)) return { hasHistory: true };
    await tx.removeWallet(wallet.id);
    await recordEvent(
      tx,
      'wallet.deleted',
      organizationId,
      {
        walletId: wallet.id,
        walletGroupId: wallet.wallet_group_id,
        accountNumber: wallet.account_number,
        name: wallet.name,
      },
      nowUs,
    );
    return { deleted: true };
  });
}
