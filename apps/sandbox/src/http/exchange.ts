import type { Answer, Binding } from '../contract/binder.js';
import type { Violation } from '../contract/violations.js';
import type { Caller, Callers } from '../domain/auth/callers.js';
import type { Clocks } from '../domain/time/clocks.js';
import type { Engine } from '../storage/engine.js';
import type { FrameworkAnswers } from './framework-answers.js';
import { FROM_EXAMPLES_HEADER, fromExamples } from './from-examples.js';
import { FAULT_HEADER } from './headers.js';
import { OPERATIONS } from './operations/index.js';
import type { SharedAnswers } from './wallet-bindings.js';

/**
 * One request to the API as any adapter hands it over (the Fastify plugin, MSW's handlers): the path without its
 * query, the query and headers as Node's parsers give them, and the body as `readBody` reads it.
 */
export interface ExchangeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** An answer and what goes with it: headers of the sandbox's own, and the violations that refused the request, if any. */
export interface ExchangeAnswer extends Answer {
  headers: Record<string, string>;
  violations: Violation[];
}

/** What the exchange needs of the open sandbox: who a key is, the engine the operations run on, and each organization's clock. */
export interface ExchangeSandbox {
  callers: Callers;
  engine: Engine;
  clocks: Clocks;
}

export interface ExchangeOptions {
  sandbox: () => ExchangeSandbox;
  bindings: Binding[];
  shared: SharedAnswers;
  answers: FrameworkAnswers;
}

/** A body that is not JSON: kept as a marker so the operation answers its own invalid-request envelope. */
const MALFORMED = Symbol('malformed body');
const NOT_JSON: Violation = { in: 'body', pointer: '', message: 'is not JSON (send application/json)' };

/** A request body as the API reads it: nothing when empty, JSON when sent as JSON, malformed otherwise. */
export function readBody(text: string, sentAsJson: boolean): unknown {
  if (text === '') return undefined;
  if (!sentAsJson) return MALFORMED;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

const plain = (answer: Answer, headers: Record<string, string> = {}): ExchangeAnswer => ({ ...answer, headers, violations: [] });

/**
 * The API's answers without a server: who calls (x-api-key), the fault header, the request checked against the
 * spec's schemas, the operation's handler, and the documented envelope of each outcome. The server's plugin
 * (wallet-api.ts) and MSW's handlers are two adapters of it, so both answer a request alike.
 */
export class WalletExchange {
  readonly #routes: { binding: Binding; pattern: RegExp; names: string[] }[];

  constructor(private readonly options: ExchangeOptions) {
    const silent = options.bindings.filter((b) => !OPERATIONS[b.operationId] && !b.firstExample).map((b) => b.operationId);
    if (silent.length > 0) throw new Error(`operations with neither a handler nor a response example to answer with: ${silent.join(', ')}`);
    this.#routes = options.bindings.map((binding) => ({
      binding,
      names: [...binding.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
      pattern: new RegExp(`^${binding.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)')}$`),
    }));
  }

  /**
   * The caller of a request to an operation, or the answer that turns it away: no key, an unknown one, a key without
   * the admin access the operation needs, or the sandbox's fault header. Asked before the body is read.
   */
  async admit(binding: Binding, headers: ExchangeRequest['headers']): Promise<Caller | Answer> {
    const { shared, sandbox } = this.options;
    const key = headers['x-api-key'];
    if (key === undefined || key === '') return shared.missingApiKey;
    const caller = typeof key === 'string' ? await sandbox().callers.byKey(key) : undefined;
    if (!caller) return shared.unauthorizedAccess;
    if (binding.adminOnly && !caller.isAdmin) return binding.answer('adminRequired');
    if (headers[FAULT_HEADER] === '500') return shared.unexpectedError;
    return caller;
  }

  /** An admitted request to an operation: checked against the spec, then answered by its handler (or its example). */
  async answer(binding: Binding, caller: Caller, request: Pick<ExchangeRequest, 'query' | 'body'> & { params: Record<string, string> }): Promise<ExchangeAnswer> {
    const parts = { params: { ...request.params }, query: { ...request.query }, body: binding.takesBody ? request.body : undefined };
    const violations = parts.body === MALFORMED ? [NOT_JSON] : binding.violations(parts);
    if (violations.length > 0) return { ...binding.invalidRequest, headers: {}, violations };
    const handler = OPERATIONS[binding.operationId] ?? fromExamples;
    const { engine, clocks } = this.options.sandbox();
    const answer = await handler({ binding, caller, params: parts.params as never, query: parts.query as never, body: parts.body as never, engine, clock: clocks.of(caller.organizationId) });
    return plain(answer, handler === fromExamples ? { [FROM_EXAMPLES_HEADER]: 'examples' } : {});
  }

  /** A whole request, routed here rather than by a server: 404 or 405 (with `Allow`) in the envelope when no operation takes it. */
  async exchange(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const method = request.method.toLowerCase();
    const route = this.#routes.map((r) => ({ binding: r.binding, names: r.names, found: r.pattern.exec(request.path) })).find((r) => r.found && r.binding.method === method);
    if (!route) {
      const { allow, ...answer } = this.options.answers.unrouted(request.method, request.path);
      return plain(answer, allow === undefined ? {} : { allow });
    }
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(route.found![i + 1]!)]));
    } catch (error) {
      return { ...this.options.answers.badUrl(request.path), headers: {}, violations: [{ in: 'params', pointer: '', message: (error as Error).message }] };
    }
    const admitted = await this.admit(route.binding, request.headers);
    if (!('organizationId' in admitted)) return plain(admitted);
    return this.answer(route.binding, admitted, { params, query: request.query, body: request.body });
  }
}
