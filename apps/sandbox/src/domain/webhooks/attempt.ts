import { SIGNATURE_HEADER, sign } from '@waas/webhooks';

export interface AttemptResult {
  /** Only 200 counts (interface document §6.3): 201, 204 and redirects are failures. */
  delivered: boolean;
  statusCode: number | null;
  /** Why it failed, for the delivery log; never the secret, the signature or the receiver's body. */
  error: string | null;
  durationMs: number;
}

/** The event with its envelope fields first, in the spec's order, whatever order the outbox's jsonb keeps keys in. */
export function orderedEvent(payload: Record<string, unknown>): Record<string, unknown> {
  const { id, type, createdAt, organizationId, data, ...rest } = payload;
  return { id, type, createdAt, organizationId, data, ...rest };
}

export const eventBody = (payload: Record<string, unknown>): string => JSON.stringify(orderedEvent(payload));

/**
 * One attempt: a POST of the event with a fresh X-Auth-Signature made by @waas/webhooks (each attempt is signed
 * anew so a late retry is not refused as a replay), a timeout, and no redirects followed.
 */
export async function attemptDelivery(
  target: { url: string; secret: string | null },
  body: string,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<AttemptResult> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'waas-sandbox-webhooks' };
  // The document: "When a secret is set, the receiver verifies the header"; without a secret there is nothing to sign
  // with.
  if (target.secret) headers[SIGNATURE_HEADER] = await sign(body, target.secret);
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  try {
    const response = await fetch(target.url, { method: 'POST', headers, body, redirect: 'manual', signal });
    // Read to the end (not cancelled) so the connection goes back to the pool for the next attempt to reuse.
    await response.arrayBuffer();
    const delivered = response.status === 200;
    return {
      delivered,
      statusCode: response.status,
      error: delivered ? null : `HTTP ${response.status}`,
      durationMs: elapsed(started),
    };
  } catch (error) {
    return { delivered: false, statusCode: null, error: describe(error, options), durationMs: elapsed(started) };
  }
}

const elapsed = (started: number) => Math.round(performance.now() - started);

/** The network failure in a few words: the system error code (ECONNREFUSED, ENOTFOUND) or the timeout. */
function describe(error: unknown, options: { timeoutMs: number; signal: AbortSignal }): string {
  if (options.signal.aborted) return 'aborted: the sandbox stopped';
  const named = error as { name?: string; cause?: { code?: string; message?: string } };
  if (named.name === 'TimeoutError') return `timeout after ${options.timeoutMs} ms`;
  const code = named.cause?.code;
  if (code) return `network error ${code}`;
  return `network error: ${(named.cause?.message ?? (error as Error).message ?? String(error)).slice(0, 200)}`;
}
