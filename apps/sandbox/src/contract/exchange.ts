import type { Answer, Binding, RequestParts } from './binder.js';
import type { Violation } from './violations.js';

/**
 * One request as any adapter hands it to an exchange (the Fastify plugins, MSW's handlers), for the API's and the
 * control API's alike: the path without its query, the query and headers as Node's parsers give them, and the body
 * as `readBody` reads it.
 */
export interface ExchangeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * An answer and what goes with it: headers of the sandbox's own, and the violations that refused the request, if any.
 */
export interface ExchangeAnswer extends Answer {
  headers: Record<string, string>;
  violations: Violation[];
}

/** A body that is not JSON: kept as a marker so the operation answers its own invalid-request envelope. */
const MALFORMED = Symbol('malformed body');
const NOT_JSON: Violation = { in: 'body', pointer: '', message: 'is not JSON (send application/json)' };

/** A request body as both APIs read it: nothing when empty, JSON when sent as JSON, malformed otherwise. */
export function readBody(text: string, sentAsJson: boolean): unknown {
  if (text === '') return undefined;
  if (!sentAsJson) return MALFORMED;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

/** Why a request does not fit its operation: a body that is not JSON, or what the document's schemas refuse. */
export const requestViolations = (binding: Binding, parts: RequestParts): Violation[] =>
  parts.body === MALFORMED ? [NOT_JSON] : binding.violations(parts);

export const plain = (answer: Answer, headers: Record<string, string> = {}): ExchangeAnswer => ({
  ...answer,
  headers,
  violations: [],
});

/** The bound operations of a document, found by method and path as a server's router finds them. */
export class Routes {
  readonly #routes: { binding: Binding; pattern: RegExp; names: string[] }[];

  constructor(bindings: Binding[]) {
    this.#routes = bindings.map((binding) => ({
      binding,
      names: [...binding.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
      pattern: new RegExp(`^${binding.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)')}$`),
    }));
  }

  /**
   * The operation a request goes to, and its path parameters, decoded when asked (a URIError for a malformed escape).
   */
  find(method: string, path: string): { binding: Binding; params(): Record<string, string> } | undefined {
    const lower = method.toLowerCase();
    for (const { binding, pattern, names } of this.#routes) {
      const found = binding.method === lower ? pattern.exec(path) : null;
      if (found)
        return {
          binding,
          params: () => Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])),
        };
    }
    return undefined;
  }
}
