// Type tests: `pnpm test` runs them through vitest's typecheck, so a regression fails the suite.
import type { operations } from '@waas/types';
import { expectTypeOf, test } from 'vitest';
import { hasStatus, isWalletApiError, type ErrorBody, type ErrorStatus } from './index.js';

type Json<
  O extends keyof operations,
  S extends keyof operations[O]['responses'],
> = operations[O]['responses'][S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : never;

declare const caught: unknown;

test("an error of any operation narrows by any operation's documented status", () => {
  if (!isWalletApiError(caught)) return;
  hasStatus(caught, 404);
  hasStatus(caught, 403);
  hasStatus(caught, 409);
  hasStatus(caught, 500);
  // @ts-expect-error 418 is documented nowhere
  hasStatus(caught, 418);
  if (hasStatus(caught, 404))
    expectTypeOf(caught.body).toEqualTypeOf<Json<'getWalletById', 404> | Json<'interBankEnquiry', 404>>();
});

test("one operation's error narrows by its own statuses only", () => {
  if (!isWalletApiError(caught, 'processDueBatches')) return;
  // @ts-expect-error processDueBatches documents no 404
  hasStatus(caught, 404);
  if (hasStatus(caught, 403)) expectTypeOf(caught.body).toEqualTypeOf<Json<'processDueBatches', 403>>();
});

test('ErrorStatus and ErrorBody distribute over a union of operations', () => {
  expectTypeOf<ErrorStatus<'processDueBatches'>>().toEqualTypeOf<401 | 403>();
  expectTypeOf<ErrorStatus<'processDueBatches' | 'postWalletTransaction'>>().toEqualTypeOf<
    400 | 401 | 403 | 404 | 409 | 500
  >();
  expectTypeOf<ErrorBody<'processDueBatches' | 'postWalletTransaction', 409>>().toEqualTypeOf<
    Json<'postWalletTransaction', 409>
  >();
  expectTypeOf<ErrorBody<'updateProduct', 500>>().toEqualTypeOf<unknown>();
});
