// Every server of the toolkit (the sandbox, the mock, the MSW handlers) answers with a request id, so that what a page
// or a test saw can be found in the server's log. The interface document names no such header: the name is the
// common one, and a caller's own id is kept when it is one a log can hold safely.

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a caller may choose: short, and only characters that cannot break a log line or a header. */
const ACCEPTED = /^[\w.:@-]{1,128}$/;

/** The id of a request: the one its caller sent, when acceptable, else a new UUID. */
export function requestIdFor(sent: string | null | undefined): string {
  return sent !== null && sent !== undefined && ACCEPTED.test(sent) ? sent : newId();
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
