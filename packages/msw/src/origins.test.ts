import { http } from 'msw';
import { expect, test } from 'vitest';
import { defaultPair, fetchPair } from './fixtures/spec-pairs.js';
import { testServer } from './fixtures/test-server.js';
import { createMocks, type MockOptions } from './index.js';

// A request the handlers leave alone reaches this one: status 599 says "not mocked".
const notMocked = http.all('*', () => new Response('null', { status: 599 }));
const server = testServer();

const cases: { given: string; options: MockOptions; operationId: string; baseUrl: string; want: number }[] = [
  {
    given: 'no option, any origin',
    options: {},
    operationId: 'getWalletById',
    baseUrl: 'https://anything.example.test',
    want: 200,
  },
  {
    given: 'no option, a base path',
    options: {},
    operationId: 'getWalletById',
    baseUrl: 'http://localhost:6006/proxy',
    want: 200,
  },
  {
    given: 'baseUrl, called there',
    options: { baseUrl: 'https://api.example.test' },
    operationId: 'getWalletById',
    baseUrl: 'https://api.example.test',
    want: 200,
  },
  {
    given: 'baseUrl with a trailing slash',
    options: { baseUrl: 'https://api.example.test/' },
    operationId: 'interBankEnquiry',
    baseUrl: 'https://api.example.test',
    want: 200,
  },
  {
    given: 'baseUrl, another origin',
    options: { baseUrl: 'https://api.example.test' },
    operationId: 'getWalletById',
    baseUrl: 'https://other.example.test',
    want: 599,
  },
  {
    given: 'baseUrl, under a base path',
    options: { baseUrl: 'https://api.example.test' },
    operationId: 'getWalletById',
    baseUrl: 'https://api.example.test/v2',
    want: 599,
  },
  {
    given: 'baseUrl with a base path',
    options: { baseUrl: 'https://gw.example.test/waas' },
    operationId: 'listCheckoutWallets',
    baseUrl: 'https://gw.example.test/waas',
    want: 200,
  },
  {
    given: 'several baseUrls',
    options: { baseUrl: ['http://127.0.0.1:4010', 'https://api.example.test'] },
    operationId: 'simulateInflow',
    baseUrl: 'http://127.0.0.1:4010',
    want: 200,
  },
  ...(['getWalletById', 'listCheckoutWallets', 'interBankEnquiry'] as const).flatMap((operationId) => {
    const options: MockOptions = {
      baseUrls: {
        wallet: 'https://wallet.example.test',
        checkout: 'https://checkout.example.test',
        payout: 'https://payout.example.test',
      },
    };
    const own = { getWalletById: 'wallet', listCheckoutWallets: 'checkout', interBankEnquiry: 'payout' }[operationId];
    return ['wallet', 'checkout', 'payout'].map((host) => ({
      given: `baseUrls, ${operationId} on the ${host} host`,
      options,
      operationId,
      baseUrl: `https://${host}.example.test`,
      want: host === own ? 200 : 599,
    }));
  }),
  {
    given: 'baseUrls without the host',
    options: { baseUrls: { wallet: 'https://wallet.example.test' } },
    operationId: 'interBankEnquiry',
    baseUrl: 'https://wallet.example.test',
    want: 599,
  },
];

test.each(cases.map((c) => [c.given, c] as const))('%s', async (_, { options, operationId, baseUrl, want }) => {
  server.use(...createMocks(options).handlers, notMocked);
  expect((await fetchPair(defaultPair(operationId), baseUrl)).status).toBe(want);
});

test('answer and override of limited mocks are limited too', async () => {
  const mocks = createMocks({ baseUrl: 'https://api.example.test' });
  server.use(
    mocks.answer('getWalletById', { status: 404, example: 'accountNotFound' }),
    mocks.override('getWalletGroup', { status: 400, example: 'invalidWalletGroupId' }),
    notMocked,
  );
  const answered = await Promise.all([
    fetchPair(defaultPair('getWalletById'), 'https://api.example.test'),
    fetchPair(defaultPair('getWalletById'), 'https://other.example.test'),
    fetchPair(defaultPair('getWalletGroup'), 'https://api.example.test'),
    fetchPair(defaultPair('getWalletGroup'), 'https://other.example.test'),
  ]);
  expect(answered.map((response) => response.status)).toEqual([404, 599, 400, 599]);
});
