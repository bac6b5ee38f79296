import type { HttpRequest, HttpResponse } from '../core/model.js';

/** A request and its answer as they passed by (through the proxy, or in a HAR file): nothing of it was sent by us. */
export interface ObservedExchange {
  /** Its URL absolute, at the host it was sent to. */
  request: HttpRequest;
  response: HttpResponse;
  /** From the request's first byte to the answer's last; absent when the recording does not say. */
  durationMs?: number;
  /** When it happened (ISO 8601). */
  startedAt: string;
  /** A body was larger than what is kept to judge: the checks of bodies are left out for this exchange. */
  truncated?: boolean;
}
