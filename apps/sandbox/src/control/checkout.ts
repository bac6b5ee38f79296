import {
  checkoutWalletById,
  createCheckoutWallet,
  reactivateCheckoutWallet,
  type NewCheckoutWallet,
} from '../domain/checkout/wallets.js';
import type { Handler } from './handler.js';

const problem = (status: number, message: string) => ({ status, body: { message } });

/**
 * The checkout operations of the control document (control/openapi.yaml): create a checkout wallet (the spec's API
 * only lists them), read one, reactivate an Expired one. Expiry and payment need no operation: the sandbox clock
 * and a simulated inflow to the wallet number drive them.
 */
export const CHECKOUT_HANDLERS: Record<string, Handler> = {
  async createCheckoutWallet(sandbox, params, body: NewCheckoutWallet) {
    const result = await createCheckoutWallet(
      sandbox.store,
      params.organizationId!.toLowerCase(),
      body,
      await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    );
    if ('problems' in result) return problem(400, result.problems.join('; '));
    if ('unknownOrganization' in result) return problem(404, 'No organization has the id');
    return { status: 201, body: result.created };
  },
  async getCheckoutWallet(sandbox, params) {
    const wallet = await checkoutWalletById(
      sandbox.store,
      params.organizationId!.toLowerCase(),
      params.checkoutWalletId!.toLowerCase(),
      await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    );
    return wallet ? { status: 200, body: wallet } : problem(404, 'The organization has no checkout wallet with the id');
  },
  async reactivateCheckoutWallet(sandbox, params, body: { expiresAt?: string; expiresInSeconds?: number }) {
    const result = await reactivateCheckoutWallet(
      sandbox.store,
      params.organizationId!.toLowerCase(),
      params.checkoutWalletId!.toLowerCase(),
      body,
      await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    );
    if ('problems' in result) return problem(400, result.problems.join('; '));
    if ('notFound' in result) return problem(404, 'The organization has no checkout wallet with the id');
    if ('notExpired' in result)
      return problem(409, `Only an Expired checkout wallet can be reactivated; this one is ${result.notExpired}`);
    return { status: 200, body: result.reactivated };
  },
};
