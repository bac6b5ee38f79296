// The front answers what Prism 5.14 hangs or overflows on (a JSON body that does not parse, one nested too deep)
// itself, with the operation's documented 401 without a key and its invalid-request answer with one, and hands
// everything else on unchanged. Prism is stood in for by a server that records what reaches it, so the test sees
// which side answered instead of timing how long a hang takes.
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPairs, pairUrl } from '@waas/spec/pairs';
import { EXAMPLE_HEADER, startFront } from './front.js';
import { MAX_JSON_DEPTH } from './json-depth.js';
import { freePort, LOOPBACK } from './ports.js';
import { document, firstExample, takingBody } from './testing/documented.js';

const pairs = readPairs(document);
const nested = (depth: number) => `{"remarks":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
const validPair = (operationId: string) => pairs.find((p) => p.operationId === operationId && p.status < 300)!;

/** What reached the stand-in for Prism: method, path and body of each request, and the Prefer it came with. */
const reached: { method: string; url: string; body: string; prefer?: string }[] = [];
let upstream: Server;
/** A front on each of the bundle's files: the published mock serves the JSON, and reads it as JSON. */
const BUNDLES = ['openapi.yaml', 'openapi.json'] as const;
const fronts = new Map<(typeof BUNDLES)[number], { server: Server; url: string }>();
/** Where the cases that do not depend on the bundle's format speak to. */
const yamlFront = () => fronts.get('openapi.yaml')!.url;

beforeAll(async () => {
  upstream = createServer(async (incoming, answer) => {
    let body = '';
    for await (const chunk of incoming) body += String(chunk);
    reached.push({
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      body,
      ...(incoming.headers.prefer === undefined ? {} : { prefer: String(incoming.headers.prefer) }),
    });
    // The stand-in answers the status a test asks of it, 200 by default.
    answer
      .writeHead(Number(incoming.headers['x-stand-in-status'] ?? 200), {
        'content-type': 'application/json',
        'x-answered-by': 'upstream',
      })
      .end('{"from":"upstream"}');
  }).listen(0, LOOPBACK);
  await once(upstream, 'listening');
  const upstreamUrl = `http://${LOOPBACK}:${(upstream.address() as { port: number }).port}`;
  for (const bundle of BUNDLES) {
    const port = await freePort();
    const file = createRequire(import.meta.url).resolve(`@waas/spec/${bundle}`);
    fronts.set(bundle, {
      server: await startFront({ host: LOOPBACK, port, upstream: upstreamUrl, document: file }),
      url: `http://${LOOPBACK}:${port}`,
    });
  }
});
afterAll(() => {
  for (const { server } of fronts.values()) server.close();
  upstream?.close();
});

const send = (operationId: string, init: { contentType?: string; body?: string; key?: boolean }) => {
  const pair = validPair(operationId);
  const headers: Record<string, string> = { origin: 'http://localhost:5173' };
  if (init.key !== false) headers['x-api-key'] = 'any';
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  reached.length = 0;
  return fetch(pairUrl(pair, yamlFront()), {
    method: pair.method.toUpperCase(),
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
};

describe.each(takingBody.map((operation) => ({ operationId: operation.operationId })))(
  '$operationId',
  ({ operationId }) => {
    it.each([
      { given: 'malformed JSON', contentType: 'application/json', body: '{"bad json' },
      {
        given: 'a JSON media type with parameters and a body cut short',
        contentType: 'application/json; charset=utf-8',
        body: '[1,',
      },
      // Prism's stack gives out on it: a 500 outside the API's envelope, and a stack trace in its log.
      { given: 'JSON nested 10 000 levels deep', contentType: 'application/json', body: nested(10_000) },
      {
        given: 'JSON nested one level deeper than allowed',
        contentType: 'application/json',
        body: nested(MAX_JSON_DEPTH + 1),
      },
    ])('answers $given itself with its documented 400, never handing it to Prism', async ({ contentType, body }) => {
      const response = await send(operationId, { contentType, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(firstExample(operationId, '400'));
      expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).not.toEqual([]);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(reached).toEqual([]);
    });

    // Prism checks the key first whatever the body (interface.md §5.2): the front answers in the same order.
    it.each([
      { given: 'malformed JSON', body: '{"bad json' },
      { given: 'JSON nested 10 000 levels deep', body: nested(10_000) },
    ])('answers $given without a key with its documented 401, as Prism answers any other body', async ({ body }) => {
      const response = await send(operationId, { contentType: 'application/json', body, key: false });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(firstExample(operationId, '401'));
      expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).toContainEqual(
        expect.objectContaining({ code: 401 }),
      );
      expect(reached).toEqual([]);
    });

    it.each([
      {
        given: 'a valid request',
        contentType: 'application/json',
        body: JSON.stringify(validPair(operationId).request.body),
      },
      { given: 'an empty body with a JSON media type', contentType: 'application/json', body: '' },
      { given: 'another media type', contentType: 'text/plain', body: 'amount=5' },
      { given: 'JSON nested as deep as allowed', contentType: 'application/json', body: nested(MAX_JSON_DEPTH) },
    ])('hands $given to Prism unchanged', async ({ contentType, body }) => {
      const response = await send(operationId, { contentType, body });
      expect(response.headers.get('x-answered-by')).toBe('upstream');
      expect(reached.map((r) => r.body)).toEqual([body]);
    });
  },
);

it('hands a GET that carries a broken JSON body to Prism without the body', async () => {
  const pair = validPair('getWalletById');
  reached.length = 0;
  const answeredBy = await new Promise<string | undefined>((resolve, reject) => {
    const sent = request(
      pairUrl(pair, yamlFront()),
      { method: 'GET', headers: { 'x-api-key': 'any', 'content-type': 'application/json', 'content-length': '10' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers['x-answered-by'] as string | undefined));
      },
    );
    sent.on('error', reject);
    sent.end('{"bad json');
  });
  expect(answeredBy).toBe('upstream');
  expect(reached).toEqual([{ method: 'GET', url: new URL(pairUrl(pair, yamlFront())).pathname, body: '' }]);
});

describe.each(BUNDLES)(
  'a request without Prefer goes with the Prefer of the pair it matches, named in the answer (%s)',
  (file) => {
    const posting = pairs.find((p) => p.operationId === 'postWalletTransaction' && p.name === 'transactionPosted')!;
    const credit = posting.request.body as Record<string, unknown>;
    const cases: [
      string,
      { headers?: Record<string, string>; body: object; want: { prefer: string; named: string | null } },
    ][] = [
      [
        'a credit',
        { body: credit, want: { prefer: 'code=200, example=transactionPosted', named: 'transactionPosted' } },
      ],
      [
        'a debit',
        {
          body: { ...credit, direction: 'DEBIT', amount: 3 },
          want: { prefer: 'code=200, example=debitPosted', named: 'debitPosted' },
        },
      ],
      [
        'a debit with a value date',
        {
          body: { ...credit, direction: 'DEBIT', valueDate: '2031-01-01T00:00:00Z' },
          want: { prefer: 'code=200, example=transactionScheduled', named: 'transactionScheduled' },
        },
      ],
      [
        "the caller's Prefer, unchanged and unnamed",
        {
          headers: { prefer: 'code=404, example=invalidAccount' },
          body: { ...credit, direction: 'DEBIT' },
          want: { prefer: 'code=404, example=invalidAccount', named: null },
        },
      ],
      [
        'an answer of another status (Prism refusing the request): unnamed',
        {
          headers: { 'x-stand-in-status': '400' },
          body: { ...credit, direction: 'DEBIT' },
          want: { prefer: 'code=200, example=debitPosted', named: null },
        },
      ],
    ];
    it.each(cases)('%s', async (_, { headers = {}, body, want }) => {
      reached.length = 0;
      const response = await fetch(pairUrl(posting, fronts.get(file)!.url), {
        method: 'POST',
        headers: { 'x-api-key': 'any', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      await response.text();
      expect({ prefer: reached[0]?.prefer, named: response.headers.get(EXAMPLE_HEADER) }).toEqual(want);
    });
  },
);
