// What Prism 5.14 does not answer: a JSON body that does not parse hangs it for minutes. The front sits on the mock's
// port, answers that case itself, and hands everything else to Prism unchanged.
import { readFileSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { parse } from 'yaml';
import { readOperations, responseExamples, type OpenApiDocument, type OperationEntry } from './pairs.js';

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

function operationAt(document: OpenApiDocument, method: string, url: string): OperationEntry | undefined {
  const path = url.split('?')[0]!;
  return readOperations(document).find(
    (operation) => operation.method === method.toLowerCase() && new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
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

function pass(request: IncomingMessage, response: ServerResponse, upstream: string, body: Buffer | undefined): void {
  const headers = { ...request.headers };
  if (body === undefined) delete headers['content-length'];
  else headers['content-length'] = String(body.length);
  const proxied = forward(new URL(request.url ?? '/', upstream), { method: request.method, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  proxied.on('error', () => response.headersSent || response.writeHead(502).end());
  proxied.end(body);
}

export async function startFront(options: FrontOptions): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (body.length === 0 || !isJson(request.headers['content-type']) || parses(body)) return pass(request, response, options.upstream, chunks.length ? body : undefined);
    const document = parse(readFileSync(options.document, 'utf8')) as OpenApiDocument;
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
