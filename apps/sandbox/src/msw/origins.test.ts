import type { Host } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';
import { baseUrlsOf, type SandboxOrigins } from './origins.js';

const WALLET = 'https://wallet.staging.test/v1';
const CHECKOUT = 'https://checkout.staging.test';
const READ = '/api/v1/wallets/get/wallet/:walletId';
const CONTROL = '/sandbox/organizations';

describe('where the handlers answer', () => {
  it.each<{
    given: string;
    options: SandboxOrigins;
    host: Host | undefined;
    url: string;
    route: string;
    base: string | undefined;
  }>([
    {
      given: 'no base URL, any origin',
      options: {},
      host: 'wallet',
      url: 'http://elsewhere.test/api/v1/wallets/get/wallet/w-1',
      route: READ,
      base: 'http://elsewhere.test',
    },
    {
      given: "an operation on its host's base URL",
      options: { baseUrls: { wallet: WALLET, checkout: CHECKOUT } },
      host: 'wallet',
      url: `${WALLET}/api/v1/wallets/get/wallet/w-1`,
      route: READ,
      base: WALLET,
    },
    {
      given: "an operation on another host's base URL",
      options: { baseUrls: { wallet: WALLET, checkout: CHECKOUT } },
      host: 'wallet',
      url: `${CHECKOUT}/api/v1/wallets/get/wallet/w-1`,
      route: READ,
      base: undefined,
    },
    {
      given: "the control API on one host's base URL",
      options: { baseUrls: { wallet: WALLET, checkout: CHECKOUT } },
      host: undefined,
      url: `${WALLET}${CONTROL}`,
      route: CONTROL,
      base: WALLET,
    },
    {
      given: "the control API on another host's base URL",
      options: { baseUrls: { wallet: WALLET, checkout: [CHECKOUT] } },
      host: undefined,
      url: `${CHECKOUT}${CONTROL}`,
      route: CONTROL,
      base: CHECKOUT,
    },
    {
      given: 'the control API on no base URL given',
      options: { baseUrls: { wallet: WALLET } },
      host: undefined,
      url: `http://elsewhere.test${CONTROL}`,
      route: CONTROL,
      base: undefined,
    },
    {
      given: 'the control API on the one base URL',
      options: { baseUrl: WALLET },
      host: undefined,
      url: `${WALLET}${CONTROL}`,
      route: CONTROL,
      base: WALLET,
    },
  ])('$given', ({ options, host, url, route, base }) => {
    expect(baseUrlsOf(options)(host, new Request(url), route)).toBe(base);
  });
});
