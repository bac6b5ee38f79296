import { randomUUID } from 'node:crypto';
import { sign } from '@waas/webhooks';
import { utcMillis } from './clock.js';

interface Endpoint {
  url: string;
  secret: string;
}

/** Waits before each attempt: at once, then a little longer each time; a test server gives up within seconds. */
const ATTEMPT_DELAYS_MS = [0, 250, 1000, 2500];

/** Signs with a secret the organization never set: the badSignature deviation. */
const WRONG_SECRET = 'not-the-organization-secret';

/** Where each organization's webhooks go, and their delivery: signed afresh on every attempt, retried until a 200. */
export class WebhookOutbox {
  readonly #endpoints = new Map<string, Endpoint>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #stop = new AbortController();

  constructor(
    private readonly options: {
      badSignature: boolean;
      signsSortedKeys: boolean;
      notRetried: boolean;
      retryWithNewId: boolean;
      retryChangesBody: boolean;
    },
  ) {}

  register(organizationId: string, endpoint: Endpoint): void {
    this.#endpoints.set(organizationId, endpoint);
  }

  /**
   * Queues an event for the organization's URL; nothing is sent when it has none. The event id is the same on every
   * attempt.
   */
  send(organizationId: string, type: string, data: object, atMs: number): void {
    const endpoint = this.#endpoints.get(organizationId);
    if (!endpoint) return;
    const rawBody = JSON.stringify({ id: randomUUID(), type, createdAt: utcMillis(atMs), organizationId, data });
    this.#attempt(endpoint, rawBody, 0);
  }

  close(): void {
    this.#stop.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #attempt(endpoint: Endpoint, rawBody: string, attempt: number): void {
    const delay = ATTEMPT_DELAYS_MS[attempt];
    if (delay === undefined || this.#stop.signal.aborted || (attempt > 0 && this.options.notRetried)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      const sent = attempt > 0 ? this.#retried(rawBody) : rawBody;
      void this.#deliver(endpoint, sent).then((delivered) => {
        if (!delivered) this.#attempt(endpoint, rawBody, attempt + 1);
      });
    }, delay);
    this.#timers.add(timer);
  }

  /** What a retry sends: the first attempt's bytes, unless a deviation makes it another event or another body. */
  #retried(rawBody: string): string {
    const event = JSON.parse(rawBody) as { id: string; createdAt: string };
    if (this.options.retryWithNewId) return JSON.stringify({ ...event, id: randomUUID() });
    if (this.options.retryChangesBody) return JSON.stringify({ ...event, createdAt: utcMillis(Date.now()) });
    return rawBody;
  }

  async #deliver(endpoint: Endpoint, rawBody: string): Promise<boolean> {
    try {
      const signed = this.options.signsSortedKeys ? JSON.stringify(sortedKeys(JSON.parse(rawBody))) : rawBody;
      const signature = await sign(signed, this.options.badSignature ? WRONG_SECRET : endpoint.secret);
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-signature': signature },
        body: rawBody,
        signal: AbortSignal.any([this.#stop.signal, AbortSignal.timeout(5000)]),
      });
      await response.body?.cancel();
      return response.status === 200;
    } catch {
      // Unreachable or too slow: the next attempt may do better.
      return false;
    }
  }
}

/** The signsSortedKeys deviation signs this: the event's objects with their keys in order, not the bytes it sends. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortedKeys(object[key])]),
  );
}
