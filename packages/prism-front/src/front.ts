// What Prism 5.14 does not answer: a JSON body that does not parse hangs it for minutes, and one nested too deep
// overflows its stack. The front sits on the mock's port, answers those itself (after the key, as Prism would), and
// hands everything else to Prism; a request without `Prefer` goes with the `Prefer` of the pair it matches
// (matching.ts), and its answer names that pair in `x-waas-example`; a `Prefer` naming an example that is not there
// gets a 404 that says so (prefer.ts).
import { readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { parse } from 'yaml';
import { chooseMatch, matchingOf, type MatchCandidate, type Matching } from '@waas/spec/matching';
import { readOperations, responseExamples, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';
import { lacksApiKey } from './api-key.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { unknownExample, unknownExampleProblem, type UnknownExample } from './prefer.js';

/**
 * The response header that names the example a mock chose for a request without `Prefer`; the MSW handlers send it too.
 */
export const EXAMPLE_HEADER = 'x-waas-example';

export interface FrontOptions {
  host: string;
  port: number;
  /** Prism's own address, on a port of its own. */
  upstream: string;
  /** The document Prism serves; read again on each refusal, since the mock reloads it when the spec changes. */
  document: string;
}

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

interface Violation {
  location: string[];
  severity: 'Error';
  code: string | number;
  message: string;
}

/**
 * What is wrong with a JSON body that Prism cannot be handed: it does not parse, or nests deeper than Prism's stack
 * goes.
 */
function bodyViolation(request: IncomingMessage, body: Buffer): Violation | undefined {
  if (body.length === 0 || !isJson(request.headers['content-type'])) return undefined;
  const text = body.toString('utf8');
  const violation = (code: string, message: string): Violation => ({
    location: ['request', 'body'],
    severity: 'Error',
    code,
    message,
  });
  if (!parses(text)) return violation('invalid_json', 'Request body is not valid JSON');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    return violation('json_too_deep', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  return undefined;
}

/** Prism's own violation for a request without its key. */
const MISSING_KEY: Violation = {
  location: ['request'],
  severity: 'Error',
  code: 401,
  message: 'Invalid security scheme used',
};

const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);

function operationAt(document: OpenApiDocument, method: string, url: string): OperationEntry | undefined {
  const path = url.split('?')[0]!;
  return readOperations(document).find(
    (operation) => operation.method === method.toLowerCase() && templateOf(operation.path).test(path),
  );
}

/**
 * A JSON document is read as JSON: the `yaml` parser is far slower than JSON.parse on the bundle the published mock
 * serves, and the first request without `Prefer` waits for it.
 */
const parseDocument = (file: string, text: string) =>
  (/\.json$/i.test(file) ? JSON.parse(text) : parse(text)) as OpenApiDocument;

/** The document and each operation's matching, read again only when the file changes (the mock reloads it). */
function documentReader(file: string) {
  let cached: { stamp: string; document: OpenApiDocument; matchings: Map<string, Matching> } | undefined;
  return () => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs} ${size}`;
    if (cached?.stamp !== stamp)
      cached = { stamp, document: parseDocument(file, readFileSync(file, 'utf8')), matchings: new Map() };
    return cached;
  };
}

/** The pair a request without `Prefer` matches, by its path, query, headers and JSON body. */
function matchOf(
  read: ReturnType<typeof documentReader>,
  request: IncomingMessage,
  body: Buffer,
): MatchCandidate | undefined {
  const { document, matchings } = read();
  const operation = operationAt(document, request.method ?? 'GET', request.url ?? '/');
  if (operation === undefined) return undefined;
  let matching = matchings.get(operation.at);
  if (matching === undefined) matchings.set(operation.at, (matching = matchingOf(document, operation)));
  const url = new URL(request.url ?? '/', 'http://front');
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const values = templateOf(operation.path).exec(url.pathname)?.slice(1) ?? [];
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  return chooseMatch(matching, {
    path: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])),
    query,
    header: request.headers,
    body: body.length > 0 && isJson(request.headers['content-type']) ? JSON.parse(body.toString('utf8')) : undefined,
  });
}

/** The example a request's `Prefer` names that its operation's status lacks (prefer.ts). */
function unknownExampleOf(
  read: ReturnType<typeof documentReader>,
  request: IncomingMessage,
  prefer: string,
): UnknownExample | undefined {
  const { document } = read();
  const operation = operationAt(document, request.method ?? 'GET', request.url ?? '/');
  return operation === undefined ? undefined : unknownExample(document, operation, prefer);
}

/**
 * The operation's first example of a status: Prism's `--errors` answers its first 401 to a missing key, its first 400
 * to any other invalid request.
 */
function firstExampleOf(document: OpenApiDocument, operation: OperationEntry, status: '400' | '401'): unknown {
  return responseExamples(document, operation).find(([documented]) => documented === status)?.[3].value;
}

/** Prism's CORS headers, so a browser reads this answer as it reads Prism's. */
const corsHeaders = (request: IncomingMessage) => ({
  'access-control-allow-origin': request.headers.origin ?? '*',
  'access-control-allow-headers': '*',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': '*',
});

function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  example: unknown,
  violations: Violation[],
): void {
  response
    .writeHead(status, {
      ...corsHeaders(request),
      'content-type': 'application/json',
      'sl-violations': JSON.stringify(violations),
    })
    .end(JSON.stringify(example));
}

interface Passing {
  /** The pair a request without `Prefer` matched: asked of Prism, and named in the answer. */
  chosen?: MatchCandidate | undefined;
  /** The example the request's `Prefer` names and its status lacks. */
  unknown?: UnknownExample | undefined;
}

function pass(
  request: IncomingMessage,
  response: ServerResponse,
  upstream: string,
  body: Buffer | undefined,
  { chosen, unknown }: Passing = {},
): void {
  const headers = { ...request.headers };
  if (body === undefined) delete headers['content-length'];
  else headers['content-length'] = String(body.length);
  if (chosen) headers.prefer = `code=${chosen.status}, example=${chosen.name}`;
  const proxied = forward(new URL(request.url ?? '/', upstream), { method: request.method, headers }, (answer) => {
    // Prism refuses an invalid request (or one without a key) before it looks for the example: only its 500 problem
    // says it looked for an unknown example, and only that one is replaced.
    if (
      unknown !== undefined &&
      answer.statusCode === 500 &&
      /^application\/problem\+json/.test(answer.headers['content-type'] ?? '')
    ) {
      answer.resume();
      const { 'content-length': _length, ...kept } = answer.headers;
      response
        .writeHead(404, { ...kept, 'content-type': 'application/problem+json' })
        .end(JSON.stringify(unknownExampleProblem(unknown)));
      return;
    }
    // Prism answers a request it finds invalid (or without a key) with its error whatever Prefer says: named only when
    // it answered the pair.
    const named = chosen !== undefined && answer.statusCode === chosen.status ? { [EXAMPLE_HEADER]: chosen.name } : {};
    response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...named });
    answer.pipe(response);
  });
  proxied.on('error', () => response.headersSent || response.writeHead(502).end());
  proxied.end(body);
}

export async function startFront(options: FrontOptions): Promise<Server> {
  const read = documentReader(options.document);
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const violation = bodyViolation(request, body);
    if (violation === undefined) {
      const passing: Passing = {};
      // A document caught mid-write leaves the choice to Prism, as before the front chose.
      try {
        const { prefer } = request.headers;
        if (prefer === undefined) passing.chosen = matchOf(read, request, body);
        else passing.unknown = unknownExampleOf(read, request, String(prefer));
      } catch {}
      return pass(request, response, options.upstream, chunks.length ? body : undefined, passing);
    }
    const { document } = read();
    const operation = operationAt(document, request.method ?? 'GET', request.url ?? '/');
    // Where no body is taken (or no operation is), a body is nothing to judge: Prism gets the request without it.
    if (operation?.body === undefined) return pass(request, response, options.upstream, undefined);
    const missingKey = lacksApiKey(document, operation, request.headers)
      ? firstExampleOf(document, operation, '401')
      : undefined;
    if (missingKey !== undefined) return refuse(request, response, 401, missingKey, [MISSING_KEY, violation]);
    const invalid = firstExampleOf(document, operation, '400');
    if (invalid === undefined) return pass(request, response, options.upstream, undefined);
    refuse(request, response, 400, invalid, [violation]);
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return server;
}
