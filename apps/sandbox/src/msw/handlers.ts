import { readOperations, type Host } from '@waas/spec/pairs';
import { http, type HttpHandler } from 'msw';
import { readBody, type ExchangeAnswer, type ExchangeRequest } from '../contract/exchange.js';
import { VIOLATIONS_HEADER, violationsHeader } from '../contract/violations.js';
import { ControlExchange } from '../control/control-exchange.js';
import { WalletExchange } from '../http/exchange.js';
import { frameworkAnswers } from '../http/framework-answers.js';
import { sharedAnswers, walletBindings } from '../http/wallet-bindings.js';
import { Sandbox } from '../sandbox.js';
import { baseUrlsOf, type SandboxOrigins } from './origins.js';

export type SandboxHandlersOptions = SandboxOrigins & {
  /**
   * What the sandbox holds when the handlers open and after every `reset()`: `'seed'` (the default) the demo data,
   * organizations, keys and wallets (the server's, its README's Demo data); `'empty'` nothing at all, not even the
   * bank directory, so the test creates what it needs through the control API the handlers also answer
   * (`POST /sandbox/organizations`, then its API keys, wallet groups, products and wallets), as against the server.
   */
  start?: 'seed' | 'empty' | undefined;
};

/** The sandbox behind MSW: one handler per operation, answered by the sandbox's own ledger in this process. */
export interface SandboxHandlers {
  /**
   * One handler per operation of the spec and of the control API (control/openapi.yaml, its paths under `/sandbox`),
   * for `setupServer(...handlers)` (or `server.use`).
   */
  handlers: HttpHandler[];
  /** Back to the start: every table as the seed made it (or empty, on an empty start), the clock back to real time. */
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
 * Handlers that answer every operation of the spec and of the control API from the sandbox itself (the same
 * exchanges the server's routes call: keys, validation, the ledger on PGlite), so a test gets the server's answers
 * without a server. PGlite runs on the calling thread, started from the seed dump the package ships (emptied, on an
 * empty start), and webhooks are written to the outbox but not delivered. The control API is open, as on a laptop:
 * no token.
 */
export async function createSandboxHandlers(options: SandboxHandlersOptions = {}): Promise<SandboxHandlers> {
  const sandbox = await Sandbox.open({ pgliteThread: false, webhooks: { dispatch: false }, baseline: options.start });
  const shared = sharedAnswers(sandbox.document);
  const bindings = walletBindings(sandbox.document, shared);
  const wallet = new WalletExchange({ sandbox: () => sandbox, bindings, shared, answers: frameworkAnswers(bindings, shared) });
  const control = await ControlExchange.open({ sandbox: () => sandbox });
  const hosts = new Map(readOperations(sandbox.document).map((operation) => [operation.operationId, operation.host]));
  const served = baseUrlsOf(options);

  const handle = (method: string, url: string, host: Host | undefined, exchange: (request: ExchangeRequest) => Promise<ExchangeAnswer | undefined>): HttpHandler =>
    http[method as 'get'](`*${url}`, async ({ request }) => {
      const base = served(host, request, url);
      if (base === undefined) return undefined;
      const answer = await exchange(await exchangeRequest(request, base));
      if (answer === undefined) return undefined;
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...answer.headers };
      if (answer.violations.length > 0) headers[VIOLATIONS_HEADER] = violationsHeader(answer.violations);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
    });

  return {
    handlers: [
      ...bindings.map((binding) => handle(binding.method, binding.url, hosts.get(binding.operationId)!, (request) => wallet.exchange(request))),
      ...control.bindings.map((binding) => handle(binding.method, binding.url, undefined, (request) => control.exchange(request))),
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
