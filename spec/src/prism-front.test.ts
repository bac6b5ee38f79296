// The front answers what Prism 5.14 hangs on (a JSON body that does not parse) itself, with the operation's documented
// invalid-request answer, and hands everything else on unchanged. Prism is stood in for by a server that records what
// reaches it, so the test sees which side answered instead of timing how long a hang takes.
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle, readOperations, readPairs, responseExamples, pairUrl } from './pairs.js';
import { startFront } from './prism-front.js';
import { freePort, LOOPBACK } from './prism.js';

const document = loadBundle();
const pairs = readPairs(document);
const takingBody = readOperations(document).filter((operation) => operation.body !== undefined);
const firstInvalid = (operationId: string) => {
  const operation = readOperations(document).find((o) => o.operationId === operationId)!;
  return responseExamples(document, operation).find(([status]) => status === '400')![3].value;
};
const validPair = (operationId: string) => pairs.find((p) => p.operationId === operationId && p.status < 300)!;

/** What reached the stand-in for Prism: method, path and body of each request. */
const reached: { method: string; url: string; body: string }[] = [];
let upstream: Server;
let front: Server;
let frontUrl = '';

beforeAll(async () => {
  upstream = createServer(async (incoming, answer) => {
    let body = '';
    for await (const chunk of incoming) body += String(chunk);
    reached.push({ method: incoming.method ?? '', url: incoming.url ?? '', body });
    answer.writeHead(200, { 'content-type': 'application/json', 'x-answered-by': 'upstream' }).end('{"from":"upstream"}');
  }).listen(0, LOOPBACK);
  await once(upstream, 'listening');
  const port = await freePort();
  const upstreamPort = (upstream.address() as { port: number }).port;
  front = await startFront({ host: LOOPBACK, port, upstream: `http://${LOOPBACK}:${upstreamPort}`, document: createRequire(import.meta.url).resolve('@waas/spec/openapi.yaml') });
  frontUrl = `http://${LOOPBACK}:${port}`;
});
afterAll(() => {
  front?.close();
  upstream?.close();
});

const send = (operationId: string, init: { contentType?: string; body?: string }) => {
  const pair = validPair(operationId);
  const headers: Record<string, string> = { 'x-api-key': 'any', origin: 'http://localhost:5173' };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  reached.length = 0;
  return fetch(pairUrl(pair, frontUrl), { method: pair.method.toUpperCase(), headers, ...(init.body === undefined ? {} : { body: init.body }) });
};

describe.each(takingBody.map((operation) => ({ operationId: operation.operationId })))('$operationId', ({ operationId }) => {
  it.each([
    { given: 'malformed JSON', contentType: 'application/json', body: '{"bad json' },
    { given: 'a JSON media type with parameters and a body cut short', contentType: 'application/json; charset=utf-8', body: '[1,' },
  ])('answers $given itself with its documented 400, never handing it to Prism', async ({ contentType, body }) => {
    const response = await send(operationId, { contentType, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(firstInvalid(operationId));
    expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).not.toEqual([]);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(reached).toEqual([]);
  });

  it.each([
    { given: 'a valid request', contentType: 'application/json', body: JSON.stringify(validPair(operationId).request.body) },
    { given: 'an empty body with a JSON media type', contentType: 'application/json', body: '' },
    { given: 'another media type', contentType: 'text/plain', body: 'amount=5' },
  ])('hands $given to Prism unchanged', async ({ contentType, body }) => {
    const response = await send(operationId, { contentType, body });
    expect(response.headers.get('x-answered-by')).toBe('upstream');
    expect(reached.map((r) => r.body)).toEqual([body]);
  });
});

it('hands a GET that carries a broken JSON body to Prism without the body', async () => {
  const pair = validPair('getWalletById');
  reached.length = 0;
  const answeredBy = await new Promise<string | undefined>((resolve, reject) => {
    const sent = request(pairUrl(pair, frontUrl), { method: 'GET', headers: { 'x-api-key': 'any', 'content-type': 'application/json', 'content-length': '10' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers['x-answered-by'] as string | undefined));
    });
    sent.on('error', reject);
    sent.end('{"bad json');
  });
  expect(answeredBy).toBe('upstream');
  expect(reached).toEqual([{ method: 'GET', url: new URL(pairUrl(pair, frontUrl)).pathname, body: '' }]);
});
