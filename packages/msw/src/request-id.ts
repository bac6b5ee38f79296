// The handlers answer with x-request-id, as the sandbox and the mock do. This package runs in a page without
// @waas/spec, so the rule is written here again; request-id.test.ts holds it to @waas/spec/request-id's.

export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTED = /^[\w.:@-]{1,128}$/;

/** The id of a request: the one its caller sent, when acceptable, else a new UUID. */
export function requestIdFor(sent: string | null): string {
  return sent !== null && ACCEPTED.test(sent) ? sent : newId();
}

/** The answer with the request's id, unless it has one (an override's) or cannot take headers (`Response.error()`). */
export function withRequestId(request: Request, response: Response): Response {
  if (response.type === 'error' || response.headers.has(REQUEST_ID_HEADER)) return response;
  response.headers.set(REQUEST_ID_HEADER, requestIdFor(request.headers.get(REQUEST_ID_HEADER)));
  return response;
}

/** A version 4 UUID; a page served over plain http (not localhost) has crypto.getRandomValues but not randomUUID. */
function newId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
