import { jsonOf } from '../../core/json.js';
import { minorUnits } from '../../core/money.js';
import type { HttpRequest } from '../../core/model.js';

/** The spec's example of a debit refused for want of funds: its answer depends on the wallet's balance. */
export const BEYOND_FUNDS_PAIR = { operationId: 'postWalletTransaction', name: 'insufficientFunds' } as const;

/**
 * The example's debit, its amount raised when the wallet read just before could pay it: a live wallet (a staging's,
 * or a sandbox's after generated credits) may hold more than the example's amount, and the refusal the example
 * documents then cannot happen — a false alarm about the target. The amount becomes one cent past what the wallet can
 * pay (available balance plus overdraft, less the fee); an amount already past it is sent as it is. `unprovokable`
 * when that is more than any debit may carry (`maximumMinor`, the spec's bound on the amount); undefined when the
 * wallet read is not the wallet the debit names, or says nothing usable.
 */
export function beyondFunds(
  debit: HttpRequest,
  walletAnswer: string,
  maximumMinor = Infinity,
): HttpRequest | 'unprovokable' | undefined {
  const body = jsonOf(debit.body ?? '') as
    | { amount?: unknown; fee?: unknown; accountNumber?: unknown; walletId?: unknown }
    | undefined;
  const wallet = (
    jsonOf(walletAnswer) as
      | {
          data?: {
            id?: unknown;
            availableBalance?: unknown;
            overdraft?: unknown;
            virtualAccount?: { accountNumber?: unknown };
          };
        }
      | undefined
  )?.data;
  if (!body || !wallet) return undefined;
  const same =
    body.accountNumber !== undefined
      ? body.accountNumber === wallet.virtualAccount?.accountNumber
      : body.walletId === wallet.id;
  const amount = minorUnits(body.amount);
  const available = minorUnits(wallet.availableBalance);
  const overdraft = wallet.overdraft === null || wallet.overdraft === undefined ? 0 : minorUnits(wallet.overdraft);
  const fee = body.fee === undefined ? 0 : minorUnits(body.fee);
  if (!same || amount === undefined || available === undefined || overdraft === undefined || fee === undefined)
    return undefined;
  const payable = available + overdraft - fee;
  if (amount > payable) return debit;
  if (payable + 1 > maximumMinor) return 'unprovokable';
  return { ...debit, body: JSON.stringify({ ...body, amount: (payable + 1) / 100 }) };
}
