import { inspect } from 'node:util';
import { loadBundle, readPairs, readOperations } from '@waas/spec/pairs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createWalletApi } from './create-wallet-api.js';
import { fakeFetch, json } from './fixtures/fake-fetch.js';
import type { WalletApiOptions } from './options.js';
import type { OperationId } from './types.js';

const document = loadBundle();
const pairs = readPairs(document);
const baseUrls = {
  wallet: 'https://wallet.example.test',
  checkout: 'https://checkout.example.test/',
  payout: 'https://payout.example.test/base',
};
const apiKey = 'key-that-must-not-leak';

/** The first 200 pair of each operation: a well-formed request the spec documents. */
const wellFormed = readOperations(document).map((operation) => {
  const pair = pairs.find((p) => p.operationId === operation.operationId && p.status === 200 && !p.scenario)!;
  const init: Record<string, unknown> = {
    params: { path: pair.request.pathParams, query: pair.request.query, header: pair.request.headers },
  };
  if ('body' in pair.request) init.body = pair.request.body;
  return { operation, pair, init };
});

describe('createWalletApi routes every operation to its host', () => {
  test('every operation has a documented 200 pair', () => {
    expect(wellFormed.every(({ pair }) => pair !== undefined)).toBe(true);
  });

  test.each(wellFormed.map((w) => [w.operation.operationId, w] as const))(
    '%s',
    async (operationId, { operation, pair, init }) => {
      const { fetch, requests } = fakeFetch(() => json(pair.response.body));
      const api = createWalletApi({ apiKey, baseUrls, fetch, headers: { 'x-trace': 't-1' } });
      const data = await (api[operationId as OperationId] as (init: unknown) => Promise<unknown>)(init);
      expect(data).toEqual((pair.response.body as { data: unknown }).data);
      const [request] = requests;
      const want = new URL(
        baseUrls[operation.host].replace(/\/$/, '') +
          operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(String(pair.request.pathParams[name])),
          ),
      );
      expect(request!.url.split('?')[0]).toBe(want.href);
      expect(request!.method).toBe(operation.method.toUpperCase());
      expect(request!.headers.get('x-api-key')).toBe(apiKey);
      expect(request!.headers.get('x-trace')).toBe('t-1');
      for (const [name, value] of Object.entries(pair.request.query))
        expect(new URL(request!.url).searchParams.get(name)).toBe(String(value));
      if ('body' in pair.request) expect(await request!.json()).toEqual(pair.request.body);
    },
  );

  test('the raw style routes too and answers { data, error, response }', async () => {
    const { fetch, requests } = fakeFetch(() => json({ statusCode: 200, message: 'ok', data: [] }));
    const api = createWalletApi({ apiKey, baseUrls, fetch });
    const result = await api.GET('/api/v1/prefix-map/me', {
      params: { query: { organizationId: '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f' } },
    });
    expect(result.data).toEqual({ statusCode: 200, message: 'ok', data: [] });
    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(200);
    expect(new URL(requests[0]!.url).origin).toBe(baseUrls.checkout.replace(/\/$/, ''));
  });

  test('one baseUrl serves all three hosts', async () => {
    const { fetch, requests } = fakeFetch(() => json({ statusCode: 200, message: 'ok', data: null }));
    const api = createWalletApi({ apiKey, baseUrl: 'http://127.0.0.1:4010/', fetch });
    await api.GET('/api/Payout/inter-bank-enquiry', {
      params: { query: { BankCode: '058', AccountNumber: '0123456789' } },
    });
    await api.POST('/api/v1/admin/batch/process-due');
    expect(requests.map((r) => new URL(r.url).origin)).toEqual(['http://127.0.0.1:4010', 'http://127.0.0.1:4010']);
  });

  test('a per-call header can drop the key (how the missing-key scenario is sent)', async () => {
    const { fetch, requests } = fakeFetch(() => json({ statusCode: 200, message: 'ok', data: null }));
    const api = createWalletApi({ apiKey, baseUrls, fetch });
    await api.POST('/api/v1/admin/batch/process-due', { headers: { 'x-api-key': null } });
    expect(requests[0]!.headers.has('x-api-key')).toBe(false);
  });

  test('middleware registered with use() runs for every host', async () => {
    const { fetch } = fakeFetch(() => json({ statusCode: 200, message: 'ok', data: null }));
    const api = createWalletApi({ apiKey, baseUrls, fetch });
    const seen: string[] = [];
    api.use({ onRequest: ({ request }) => void seen.push(new URL(request.url).host) });
    await api.processDueBatches();
    await api.GET('/api/Payout/inter-bank-enquiry', {
      params: { query: { BankCode: '058', AccountNumber: '0123456789' } },
    });
    expect(seen).toEqual(['wallet.example.test', 'payout.example.test']);
  });

  test('uses globalThis.fetch when no fetch is given, looked up at call time', async () => {
    const original = globalThis.fetch;
    const { fetch, requests } = fakeFetch(() => json({ statusCode: 200, message: 'ok', data: null }));
    const api = createWalletApi({ apiKey, baseUrls });
    globalThis.fetch = fetch as typeof globalThis.fetch;
    try {
      await api.processDueBatches();
    } finally {
      globalThis.fetch = original;
    }
    expect(requests).toHaveLength(1);
  });
});

test('the key cannot be read back from the client object', () => {
  const api = createWalletApi({ apiKey, baseUrls });
  expect(inspect(api, { depth: 10, showHidden: true })).not.toContain(apiKey);
  expect(JSON.stringify(api)).not.toContain(apiKey);
});

describe('createWalletApi refuses bad options without echoing the key', () => {
  const cases: [string, unknown, RegExp][] = [
    ['no apiKey', { baseUrl: 'http://127.0.0.1:4010' }, /needs an apiKey/],
    ['an empty apiKey', { apiKey: '', baseUrl: 'http://127.0.0.1:4010' }, /needs an apiKey/],
    ['no base URL', { apiKey }, /needs baseUrl, or baseUrls with wallet, checkout, payout/],
    [
      'a relative base URL outside a page',
      { apiKey, baseUrl: '/api' },
      /wallet base URL must be an absolute http\(s\) URL \(a relative one resolves only in a page/,
    ],
    [
      'baseUrls missing a host',
      { apiKey, baseUrls: { wallet: baseUrls.wallet, checkout: baseUrls.checkout } },
      /payout base URL/,
    ],
  ];
  test.each(cases)('%s', (_, options, want) => {
    const attempt = () => createWalletApi(options as WalletApiOptions);
    expect(attempt).toThrow(want);
    expect(attempt).not.toThrow(apiKey);
  });
});

describe('in a page, a relative base URL is resolved against the page', () => {
  afterEach(() => vi.unstubAllGlobals());
  test.each<[string, { baseUrl: string; want: string }]>([
    [
      "'' (the page's own origin, behind its dev server's proxy)",
      { baseUrl: '', want: 'http://app.test/api/v1/walletgroups/get/g-1' },
    ],
    [
      "'/waas' (a path of the page's origin)",
      { baseUrl: '/waas', want: 'http://app.test/waas/api/v1/walletgroups/get/g-1' },
    ],
    [
      'an absolute URL, unchanged',
      { baseUrl: 'http://127.0.0.1:4010', want: 'http://127.0.0.1:4010/api/v1/walletgroups/get/g-1' },
    ],
  ])('%s', async (_, { baseUrl, want }) => {
    vi.stubGlobal('location', { href: 'http://app.test/dashboard/wallets?tab=1' });
    const { fetch, requests } = fakeFetch(() => json({}, 500));
    const api = createWalletApi({ apiKey, baseUrl, fetch });
    await api.GET('/api/v1/walletgroups/get/{id}', { params: { path: { id: 'g-1' } } });
    expect(requests.map((r) => r.url)).toEqual([want]);
  });
});
