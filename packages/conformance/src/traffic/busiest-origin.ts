import type { OperationEntry } from '@waas/spec/pairs';
import type { ObservedExchange } from './exchange.js';
import { router } from './route.js';

/**
 * The origin most exchanges of documented operations went to, for a recording made without saying where the API is
 * (a browser records the app's own files, fonts and analytics beside it); undefined when none is of the document.
 */
export function busiestOrigin(
  exchanges: readonly ObservedExchange[],
  operations: readonly OperationEntry[],
): { origin: string; exchanges: number } | undefined {
  const byOrigin = new Map<string, ObservedExchange[]>();
  for (const exchange of exchanges) {
    const { origin } = new URL(exchange.request.url);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), exchange]);
  }
  let best: { origin: string; exchanges: number } | undefined;
  for (const [origin, mine] of byOrigin) {
    const route = router(operations, { wallet: origin, checkout: origin, payout: origin });
    const routed = mine.filter((e) => !('left' in route(e.request.method, e.request.url))).length;
    if (routed > 0 && routed > (best?.exchanges ?? 0)) best = { origin, exchanges: routed };
  }
  return best;
}
