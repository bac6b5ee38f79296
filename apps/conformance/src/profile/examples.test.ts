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
};
const want: Record<string, Record<string, unknown>> = {
  'mock.yaml': { kind: 'mock', baseUrls: { wallet: 'http://127.0.0.1:4010', checkout: 'http://127.0.0.1:4010', payout: 'http://127.0.0.1:4010' } },
  'sandbox.yaml': { kind: 'live', keys: { organization: 'sandbox-key-acme-admin', nonAdmin: 'sandbox-key-acme', otherOrganization: 'sandbox-key-globex' } },
  'staging.yaml': { kind: 'live', baseUrls: { checkout: 'https://checkout.staging.test' }, capabilities: { writes: false } },
};

test('every shipped profile has an expectation here', () => {
  expect(readdirSync(dir).sort()).toEqual(Object.keys(want).sort());
});

test.each(Object.entries(want))('%s', (name, expected) => {
  const env = name === 'staging.yaml' ? staging : {};
  expect(resolveProfile(readProfileFile(new URL(name, dir).pathname, env))).toMatchObject(expected);
});
