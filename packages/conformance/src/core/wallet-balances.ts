import { bind } from './bindings/bindings.js';
import { jsonOf } from './json.js';
import type { HttpRequest } from './model.js';
import type { RunContext } from './context.js';
import { keyFor } from './keys.js';
import { pairRequest } from './request.js';

/** A wallet answer's two balances as one comparable line, or undefined when the answer carries no wallet. */
export function balancesOf(text: string): string | undefined {
  const data = (jsonOf(text) as { data?: { availableBalance?: unknown; ledgerBalance?: unknown } } | undefined)?.data;
  return data ? `available ${String(data.availableBalance)}, ledger ${String(data.ledgerBalance)}` : undefined;
}

/**
 * How a live target's wallet is read: the wallet the profile names, or with `examplesAreTargets` the example's own
 * (a target seeded from the examples, as the sandbox is); undefined when the run has no key or no such wallet.
 */
export function walletRead(
  context: RunContext,
  options: { examplesAreTargets?: boolean } = {},
): HttpRequest | undefined {
  const pair = context.pairs.find(
    (p) => p.operationId === 'getWalletById' && p.status === 200 && p.scenario === undefined,
  );
  const key = keyFor(context, undefined);
  const unbound =
    pair !== undefined && Object.values(pair.request.pathParams).some((v) => bind(v, context.bindings) === v);
  if (!pair || !('apiKey' in key) || key.apiKey === undefined || (unbound && !options.examplesAreTargets))
    return undefined;
  return pairRequest(pair, context.profile, context.bindings, { apiKey: key.apiKey });
}
