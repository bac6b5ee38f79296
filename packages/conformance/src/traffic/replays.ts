import { createHash } from 'node:crypto';
import type { OperationEntry } from '@waas/spec/pairs';
import { MINTED_INPUTS } from '../core/bindings/example-bindings.js';
import { jsonOf } from '../core/json.js';
import type { CheckResult, HttpResponse } from '../core/model.js';
import { refusedPostingNotRecorded } from '../checks/balance.js';
import { originalAnswer, reuseRefused } from '../checks/idempotency.js';
import type { ObservedExchange } from './exchange.js';

interface Posted {
  body: string;
  answer: HttpResponse;
}

const UNRELATED = (status: number) => status === 401 || status === 403 || status === 429 || status >= 500;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The references the traffic posted and those it saw refused. Posted again with the same body, a reference must get
 * the first answer; with another body, a 409. Only a first answer that posted (2xx) is kept: a refused request may be
 * sent again corrected. A reference only ever refused must not read back as posted at the transfer status. Keyed by
 * organization (a digest of its key, never the key) and reference; the oldest are forgotten past `limit`, so memory
 * stays bounded however long the traffic runs.
 */
export class Replays {
  readonly #posted = new Map<string, Posted>();
  /**
   * References whose only posting was refused for itself (a 4xx of its own): the transfer status must not know them as
   * posted.
   */
  readonly #refused = new Set<string>();

  constructor(private readonly limit = 10_000) {}

  get size(): number {
    return this.#posted.size + this.#refused.size;
  }

  observe(
    operation: OperationEntry,
    params: Record<string, string>,
    exchange: ObservedExchange,
  ): CheckResult | undefined {
    const { request, response } = exchange;
    if (exchange.truncated) return undefined;
    const organization = digest(request.headers['x-api-key'] ?? '');
    if (operation.method === 'get') return this.#readBack(organization, params, response);
    const body = jsonOf(request.body ?? '') as Record<string, unknown> | undefined;
    const input = MINTED_INPUTS.find((name) => typeof body?.[name] === 'string');
    if (!input) return undefined;
    const reference = `${organization}\n${body![input] as string}`;
    const key = `${operation.operationId}\n${reference}`;
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
      this.#refused.delete(reference);
      this.#posted.set(key, { body: sent, answer: { status: response.status, headers: {}, text: response.text } });
      if (this.#posted.size > this.limit) this.#posted.delete(this.#posted.keys().next().value!);
    } else if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 409 &&
      !UNRELATED(response.status)
    ) {
      // Refused for itself; a 409 says the reference is another posting's, which the transfer status may well know.
      this.#refused.add(reference);
      if (this.#refused.size > this.limit) this.#refused.delete(this.#refused.values().next().value!);
    }
    return undefined;
  }

  /**
   * A read of a reference (the transfer status): one the traffic saw refused, and never posted, must not read as
   * posted.
   */
  #readBack(
    organization: string,
    params: Record<string, string>,
    response: ObservedExchange['response'],
  ): CheckResult | undefined {
    const input = MINTED_INPUTS.find((name) => typeof params[name] === 'string');
    if (!input || !this.#refused.has(`${organization}\n${params[input]!}`) || UNRELATED(response.status))
      return undefined;
    const state = (jsonOf(response.text) as { data?: { status?: unknown } } | undefined)?.data?.status;
    return refusedPostingNotRecorded(params[input]!, response.status, state);
  }
}
