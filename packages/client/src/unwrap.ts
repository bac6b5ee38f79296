import { isJsonObject, WalletApiError } from './errors.js';
import { OPERATIONS } from './operations.gen.js';
import type { Send } from './transport.js';
import type { OperationId } from './types.js';

/**
 * A 2xx whose envelope says it failed: shape A `success: false`, the enquiry's `succeeded: false`, shape B
 * `statusCode` ≥ 400.
 */
function envelopeFailed(body: Record<string, unknown>): boolean {
  const { success, succeeded, statusCode } = body;
  return success === false || succeeded === false || (typeof statusCode === 'number' && statusCode >= 400);
}

/** The 2xx body parsed as JSON, or undefined when it is not a JSON object (empty, not JSON, a bare value). */
function parseEnvelope(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isJsonObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Calls an operation and returns its whole 2xx body, or throws {@link WalletApiError} for any failure. */
export async function callOperation(
  send: Send,
  operationId: OperationId,
  init: Record<string, unknown> | undefined,
): Promise<unknown> {
  const { method, path } = OPERATIONS[operationId];
  const site = { operationId, method: method.toUpperCase(), path };
  // The 2xx body as text, parsed here: openapi-fetch would throw a bare SyntaxError for one that is not JSON, and
  // answers an empty one (Content-Length: 0) with no data at all.
  const { data, error, response } = await send(method, path, { ...init, parseAs: 'text' });
  if (!response.ok) throw new WalletApiError(site, response.status, error, response.headers);
  const text = typeof data === 'string' ? data : '';
  const body = parseEnvelope(text);
  if (body === undefined || envelopeFailed(body))
    throw new WalletApiError(site, response.status, body ?? text, response.headers);
  return body;
}
