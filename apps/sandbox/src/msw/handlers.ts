import { readOperations, type Host } from '@waas/spec/pairs';
import { http, type HttpHandler } from 'msw';
import { VIOLATIONS_HEADER, violationsHeader } from '../contract/violations.js';
import { readBody, WalletExchange, type ExchangeRequest } from '../http/exchange.js';
import { frameworkAnswers } from '../http/framework-answers.js';
import { sharedAnswers, walletBindings } from '../http/wallet-bindings.js';
import { Sandbox } from '../sandbox.js';
import { baseUrlsOf, type SandboxHandlersOptions } from './origins.js';

/** The sandbox behind MSW: one handler per operation, answered by the sandbox's own ledger in this process. */
export interface SandboxHandlers {
  /** One handler per operation of the spec, for `setupServer(...handlers)` (or `server.use`). */
  handlers: HttpHandler[];
  /** Back to the seed: every table as the seed made it, the clock back to real time. */
  reset(): Promise<void>;
  /** The sandbox clock, which value dates, due batches and checkout expiry follow. */
  clock: SandboxHandlersClock;
  /** Closes the database; the handlers answer nothing after it. */
  close(): Promise<void>;
}

export interface SandboxHandlersClock {
  now(): Date;
  /** Moves the clock to an instant; real time keeps running from there. */
  set(instant: Date | string): Promise<void>;
  /** Moves the clock ahead (or back, when negative) by milliseconds. */
  advance(milliseconds: number): Promise<void>;
}

/**
 * Handlers that answer every operation of the spec from the sandbox itself (the same exchange the server's routes
 * call: keys, validation, the ledger on PGlite), so a test gets the server's answers without a server. PGlite runs on
 * the calling thread, started from the seed dump the package ships, and webhooks are written to the outbox but not
 * delivered.
 */
export async function createSandboxHandlers(options: SandboxHandlersOptions = {}): Promise<SandboxHandlers> {
  const sandbox = await Sandbox.open({ pgliteThread: false, webhooks: { dispatch: false } });
  const shared = sharedAnswers(sandbox.document);
  const bindings = walletBindings(sandbox.document, shared);
  const exchange = new WalletExchange({ sandbox: () => sandbox, bindings, shared, answers: frameworkAnswers(bindings, shared) });
  const hosts = new Map(readOperations(sandbox.document).map((operation) => [operation.operationId, operation.host]));
  const served = baseUrlsOf(options);

  const handle = (method: string, url: string, host: Host): HttpHandler =>
    http[method as 'get'](`*${url}`, async ({ request }) => {
      const base = served(host, request, url);
      if (base === undefined) return undefined;
      const answer = await exchange.exchange(await exchangeRequest(request, base));
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...answer.headers };
      if (answer.violations.length > 0) headers[VIOLATIONS_HEADER] = violationsHeader(answer.violations);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
    });

  return {
    handlers: bindings.map((binding) => handle(binding.method, binding.url, hosts.get(binding.operationId)!)),
    reset: () => sandbox.reset(),
    clock: {
      now: () => new Date(sandbox.clock.nowUs() / 1000),
      set: (instant) => sandbox.setClockOffset((new Date(instant).getTime() - Date.now()) * 1000),
      advance: (milliseconds) => sandbox.setClockOffset(sandbox.clock.offsetUs + milliseconds * 1000),
    },
    close: () => sandbox.close(),
  };
}

/** A fetch Request as the exchange reads it: the path after the base URL, the query and headers as Node's parsers give them. */
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
