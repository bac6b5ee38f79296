import { jsonOf } from '../json.js';

/** A wallet answer's two balances as one comparable line, or undefined when the answer carries no wallet. */
export function balancesOf(text: string): string | undefined {
  const data = (jsonOf(text) as { data?: { availableBalance?: unknown; ledgerBalance?: unknown } } | undefined)?.data;
  return data ? `available ${String(data.availableBalance)}, ledger ${String(data.ledgerBalance)}` : undefined;
}
