import type { OpenApiDocument } from '@waas/spec/pairs';
import { bindOperations, type Binding } from '../contract/binder.js';
import { plain, requestViolations, Routes, type ExchangeAnswer, type ExchangeRequest } from '../contract/exchange.js';
import type { SandboxCore } from '../sandbox-core.js';
import { controlRefusal, sharedSandboxRefusal } from './control-access.js';
import { CONTROL_HANDLERS, INVALID_REQUEST } from './control-handlers.js';

export interface ControlExchangeOptions {
  /** The open sandbox the operations act on. */
  sandbox: () => SandboxCore;
  /** The control token (control-access.ts); without one every request is let through, as on a laptop. */
  token?: string | undefined;
}

const CHALLENGE = { 'www-authenticate': 'Bearer realm="waas-sandbox-control"' };

const headerOf = (headers: ExchangeRequest['headers'], name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The control API's answers without a server: who may call (the token, or an admin key of the organization in the
 * path), the request checked against the control document, and the operation's handler. The server's plugin
 * (control-api.ts) and MSW's handlers are two adapters of it, as of http/'s exchange for the API, so a test creates
 * its organizations, keys and wallets behind MSW exactly as against the server.
 */
export class ControlExchange {
  readonly #routes: Routes;

  private constructor(
    /** The operations of the control document, bound as the API's are. */
    readonly bindings: Binding[],
    private readonly options: ControlExchangeOptions,
  ) {
    this.#routes = new Routes(bindings);
  }

  /**
   * The exchange over the control document, which every adapter imports from control-document.gen.ts: given rather
   * than read here, so that this module and what it imports need no file system.
   */
  static over(document: OpenApiDocument, options: ControlExchangeOptions): ControlExchange {
    const bindings = bindOperations(document, { invalidRequest: INVALID_REQUEST });
    const unhandled = bindings.filter((b) => !CONTROL_HANDLERS[b.operationId]).map((b) => b.operationId);
    if (unhandled.length > 0) throw new Error(`control operations without a handler: ${unhandled.join(', ')}`);
    return new ControlExchange(bindings, options);
  }

  /** The answer that turns a request away before its body is read, or undefined when it may go on. */
  async refusal(
    binding: Binding,
    request: Pick<ExchangeRequest, 'headers'> & { params: Record<string, string | undefined> },
  ): Promise<ExchangeAnswer | undefined> {
    const { token, sandbox } = this.options;
    const credentials = {
      authorization: headerOf(request.headers, 'authorization'),
      apiKey: headerOf(request.headers, 'x-api-key'),
      organizationId: request.params.organizationId,
    };
    const refused =
      (await controlRefusal(token, credentials, sandbox().callers)) ?? sharedSandboxRefusal(token, binding.operationId);
    if (!refused) return undefined;
    return plain(refused, refused.status === 401 ? CHALLENGE : {});
  }

  /** The refusal of a request the control document does not take; undefined when it does. */
  invalid(
    binding: Binding,
    request: Pick<ExchangeRequest, 'query' | 'body'> & { params: Record<string, string> },
  ): ExchangeAnswer | undefined {
    const violations = requestViolations(binding, this.#parts(binding, request));
    return violations.length > 0 ? { ...binding.invalidRequest, headers: {}, violations } : undefined;
  }

  /** A request let through: checked against the control document, then answered by its operation. */
  async answer(
    binding: Binding,
    request: Pick<ExchangeRequest, 'query' | 'body'> & { params: Record<string, string> },
  ): Promise<ExchangeAnswer> {
    const invalid = this.invalid(binding, request);
    if (invalid) return invalid;
    const parts = this.#parts(binding, request);
    return plain(
      await CONTROL_HANDLERS[binding.operationId]!(
        this.options.sandbox(),
        parts.params as Record<string, string>,
        parts.body ?? {},
        parts.query,
      ),
    );
  }

  #parts(binding: Binding, request: Pick<ExchangeRequest, 'query' | 'body'> & { params: Record<string, string> }) {
    return {
      params: { ...request.params },
      query: { ...request.query },
      body: binding.takesBody ? request.body : undefined,
    };
  }

  /** A whole request, routed here rather than by a server; undefined when no control operation takes it. */
  async exchange(request: ExchangeRequest): Promise<ExchangeAnswer | undefined> {
    const route = this.#routes.find(request.method, request.path);
    if (!route) return undefined;
    let params: Record<string, string>;
    try {
      params = route.params();
    } catch (error) {
      return {
        ...route.binding.invalidRequest,
        headers: {},
        violations: [{ in: 'params', pointer: '', message: (error as Error).message }],
      };
    }
    return (
      (await this.refusal(route.binding, { headers: request.headers, params })) ??
      this.answer(route.binding, { params, query: request.query, body: request.body })
    );
  }
}
