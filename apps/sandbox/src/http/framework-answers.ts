import type { Answer, Binding } from '../contract/binder.js';
import type { SharedAnswers } from './wallet-bindings.js';

/**
 * Answers for what Fastify would otherwise answer in its own shape: a path the spec does not have, a method a path
 * does not take, a URL that does not decode. Each comes in the envelope of the operation the path belongs to (shape
 * B for the checkout host's lists, shape A otherwise), so a client that reads the documented envelope reads these.
 */
export interface FrameworkAnswers {
  /** A path no operation has gets 404; a path whose operation takes another method gets 405 with `Allow`. */
  unrouted(method: string, url: string): Answer & { allow?: string };
  /** A URL whose percent-encoding is broken: the invalid-request answer of the operation it was meant for. */
  badUrl(url: string): Answer;
}

const pathOf = (url: string) => url.split('?')[0]!;

export function frameworkAnswers(bindings: Binding[], shared: SharedAnswers): FrameworkAnswers {
  const routes = bindings.map((binding) => ({
    binding,
    pattern: new RegExp(`^${binding.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  }));
  const routesAt = (url: string) => routes.filter((route) => route.pattern.test(pathOf(url))).map((route) => route.binding);
  return {
    unrouted(method, url) {
      const at = routesAt(url);
      if (at.length === 0) return shared.routeNotFound;
      const allow = at.map((b) => b.method.toUpperCase()).concat(at.some((b) => b.method === 'get') ? ['HEAD'] : []);
      return { ...envelopeLike(at[0]!, 405, `Method ${method} not allowed; use ${allow.join(', ')}`), allow: allow.join(', ') };
    },
    badUrl(url) {
      return routesAt(url)[0]?.invalidRequest ?? shared.invalidRequest;
    },
  };
}

/** An error in the envelope the operation documents for its own errors. */
function envelopeLike(binding: Binding, status: number, message: string): Answer {
  const shapeB = typeof binding.invalidRequest.body === 'object' && binding.invalidRequest.body !== null && 'statusCode' in binding.invalidRequest.body;
  return { status, body: shapeB ? { statusCode: status, message, data: null } : { code: String(status), success: false, message, data: null } };
}
