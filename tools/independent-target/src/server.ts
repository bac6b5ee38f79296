import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadBundle } from '@waas/spec/pairs';
import { bodyText, serveLocally } from './local-server.js';
import { CALLERS } from './data.js';
import {
  adminRequired,
  errorA,
  errorB,
  invalidRequestA,
  missingApiKey,
  rateLimitedAnswer,
  routeNotFound,
  unauthorizedAccess,
  unexpectedError,
  type Answer,
} from './envelopes.js';
import { exampleRoutes } from './example-routes.js';
import { findRoute, ROUTES, type Route } from './routes.js';
import type { Service } from './service.js';
import { MALFORMED, requestChecks, type RequestCheck } from './validation.js';

/** Compiled once per process: every target validates against the same bundle and serves the same routes. */
let known: { checks: Map<string, RequestCheck>; fromExamples: readonly Route[] } | undefined;

export interface Listening {
  url: string;
  requests: () => number;
  /** The operations of the spec not implemented by hand yet, answered from their examples. */
  answeredFromExamples: readonly string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const text = await bodyText(request);
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

function write(response: ServerResponse, answer: Answer): void {
  if (answer.status === 204) {
    response.writeHead(204).end();
    return;
  }
  response
    .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers })
    .end(JSON.stringify(answer.body));
}

/**
 * The negativeAmountsTaken deviation: a posting of a negative amount is taken as its opposite, moving the wallet the
 * wrong way.
 */
function negativeTaken(service: Service, operationId: string, body: unknown): unknown {
  const posting = body as { amount?: unknown; direction?: unknown } | undefined;
  if (!service.deviations.negativeAmountsTaken || operationId !== 'postWalletTransaction') return body;
  if (typeof posting?.amount !== 'number' || posting.amount >= 0) return body;
  return { ...posting, amount: -posting.amount, direction: posting.direction === 'CREDIT' ? 'DEBIT' : 'CREDIT' };
}

/** PUT {url, secret} with an organization's key: where that organization's webhooks go from now on. */
function registerWebhook(service: Service, key: string | undefined, body: unknown, defaultSecret: string): Answer {
  const caller = key === undefined ? undefined : CALLERS.get(key);
  if (!caller) return key === undefined ? missingApiKey : unauthorizedAccess;
  const { url, secret = defaultSecret } = (body ?? {}) as { url?: unknown; secret?: unknown };
  if (typeof url !== 'string' || !/^https?:\/\//.test(url) || typeof secret !== 'string' || secret === '')
    return invalidRequestA;
  service.webhooks.register(caller.organizationId, { url, secret });
  return { status: 204, body: null };
}

/**
 * The HTTP server: route, authenticate, validate, then the operation's handler; anything that throws is a documented
 * 500.
 */
export async function listen(service: Service, webhook: { registerPath: string; secret: string }): Promise<Listening> {
  if (!known) {
    const bundle = loadBundle();
    known = { checks: requestChecks(bundle), fromExamples: exampleRoutes(bundle) };
  }
  const { checks, fromExamples } = known;
  // By hand first: an example route never shadows a written one.
  const routes = [...ROUTES, ...fromExamples];
  let served = 0;
  const perSecond = service.deviations.rateLimitPerSecond;
  const recent = new Map<string, number[]>();
  /** Whether this key has had its rateLimitPerSecond requests in the last second (a sliding window). */
  const limited = (key: string): boolean => {
    if (perSecond === undefined) return false;
    const now = Date.now();
    const times = (recent.get(key) ?? []).filter((at) => now - at < 1_000);
    recent.set(key, times);
    if (times.length >= perSecond) return true;
    times.push(now);
    return false;
  };
  const respond = async (request: IncomingMessage): Promise<Answer> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const header = request.headers['x-api-key'];
    const key = typeof header === 'string' && header !== '' ? header : undefined;
    if (method === 'PUT' && url.pathname === webhook.registerPath)
      return registerWebhook(service, key, body, webhook.secret);
    served++;
    const found = findRoute(routes, method, url.pathname);
    if (!found) return routeNotFound;
    if (key === undefined)
      return service.deviations.unauthorizedWrongEnvelope
        ? errorB(401, 'x-api-key is missing in the header')
        : missingApiKey;
    if (limited(key)) return rateLimitedAnswer;
    const caller = CALLERS.get(key);
    if (!caller)
      return service.deviations.refusedKeyEchoed ? errorA(401, '401', `Invalid API key '${key}'`) : unauthorizedAccess;
    if (found.route.adminOnly && !caller.isAdmin) return adminRequired;
    const query: Record<string, string> = {};
    // A repeated parameter counts once, as sent first.
    for (const [name, value] of url.searchParams) query[name] ??= value;
    if (service.deviations.nulAnswers500 && JSON.stringify([query, body]).includes('\\u0000'))
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    // A body is JSON or it is not taken: text/plain that happens to parse is still another media type.
    if (body !== undefined && !/^application\/json\b/.test(String(request.headers['content-type'])))
      return found.route.invalid;
    const valid = checks.get(found.route.operationId)!({
      path: found.path,
      query,
      body: negativeTaken(service, found.route.operationId, body),
    });
    if (!valid) {
      const reference = (body as { transactionReference?: unknown } | undefined)?.transactionReference;
      if (
        service.deviations.refusalRecorded &&
        found.route.operationId === 'postWalletTransaction' &&
        typeof reference === 'string'
      )
        service.postings.settled(caller.organizationId, reference, Date.now());
      return found.route.invalid;
    }
    return found.route.handler(service, { caller, ...valid });
  };
  const server = await serveLocally((request, response) => {
    respond(request)
      .catch(() => unexpectedError)
      .then((answer) => write(response, answer))
      // Only a connection that went away mid-answer gets here.
      .catch(() => response.destroy());
  });
  return {
    url: server.url,
    requests: () => served,
    answeredFromExamples: fromExamples.map((route) => route.operationId),
    close: server.close,
  };
}
