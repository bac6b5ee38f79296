import { readOperations, type Host } from '@waas/spec/pairs';
import { REQUEST_ID_HEADER, requestIdFor } from '@waas/spec/request-id';
import { http, type HttpHandler } from 'msw';
import { readBody, type ExchangeAnswer, type ExchangeRequest } from '../contract/exchange.js';
import { VIOLATIONS_HEADER, violationsHeader } from '../contract/violations.js';
import type { ControlExchange } from '../control/control-exchange.js';
import { WalletExchange } from '../http/exchange.js';
import { frameworkAnswers } from '../http/framework-answers.js';
import { sharedAnswers, walletBindings } from '../http/wallet-bindings.js';
import type { SandboxCore } from '../sandbox-core.js';
import { baseUrlsOf, type SandboxOrigins } from './origins.js';
import type { SandboxHandlers } from './sandbox-handlers.js';

/**
 * The handlers of an open sandbox, wherever it was opened (msw/handlers.ts on Node, msw/browser.ts in a page): every
 * operation of the spec answered by the exchange the server's routes call, and the control API's by its exchange
 * when one is given.
 */
export function exchangeHandlers(
  sandbox: SandboxCore,
  origins: SandboxOrigins,
  control?: ControlExchange,
): SandboxHandlers {
  const shared = sharedAnswers(sandbox.document);
  const bindings = walletBindings(sandbox.document, shared);
  const wallet = new WalletExchange({
    sandbox: () => sandbox,
    bindings,
    shared,
    answers: frameworkAnswers(bindings, shared),
  });
  const hosts = new Map(readOperations(sandbox.document).map((operation) => [operation.operationId, operation.host]));
  const served = baseUrlsOf(origins);

  const handle = (
    method: string,
    url: string,
    host: Host | undefined,
    exchange: (request: ExchangeRequest) => Promise<ExchangeAnswer | undefined>,
  ): HttpHandler =>
    http[method as 'get'](`*${url}`, async ({ request }) => {
      const base = served(host, request, url);
      if (base === undefined) return undefined;
      const asked = await exchangeRequest(request, base);
      const head = request.method === 'HEAD';
      const answer = await exchange(head ? { ...asked, method: 'GET' } : asked);
      if (answer === undefined) return undefined;
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        ...answer.headers,
        [REQUEST_ID_HEADER]: requestIdFor(request.headers.get(REQUEST_ID_HEADER)),
      };
      if (answer.violations.length > 0) headers[VIOLATIONS_HEADER] = violationsHeader(answer.violations);
      return new Response(head ? null : JSON.stringify(answer.body), { status: answer.status, headers });
    });
  /** The server (Fastify) answers HEAD on every GET route as that GET without its body, and so do the handlers. */
  const methods = (method: string) => (method === 'get' ? ['get', 'head'] : [method]);

  return {
    handlers: [
      ...bindings.flatMap((binding) =>
        methods(binding.method).map((method) =>
          handle(method, binding.url, hosts.get(binding.operationId)!, (request) => wallet.exchange(request)),
        ),
      ),
      ...(control?.bindings ?? []).flatMap((binding) =>
        methods(binding.method).map((method) =>
          handle(method, binding.url, undefined, (request) => control!.exchange(request)),
        ),
      ),
    ],
    reset: () => sandbox.reset(),
    clock: {
      now: () => new Date(sandbox.clock.nowUs() / 1000),
      set: (instant) => sandbox.setClockOffset((new Date(instant).getTime() - Date.now()) * 1000),
      advance: (milliseconds) => sandbox.setClockOffset(sandbox.clock.offsetUs + milliseconds * 1000),
    },
    close: () => sandbox.close(),
  };
}

/**
 * A fetch Request as the exchange reads it: the path after the base URL, the query and headers as Node's parsers give
 * them.
 */
async function exchangeRequest(request: Request, base: string): Promise<ExchangeRequest> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  const mediaType = request.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  return {
    method: request.method,
    path: (url.origin + url.pathname).slice(base.length),
    query,
    headers,
    body: readBody(await request.text(), mediaType === 'application/json'),
  };
}
