// The profiles shipped in profiles/ stay valid, with their ${ENV} defaults or a staging environment.
import { readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { readProfileFile, resolveProfile } from './load.js';

const dir = new URL('../../profiles/', import.meta.url);
const staging = {
  WAAS_STAGING_WALLET_HOST: 'wallet.staging.test',
  WAAS_STAGING_CHECKOUT_HOST: 'checkout.staging.test',
  WAAS_STAGING_PAYOUT_HOST: 'payout.staging.test',
  WAAS_STAGING_API_KEY: 'k1',
  WAAS_STAGING_OTHER_API_KEY: 'k2',
  WAAS_STAGING_WEBHOOK_SECRET: 's',
  WAAS_WEBHOOK_PUBLIC_URL: 'https://tunnel.test/webhooks',
  WAAS_STAGING_ORGANIZATION_ID: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  WAAS_STAGING_WALLET_ID: '1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
  WAAS_STAGING_PRODUCT_ID: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  WAAS_STAGING_BANK_CODE: '044',
  WAAS_STAGING_PAYOUT_ACCOUNT: '0690000031',
};
const want: Record<string, Record<string, unknown>> = {
  'mock.yaml': {
    kind: 'mock',
    baseUrls: { wallet: 'http://127.0.0.1:4010', checkout: 'http://127.0.0.1:4010', payout: 'http://127.0.0.1:4010' },
  },
  'sandbox.yaml': {
    kind: 'live',
    keys: {
      organization: 'sandbox-key-acme-admin',
      nonAdmin: 'sandbox-key-acme',
      otherOrganization: 'sandbox-key-globex',
    },
  },
  'staging.yaml': {
    kind: 'live',
    baseUrls: { checkout: 'https://checkout.staging.test' },
    capabilities: { writes: false },
    identifiers: { walletId: '1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c', BankCode: '044' },
  },
};

test('every shipped profile has an expectation here', () => {
  expect(readdirSync(dir).sort()).toEqual(Object.keys(want).sort());
});

test.each(Object.entries(want))('%s', (name, expected) => {
  const env = name === 'staging.yaml' ? staging : {};
  expect(resolveProfile(readProfileFile(new URL(name, dir).pathname, env))).toMatchObject(expected);
});
