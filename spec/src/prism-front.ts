// What Prism 5.14 does not answer: a JSON body that does not parse hangs it for minutes. The front sits on the mock's
// port, answers that case itself, and hands everything else to Prism; a request without `Prefer` goes with the
// `Prefer` of the pair it matches (matching.ts), and its answer names that pair in `x-waas-example`.
import { readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { parse } from 'yaml';
import { chooseMatch, matchingOf, type MatchCandidate, type Matching } from './matching.js';
import { readOperations, responseExamples, type OpenApiDocument, type OperationEntry } from './pairs.js';

/** The response header that names the example a mock chose for a request without `Prefer`; the MSW handlers send it too. */
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

function parses(body: Buffer): boolean {
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);

function operationAt(document: OpenApiDocument, method: string, url: string): OperationEntry | undefined {
  const path = url.split('?')[0]!;
  return readOperations(document).find((operation) => operation.method === method.toLowerCase() && templateOf(operation.path).test(path));
}

/**
 * A JSON document is read as JSON: the `yaml` parser took 230 ms for the 158 kB bundle the published mock serves,
 * JSON.parse 5 ms, and the first request without `Prefer` waited for it (2026-11-28).
 */
const parseDocument = (file: string, text: string) => (/\.json$/i.test(file) ? JSON.parse(text) : parse(text)) as OpenApiDocument;

/** The document and each operation's matching, read again only when the file changes (the mock reloads it). */
function documentReader(file: string) {
  let cached: { stamp: string; document: OpenApiDocument; matchings: Map<string, Matching> } | undefined;
  return () => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs} ${size}`;
    if (cached?.stamp !== stamp) cached = { stamp, document: parseDocument(file, readFileSync(file, 'utf8')), matchings: new Map() };
    return cached;
  };
}

/** The pair a request without `Prefer` matches, by its path, query, headers and JSON body. */
function matchOf(read: ReturnType<typeof documentReader>, request: IncomingMessage, body: Buffer): MatchCandidate | undefined {
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

/** The operation's first 400 example, what Prism's `--errors` answers for any other invalid request. */
function invalidRequestOf(document: OpenApiDocument, operation: OperationEntry): unknown {
  return responseExamples(document, operation).find(([status]) => status === '400')?.[3].value;
}

/** Prism's CORS headers, so a browser reads this answer as it reads Prism's. */
const corsHeaders = (request: IncomingMessage) => ({
  'access-control-allow-origin': request.headers.origin ?? '*',
  'access-control-allow-headers': '*',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': '*',
});

function refuseMalformed(request: IncomingMessage, response: ServerResponse, invalid: unknown): void {
  const violations = [{ location: ['request', 'body'], severity: 'Error', code: 'invalid_json', message: 'Request body is not valid JSON' }];
  response
    .writeHead(400, { ...corsHeaders(request), 'content-type': 'application/json', 'sl-violations': JSON.stringify(violations) })
    .end(JSON.stringify(invalid));
}

function pass(request: IncomingMessage, response: ServerResponse, upstream: string, body: Buffer | undefined, chosen?: MatchCandidate): void {
  const headers = { ...request.headers };
  if (body === undefined) delete headers['content-length'];
  else headers['content-length'] = String(body.length);
  if (chosen) headers.prefer = `code=${chosen.status}, example=${chosen.name}`;
  const proxied = forward(new URL(request.url ?? '/', upstream), { method: request.method, headers }, (answer) => {
    // Prism answers a request it finds invalid (or without a key) with its error whatever Prefer says: named only when it answered the pair.
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
    if (body.length === 0 || !isJson(request.headers['content-type']) || parses(body)) {
      let chosen: MatchCandidate | undefined;
      // A document caught mid-write leaves the choice to Prism, as before the front chose.
      try {
        if (request.headers.prefer === undefined) chosen = matchOf(read, request, body);
      } catch {}
      return pass(request, response, options.upstream, chunks.length ? body : undefined, chosen);
    }
    const { document } = read();
    const operation = operationAt(document, request.method ?? 'GET', request.url ?? '/');
    // Where no body is taken (or no operation is), a body is nothing to judge: Prism gets the request without it.
    const invalid = operation?.body === undefined ? undefined : invalidRequestOf(document, operation);
    if (invalid === undefined) return pass(request, response, options.upstream, undefined);
    refuseMalformed(request, response, invalid);
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return server;
}
