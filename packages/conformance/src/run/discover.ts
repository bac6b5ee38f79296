import type { RunContext } from '../core/context.js';
import { keyFor } from '../core/keys.js';
import { pairRequest } from '../core/request.js';
import { send, type SendOptions } from '../core/http.js';
import { alignedBindings } from '../core/bindings/bindings.js';

/** The read whose answer names the rest: the wallet the profile gives carries its account, mobile number and group. */
const ANCHOR = { operationId: 'getWalletById', status: 200 } as const;

/**
 * Asks a live target for the wallet the profile names and binds the example wallet's identifiers to the target's, so
 * a profile needs only the few ids a user knows. Nothing is bound when the read fails: the cases that need those
 * values then say so, and the read itself is judged as its own case.
 */
export async function discover(context: RunContext, options: SendOptions): Promise<void> {
  const anchor = context.pairs.find(
    (p) => p.operationId === ANCHOR.operationId && p.status === ANCHOR.status && p.scenario === undefined,
  );
  const key = keyFor(context, undefined);
  if (context.kind !== 'live' || !anchor || !('apiKey' in key) || key.apiKey === undefined) return;
  if (Object.values(anchor.request.pathParams).some((value) => !context.bindings.has(String(value)))) return;
  try {
    const answer = await send(pairRequest(anchor, context.profile, context.bindings, { apiKey: key.apiKey }), options);
    if (answer.status !== ANCHOR.status) return;
    for (const [example, mine] of alignedBindings(anchor.response.body, JSON.parse(answer.text))) {
      if (!context.bindings.has(example)) context.bindings.set(example, mine);
      context.wallet.add(mine);
    }
  } catch {
    // An unreachable target or a body that is not JSON: the anchor's own case reports it.
  }
}
