import { WalletApiError } from './errors.js';
import { OPERATIONS } from './operations.gen.js';
import type { Send } from './transport.js';
import type { OperationId } from './types.js';

/** A 2xx whose envelope says it failed: shape A `success: false`, the enquiry's `succeeded: false`, shape B `statusCode` ≥ 400. */
function envelopeFailed(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { success, succeeded, statusCode } = body as { success?: unknown; succeeded?: unknown; statusCode?: unknown };
  return success === false || succeeded === false || (typeof statusCode === 'number' && statusCode >= 400);
}

/** Calls an operation and returns its whole 2xx body, or throws {@link WalletApiError} for any failure. */
export async function callOperation(send: Send, operationId: OperationId, init: Record<string, unknown> | undefined): Promise<unknown> {
  const { method, path } = OPERATIONS[operationId];
  const { data, error, response } = await send(method, path, init);
  const body = response.ok ? data : error;
  if (!response.ok || envelopeFailed(body)) {
    throw new WalletApiError({ operationId, method: method.toUpperCase(), path }, response.status, body, response.headers);
  }
  return body;
}
