import { expectTypeOf, test } from 'vitest';
import type { CheckoutWallet, EnvelopeA, EnvelopeB, Wallet } from './index.js';

// Type-level checks: a wrong alias fails `pnpm typecheck`.
test('envelopes carry the payload they are given', () => {
  expectTypeOf<EnvelopeA<Wallet>['data']>().toEqualTypeOf<Wallet>();
  expectTypeOf<EnvelopeA<Wallet>['code']>().toEqualTypeOf<string>();
  expectTypeOf<EnvelopeB<CheckoutWallet[]>['data']>().toEqualTypeOf<CheckoutWallet[]>();
  expectTypeOf<EnvelopeB<CheckoutWallet[]>['statusCode']>().toEqualTypeOf<number>();
});
