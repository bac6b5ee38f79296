import type { RunContext } from '../core/context.js';
import { keyFor } from '../core/keys.js';
import { pairRequest } from '../core/request.js';
import { send, type SendOptions } from '../core/http.js';
import { alignedBindings } from '../core/bindings/bindings.js';
import { jsonOf } from '../core/json.js';
import type { HttpRequest, HttpResponse } from '../core/model.js';
import { redactorFor } from '../core/redact.js';
import { TargetError } from './target.js';

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
  const request = pairRequest(anchor, context.profile, context.bindings, { apiKey: key.apiKey });
  let answer: HttpResponse;
  try {
    answer = await send(request, options);
  } catch {
    return; // An unreachable target: the anchor's own case reports it.
  }
  const cannotJudge = unjudgeable(request, answer);
  if (cannotJudge) throw new TargetError(redactorFor(context.profile)(cannotJudge));
  try {
    if (answer.status !== ANCHOR.status) return;
    for (const [example, mine] of alignedBindings(anchor.response.body, JSON.parse(answer.text))) {
      if (!context.bindings.has(example)) context.bindings.set(example, mine);
      context.wallet.add(mine);
    }
  } catch {
    // A body that is not JSON: the anchor's own case reports it.
  }
}

/**
 * Why the first authorized read shows a run could judge nothing, in one line, or undefined: the organization key
 * refused, or an answer that is not this API's (a page, another API's body, a path the target does not serve).
 */
export function unjudgeable(request: HttpRequest, answer: HttpResponse): string | undefined {
  const { pathname, origin } = new URL(request.url);
  const read = `${request.method} ${pathname}`;
  const body = jsonOf(answer.text) as { message?: unknown; success?: unknown; code?: unknown } | undefined;
  const type = answer.headers['content-type'] ?? '(no content type)';
  if (answer.status === 401 || answer.status === 403) {
    const said = typeof body?.message === 'string' ? `: "${body.message.slice(0, 120)}"` : '';
    return `the organization key (keys.organization) was refused: ${read} answered ${answer.status}${said}`;
  }
  if (answer.status === 429 || answer.status >= 500) return undefined;
  if (body === undefined || typeof body !== 'object') {
    const title = /<title[^>]*>([^<]{0,80})/i.exec(answer.text)?.[1]?.trim();
    const seen = title ? `a page titled "${title}"` : `${type}: ${JSON.stringify(answer.text.slice(0, 60))}`;
    return `the target ${origin} is not this API: ${read} answered ${answer.status} with ${seen}, not a JSON envelope`;
  }
  if (!('success' in body) && !('code' in body) && !('statusCode' in body)) {
    const keys = Object.keys(body).slice(0, 5).join(', ');
    return (
      `the target ${origin} is not this API (or its base path is wrong): ` +
      `${read} answered ${answer.status} with a JSON body of ${keys || 'no fields'}, not the document's envelope`
    );
  }
  return undefined;
}
