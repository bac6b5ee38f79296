import type { Answer, Binding } from '../contract/binder.js';
import { plain, requestViolations, Routes, type ExchangeAnswer, type ExchangeRequest } from '../contract/exchange.js';
import type { Caller, Callers } from '../domain/auth/callers.js';
import type { Store } from '../domain/store.js';
import type { Clocks } from '../domain/time/clocks.js';
import type { FrameworkAnswers } from './framework-answers.js';
import { FROM_EXAMPLES_HEADER, fromExamples } from './from-examples.js';
import { FAULT_HEADER } from './headers.js';
import { OPERATIONS } from './operations/index.js';
import type { SharedAnswers } from './wallet-bindings.js';

/**
 * What the exchange needs of the open sandbox: who a key is, the store the operations run on, and each organization's
 * clock.
 */
export interface ExchangeSandbox {
  callers: Callers;
  store: Store;
  clocks: Clocks;
}

export interface ExchangeOptions {
  sandbox: () => ExchangeSandbox;
  bindings: Binding[];
  shared: SharedAnswers;
  answers: FrameworkAnswers;
}

/**
 * The API's answers without a server: who calls (x-api-key), the fault header, the request checked against the
 * spec's schemas, the operation's handler, and the documented envelope of each outcome. The server's plugin
 * (wallet-api.ts) and MSW's handlers are two adapters of it, so both answer a request alike.
 */
export class WalletExchange {
  readonly #routes: Routes;

  constructor(private readonly options: ExchangeOptions) {
    const silent = options.bindings
      .filter((b) => !OPERATIONS[b.operationId] && !b.firstExample)
      .map((b) => b.operationId);
    if (silent.length > 0)
      throw new Error(`operations with neither a handler nor a response example to answer with: ${silent.join(', ')}`);
    this.#routes = new Routes(options.bindings);
  }

  /**
   * The caller of a request to an operation, or the answer that turns it away: no key, an unknown one, a key without
   * the admin access the operation needs, or the sandbox's fault header. Asked before the body is read.
   */
  admit(binding: Binding, headers: ExchangeRequest['headers']): Caller | Answer | Promise<Caller | Answer> {
    const { shared, sandbox } = this.options;
    const key = headers['x-api-key'];
    if (key === undefined || key === '') return shared.missingApiKey;
    if (typeof key !== 'string') return shared.unauthorizedAccess;
    // A key seen before is answered without a turn of the microtask queue: every request asks.
    const caller = sandbox().callers.byKey(key);
    return caller instanceof Promise
      ? caller.then((resolved) => this.#admitted(binding, headers, resolved))
      : this.#admitted(binding, headers, caller);
  }

  #admitted(binding: Binding, headers: ExchangeRequest['headers'], caller: Caller | undefined): Caller | Answer {
    if (!caller) return this.options.shared.unauthorizedAccess;
    if (binding.adminOnly && !caller.isAdmin) return binding.answer('adminRequired');
    if (headers[FAULT_HEADER] === '500') return this.options.answers.fault(binding);
    return caller;
  }

  /** An admitted request to an operation: checked against the spec, then answered by its handler (or its example). */
  async answer(
    binding: Binding,
    caller: Caller,
    request: Pick<ExchangeRequest, 'query' | 'body'> & { params: Record<string, string> },
  ): Promise<ExchangeAnswer> {
    const parts = {
      params: { ...request.params },
      query: { ...request.query },
      body: binding.takesBody ? request.body : undefined,
    };
    const violations = requestViolations(binding, parts);
    if (violations.length > 0) {
      const { status, body } = binding.invalidRequest;
      return { status, body, headers: {}, violations };
    }
    const handler = OPERATIONS[binding.operationId] ?? fromExamples;
    const { store, clocks } = this.options.sandbox();
    const answered = await handler({
      binding,
      caller,
      params: parts.params as never,
      query: parts.query as never,
      body: parts.body as never,
      store,
      clock: clocks.of(caller.organizationId),
    });
    // Field by field, not spread: the handlers' answers come in several shapes, and a rest pattern with a literal
    // spread over it took V8's slow path for object literals on every answer, the costliest step of the sandbox's own
    // on a cached read.
    return {
      status: answered.status,
      body: answered.body,
      headers: handler === fromExamples ? { [FROM_EXAMPLES_HEADER]: 'examples' } : {},
      violations: answered.violations,
    };
  }

  /**
   * A whole request, routed here rather than by a server: 404 or 405 (with `Allow`) in the envelope when no operation
   * takes it.
   */
  async exchange(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const route = this.#routes.find(request.method, request.path);
    if (!route) {
      const { allow, ...answer } = this.options.answers.unrouted(request.method, request.path);
      return plain(answer, allow === undefined ? {} : { allow });
    }
    let params: Record<string, string>;
    try {
      params = route.params();
    } catch (error) {
      return {
        ...this.options.answers.badUrl(request.path),
        headers: {},
        violations: [{ in: 'params', pointer: '', message: (error as Error).message }],
      };
    }
    const admitted = await this.admit(route.binding, request.headers);
    if (!('organizationId' in admitted)) return plain(admitted);
    return this.answer(route.binding, admitted, { params, query: request.query, body: request.body });
  }
}
