import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerDrift, seedDrift } from './spec-drift.js';
import { DEFAULT_DEMO_KEYS } from './seed/keys.js';
import { startSandbox, type RunningSandbox } from './test/harness.js';

const bundle = loadBundle();
const WALLET = '/api/v1/wallets/get/wallet/{walletId}';

/** The bundle with `change` made to a copy of it. */
const changed = (change: (document: any) => void): OpenApiDocument => {
  const copy = structuredClone(bundle) as any;
  change(copy);
  return copy;
};
const walletExample = (document: any) =>
  document.paths[WALLET].get.responses['200'].content['application/json'].examples.walletRetrieved.value.data;

describe('seedDrift', () => {
  test.each([
    { name: 'the same document', given: bundle, want: [] },
    {
      name: "the wallet's example renamed",
      given: changed((document) => (walletExample(document).name = 'Ada Renamed')),
      want: ['wallet'],
    },
    {
      name: 'a description changed, no example',
      given: changed((document) => (document.paths[WALLET].get.description = 'Another description.')),
      want: [],
    },
  ])('$name', ({ given, want }) => {
    expect(seedDrift(bundle, given)).toEqual(want);
  });
});

describe('answerDrift', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running.close());

  test.each([
    { name: 'the same document', given: bundle, want: [] },
    {
      name: 'Wallet gains an optional field no handler writes',
      given: changed((document) => (document.components.schemas.Wallet.properties.nickname = { type: 'string' })),
      want: [
        "searchWalletByMobileNumber: the spec's answer gained data.nickname, which the sandbox does not write " +
          '(src/http/operations/search-wallet-by-mobile-number.ts)',
        "getWalletById: the spec's answer gained data.nickname, which the sandbox does not write " +
          '(src/http/operations/get-wallet-by-id.ts)',
      ],
    },
    {
      name: 'a field the answer already carries, newly declared elsewhere, is no drift',
      given: changed((document) => (document.components.schemas.Wallet.description = 'A wallet.')),
      want: [],
    },
  ])('$name', async ({ given, want }) => {
    expect(await answerDrift(running.app, bundle, given, DEFAULT_DEMO_KEYS.admin)).toEqual(want);
  });
});
