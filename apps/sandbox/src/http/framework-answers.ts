import type { Answer, Binding } from '../contract/binder.js';
import type { SharedAnswers } from './wallet-bindings.js';

/**
 * Answers for what Fastify would otherwise answer in its own shape: a path the spec does not have, a method a path
 * does not take, a URL that does not decode, a fault. Each comes in the envelope of the operation the path belongs to
 * (shape B for the checkout host's lists and batch processing, the enquiry's own for the payout host, shape A
 * otherwise), so a client that reads the documented envelope reads these.
 */
export interface FrameworkAnswers {
  /** A path no operation has gets 404; a path whose operation takes another method gets 405 with `Allow`. */
  unrouted(method: string, url: string): Answer & { allow?: string };
  /** A URL whose percent-encoding is broken: the invalid-request answer of the operation it was meant for. */
  badUrl(url: string): Answer;
  /**
   * A fault inside the service (the sandbox's fault header, or an error): the operation's documented 500, or, where
   * the spec documents none, the same 500 in the envelope of the operation's own errors.
   */
  fault(binding: Binding): Answer;
}

const pathOf = (url: string) => url.split('?')[0]!;

export function frameworkAnswers(bindings: Binding[], shared: SharedAnswers): FrameworkAnswers {
  const routes = bindings.map((binding) => ({
    binding,
    pattern: new RegExp(`^${binding.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  }));
  const routesAt = (url: string) =>
    routes.filter((route) => route.pattern.test(pathOf(url))).map((route) => route.binding);
  return {
    unrouted(method, url) {
      const at = routesAt(url);
      if (at.length === 0) return shared.routeNotFound;
      const allow = at.map((b) => b.method.toUpperCase()).concat(at.some((b) => b.method === 'get') ? ['HEAD'] : []);
      return {
        ...envelopeLike(at[0]!, 405, `Method ${method} not allowed; use ${allow.join(', ')}`),
        allow: allow.join(', '),
      };
    },
    badUrl(url) {
      return routesAt(url)[0]?.invalidRequest ?? shared.invalidRequest;
    },
    fault(binding) {
      if ('500' in binding.responseSchemas) return binding.answer('unexpectedError');
      return envelopeLike(
        binding,
        shared.unexpectedError.status,
        (shared.unexpectedError.body as { message: string }).message,
      );
    },
  };
}

/**
 * An error in the envelope the operation documents for its own errors. A 401 is shape A on every host (interface.md
 * §7.1), so the operation's other errors say which envelope is its own; one with none has shape A's.
 */
function envelopeLike(binding: Binding, status: number, message: string): Answer {
  const own = (binding.errors.find((error) => error.status !== 401)?.body ?? {}) as Record<string, unknown>;
  if ('succeeded' in own) return { status, body: { data: null, statusCode: status, message, succeeded: false } };
  if ('statusCode' in own) return { status, body: { statusCode: status, message, data: null } };
  return { status, body: { code: String(status), success: false, message, data: null } };
}
