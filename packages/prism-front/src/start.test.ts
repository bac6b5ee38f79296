// The Prism gate: Prism, serving the bundle, answers every example pair's request with that pair's response, and
// refuses in the documented shape what its front hands on (front.test.ts shows which requests those are).
// No test here sets a clock of its own: each waits for an answer, and only a hang meets vitest.config.ts's limit.
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { matchingOf } from '@waas/spec/matching';
import { pairByName, pairUrl, readOperations, readPairs, type ExamplePair } from '@waas/spec/pairs';
import { EXAMPLE_HEADER } from './front.js';
import { LOOPBACK, freePort, httpUrl, portOpen } from './ports.js';
import { document, firstExample, takingBody } from './testing/documented.js';
import { startPrism, type RunningPrism } from './start.js';

// Prism takes seconds to start; a start that takes longer on a loaded machine is waited for, not failed.
const STARTUP_MS = Number.POSITIVE_INFINITY;

const pairs = readPairs(document);
let prism: RunningPrism | undefined;
let baseUrl = '';

beforeAll(async () => {
  prism = await startPrism({ startupMs: STARTUP_MS });
  baseUrl = prism.url;
});

afterAll(() => prism?.stop());

function requestInit(pair: ExamplePair): RequestInit {
  const headers = new Headers({
    accept: pair.response.contentType,
    prefer: `code=${pair.status}, example=${pair.name}`,
  });
  for (const [name, value] of Object.entries(pair.request.headers)) headers.set(name, String(value));
  // Prism cannot tell keys apart: any key stands for every scenario but the missing one.
  if (pair.scenario !== 'missingApiKey') headers.set('x-api-key', 'prism-gate-key');
  const init: RequestInit = { method: pair.method.toUpperCase(), headers };
  if ('body' in pair.request) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(pair.request.body);
  }
  return init;
}

test('the bundle has example pairs', () => {
  expect(pairs.length).toBeGreaterThan(0);
});

/** Prism refuses these requests and, even with --errors, says why in `sl-violations`. */
const refusedOnPurpose = (pair: ExamplePair) =>
  pair.scenario === 'missingApiKey' || pair.request.invalidInputs.length > 0;

test.each(pairs.map((pair) => [`${pair.operationId} ${pair.status} ${pair.name}`, pair] as const))(
  '%s',
  async (_, pair) => {
    const response = await fetch(pairUrl(pair, baseUrl), requestInit(pair));
    const text = await response.text();
    const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as {
      location: string[];
      message: string;
    }[];
    expect(response.status, text).toBe(pair.status);
    if (refusedOnPurpose(pair)) {
      expect(violations.length, 'Prism should refuse this request').toBeGreaterThan(0);
      expect(violations.filter((v) => v.location[0] !== 'request')).toEqual([]);
    } else {
      expect(violations).toEqual([]);
    }
    expect(JSON.parse(text)).toEqual(pair.response.body);
  },
);

test.for([
  { given: 'no id', sent: undefined, want: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/ },
  { given: 'an id of its own', sent: 'page-7f3a:1', want: /^page-7f3a:1$/ },
])('a request with $given is answered with its x-request-id, refused or not', async ({ sent, want }) => {
  for (const pair of [pairs.find((p) => !refusedOnPurpose(p))!, pairs.find(refusedOnPurpose)!]) {
    const init = requestInit(pair);
    const headers = new Headers(init.headers);
    if (sent) headers.set('x-request-id', sent);
    const response = await fetch(pairUrl(pair, baseUrl), { ...init, headers });
    await response.arrayBuffer();
    expect(response.headers.get('x-request-id')).toMatch(want);
  }
});

/** The pairs the matching rule may answer without Prefer (matching.ts), as `operationId name`. */
const candidates = new Set(
  readOperations(document).flatMap((o) => matchingOf(document, o).candidates.map((c) => `${o.operationId} ${c.name}`)),
);

describe("without Prefer, each candidate pair gets its own answer, named; a refused one gets Prism's, unnamed", () => {
  const sent = pairs.filter((pair) => candidates.has(`${pair.operationId} ${pair.name}`) || refusedOnPurpose(pair));
  test.each(sent.map((pair) => [`${pair.operationId} ${pair.status} ${pair.name}`, pair] as const))(
    '%s',
    async (_, pair) => {
      const init = requestInit(pair);
      (init.headers as Headers).delete('prefer');
      const response = await fetch(pairUrl(pair, baseUrl), init);
      const named = refusedOnPurpose(pair) ? null : pair.name;
      expect({
        status: response.status,
        body: await response.json(),
        named: response.headers.get(EXAMPLE_HEADER),
      }).toEqual({ status: pair.status, body: pair.response.body, named });
    },
  );

  test('a debit of its own gets the debit, and Prefer still wins', async () => {
    const debit = pairs.find((pair) => pair.operationId === 'postWalletTransaction' && pair.name === 'debitPosted')!;
    const init = requestInit(debit);
    init.body = JSON.stringify({ ...(debit.request.body as object), amount: 42.5, transactionReference: 'MY-OWN-1' });
    (init.headers as Headers).delete('prefer');
    expect((await fetch(pairUrl(debit, baseUrl), init)).headers.get(EXAMPLE_HEADER)).toBe('debitPosted');
    (init.headers as Headers).set('prefer', 'code=200, example=transactionPosted');
    const preferred = await fetch(pairUrl(debit, baseUrl), init);
    expect({ example: preferred.headers.get(EXAMPLE_HEADER), body: await preferred.json() }).toEqual({
      example: null,
      body: pairs.find((p) => p.name === 'transactionPosted')!.response.body,
    });
  });
});

/** Deeper than Prism's stack goes: it answered a 500 outside the API's envelope and printed a stack trace. */
const TOO_DEEP = `{"remarks":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

describe.each(takingBody.map((operation) => ({ operationId: operation.operationId })))(
  '$operationId',
  ({ operationId }) => {
    const pair = pairs.find((p) => p.operationId === operationId && p.status < 300)!;
    const send = (contentType: string, body: string, key: Record<string, string>) =>
      fetch(pairUrl(pair, baseUrl), {
        method: pair.method.toUpperCase(),
        headers: { ...key, 'content-type': contentType, origin: 'http://localhost:5173' },
        body,
      });

    it.each([
      { given: 'an empty body with a JSON media type', contentType: 'application/json', body: '' },
      { given: 'another media type', contentType: 'text/plain', body: 'amount=5' },
      { given: 'JSON nested 10 000 levels deep', contentType: 'application/json', body: TOO_DEEP },
    ])('refuses $given with its documented 400', async ({ contentType, body }) => {
      const response = await send(contentType, body, { 'x-api-key': 'any' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(firstExample(operationId, '400'));
      expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).not.toEqual([]);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    });

    // The key is checked first whatever is wrong with the body (interface.md §5.2), by Prism or by its front.
    it.each([
      { given: 'a body that breaks its schema', body: '{}' },
      { given: 'an empty body', body: '' },
      { given: 'malformed JSON', body: '{"bad json' },
      { given: 'JSON nested 10 000 levels deep', body: TOO_DEEP },
    ])('refuses $given without a key with its documented 401', async ({ body }) => {
      const response = await send('application/json', body, {});
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 401,
        body: firstExample(operationId, '401'),
      });
    });
  },
);

describe('a Prefer that names what the operation does not have gets a 404 problem that names it', () => {
  const pair = pairByName(pairs, 'getWalletById', 'walletRetrieved');
  test.each([
    [
      "a status the operation lacks (Prism's own answer)",
      { prefer: 'code=418', detail: 'Requested status code 418 is not defined in the document.' },
    ],
    [
      'an example its status lacks',
      {
        prefer: 'code=404, example=nope',
        detail: 'Requested example nope is not defined for status code 404; its examples: accountNotFound.',
      },
    ],
    [
      'an example in another case',
      {
        prefer: 'code=404, example=AccountNotFound',
        detail: 'Requested example AccountNotFound is not defined for status code 404; its examples: accountNotFound.',
      },
    ],
    [
      'an example of another status',
      {
        prefer: 'code=200, example=accountNotFound',
        detail: 'Requested example accountNotFound is not defined for status code 200; its examples: walletRetrieved.',
      },
    ],
  ])('%s', async (_, { prefer, detail }) => {
    const response = await fetch(pairUrl(pair, baseUrl), { headers: { 'x-api-key': 'any', prefer } });
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      type: 'https://stoplight.io/prism/errors#NOT_FOUND',
      status: 404,
      detail,
    });
    expect(response.status).toBe(404);
  });

  test('a request without its key still gets its 401 first', async () => {
    const response = await fetch(pairUrl(pair, baseUrl), { headers: { prefer: 'code=404, example=nope' } });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 401,
      body: firstExample('getWalletById', '401'),
    });
  });
});

test.each([
  ['an IPv4 address', '127.0.0.1', 'http://127.0.0.1:4010'],
  ['a name', 'localhost', 'http://localhost:4010'],
  ['an IPv6 address, in brackets', '::1', 'http://[::1]:4010'],
  ['every IPv6 address, in brackets', '::', 'http://[::]:4010'],
])('httpUrl of %s', (_, host, want) => expect(httpUrl(host, 4010)).toBe(want));

test('the very first request after the port opens gets the documented answer, never a 502', async () => {
  const port = await freePort();
  const starting = startPrism({ port, startupMs: STARTUP_MS });
  await portOpen(port);
  const [pair] = pairs.filter((candidate) => candidate.status === 200 && candidate.method === 'get');
  const response = await fetch(pairUrl(pair!, `http://${LOOPBACK}:${port}`), requestInit(pair!));
  await (await starting).stop();
  expect(response.status).toBe(200);
});
