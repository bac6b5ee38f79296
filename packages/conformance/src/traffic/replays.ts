import { createHash } from 'node:crypto';
import type { OperationEntry } from '@waas/spec/pairs';
import { MINTED_INPUTS } from '../core/bindings/example-bindings.js';
import { jsonOf } from '../core/json.js';
import type { CheckResult, HttpResponse } from '../core/model.js';
import { originalAnswer, reuseRefused } from '../checks/idempotency.js';
import type { ObservedExchange } from './exchange.js';

interface Posted {
  body: string;
  answer: HttpResponse;
}

const UNRELATED = (status: number) => status === 401 || status === 403 || status === 429 || status >= 500;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The references the traffic posted, to judge a reference seen again: with the same body it must get the first
 * answer, with another one a 409. Only a first answer that posted (2xx) is kept: a refused request may be sent again
 * corrected. Keyed by organization (a digest of its key, never the key) and reference; the oldest are forgotten past
 * `limit`, so memory stays bounded however long the traffic runs.
 */
export class Replays {
  readonly #posted = new Map<string, Posted>();

  constructor(private readonly limit = 10_000) {}

  get size(): number {
    return this.#posted.size;
  }

  observe(operation: OperationEntry, exchange: ObservedExchange): CheckResult | undefined {
    const { request, response } = exchange;
    if (operation.method === 'get' || exchange.truncated) return undefined;
    const body = jsonOf(request.body ?? '') as Record<string, unknown> | undefined;
    const input = MINTED_INPUTS.find((name) => typeof body?.[name] === 'string');
    if (!input) return undefined;
    const key = `${operation.operationId}\n${digest(request.headers['x-api-key'] ?? '')}\n${body![input] as string}`;
    const sent = digest(JSON.stringify(body));
    const first = this.#posted.get(key);
    const at = `${operation.at}/responses/409`;
    if (first) {
      // A key refused, a limit or a server fault is answered before or beside the reference: no evidence either way.
      if (UNRELATED(response.status)) return undefined;
      if (first.body === sent) return originalAnswer(response, first.answer, at);
      // Another body may be refused for itself (invalid, more than the wallet holds) before its reference is looked at:
      // only an answer that took it (2xx) or the 409 speaks to the reference.
      return response.status < 300 || response.status === 409 ? reuseRefused(response, at) : undefined;
    }
    if (response.status >= 200 && response.status < 300) {
      this.#posted.set(key, { body: sent, answer: { status: response.status, headers: {}, text: response.text } });
      if (this.#posted.size > this.limit) this.#posted.delete(this.#posted.keys().next().value!);
    }
    return undefined;
  }
}
