import { toMinor } from '../domain/ledger/money.js';
import { deleteWallet, updateWallet } from '../domain/wallets/wallet-changes.js';
import type { Handler } from './handler.js';

const problem = (status: number, message: string) => ({ status, body: { message } });
const NOT_FOUND = problem(404, 'The organization has no customer wallet with the id');

/**
 * The wallet operations of the control document (control/openapi.yaml) that the API lacks: change a wallet's name,
 * overdraft or restriction, and delete a wallet that never moved money. Each writes its webhook event.
 */
export const WALLET_HANDLERS: Record<string, Handler> = {
  async updateWallet(
    sandbox,
    params,
    body: { name?: string; overdraft?: number | null; walletRestrictionId?: string | null },
  ) {
    const overdraftMinor =
      body.overdraft === undefined || body.overdraft === null ? body.overdraft : toMinor(body.overdraft);
    if (overdraftMinor === undefined && body.overdraft !== undefined)
      return problem(400, 'overdraft has more than two decimals');
    const result = await updateWallet(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      walletId: params.walletId!.toLowerCase(),
      change: { name: body.name, overdraftMinor, walletRestrictionId: body.walletRestrictionId },
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    if ('notFound' in result) return NOT_FOUND;
    if ('belowNewFloor' in result) return problem(409, 'The available balance is below minus the new overdraft');
    return { status: 200, body: { wallet: result.updated, changed: result.changed } };
  },
  async deleteWallet(sandbox, params) {
    const result = await deleteWallet(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      walletId: params.walletId!.toLowerCase(),
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    if ('notFound' in result) return NOT_FOUND;
    if ('hasHistory' in result)
      return problem(409, 'The wallet has moved money: its history stays in the ledger, so it cannot be deleted');
    return { status: 200, body: { deleted: true } };
  },
};
