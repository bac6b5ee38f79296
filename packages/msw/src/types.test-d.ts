// Type tests: `pnpm test` runs them through vitest's typecheck, so a regression fails the suite.
import type { operations } from '@waas/types';
import { HttpResponse } from 'msw';
import { expectTypeOf, test } from 'vitest';
import { answer, documented, override, type Choice, type ExampleName } from './index.js';

type WalletBody = operations['getWalletById']['responses'][200]['content']['application/json'];

test('a choice names only what the spec documents', () => {
  expectTypeOf<ExampleName<'getWalletById', 404>>().toEqualTypeOf<'accountNotFound'>();
  expectTypeOf<ExampleName<'postWalletTransaction', 200>>().toEqualTypeOf<
    'transactionPosted' | 'transactionScheduled' | 'debitPosted'
  >();
  expectTypeOf<Choice<'processDueBatches'>['status']>().toEqualTypeOf<200 | 401 | 403>();

  answer('getWalletById', { status: 404, example: 'accountNotFound' });
  answer('getWalletById', { status: 500 });
  // @ts-expect-error walletNotFound is documented for searchWalletByMobileNumber, not getWalletById
  answer('getWalletById', { status: 404, example: 'walletNotFound' });
  // @ts-expect-error accountNotFound is a 404, not a 200
  answer('getWalletById', { status: 200, example: 'accountNotFound' });
  // @ts-expect-error no example documents a 418
  answer('getWalletById', { status: 418 });
  // @ts-expect-error not an operation of the spec
  answer('getWallet', { status: 200 });
});

test('documented() gives the example with the body type of its status', () => {
  expectTypeOf(documented('getWalletById').body).toEqualTypeOf<WalletBody>();
  expectTypeOf(documented('getWalletById').status).toEqualTypeOf<200>();
  expectTypeOf(documented('getWalletById', { status: 404, example: 'accountNotFound' }).status).toEqualTypeOf<404>();
});

test('an override is typed by the spec', () => {
  const { body } = documented('getWalletById');
  const wallet = body.data;
  override('getWalletById', { status: 200, body: { ...body, data: { ...body.data, name: 'Grace Hopper' } } });
  override('getWalletById', { status: 404, example: 'accountNotFound' });
  override('getWalletById', HttpResponse.error());
  // @ts-expect-error `mesage` is not a field of the envelope
  override('getWalletById', { status: 200, body: { code: '00', success: true, mesage: 'ok', data: body.data } });
  // @ts-expect-error a 404 body is an error envelope (success false), not the wallet's
  override('getWalletById', { status: 404, body });
  // @ts-expect-error a body and an example at once
  override('getWalletById', { status: 200, example: 'walletRetrieved', body });

  override('getWalletById', ({ params, query }) => {
    expectTypeOf(params).toEqualTypeOf<{ walletId: string }>();
    expectTypeOf(query).toEqualTypeOf<URLSearchParams>();
    return { status: 200, body: { ...body, data: { ...body.data, id: params.walletId } } };
  });
  // biome-ignore format: the error @ts-expect-error names must stay on the line after it
  // @ts-expect-error the path parameter is walletId
  override('getWalletById', ({ params }) => ({ status: 200, body: { ...body, data: { ...wallet, id: params.id } } }));
  // biome-ignore format: the error @ts-expect-error names must stay on the line after it
  // @ts-expect-error `mesage` is not a field of the envelope, in a computed reply too
  override('getWalletById', () => ({ status: 200, body: { code: '00', success: true, mesage: 'ok', data: wallet } }));
  // @ts-expect-error the example must be documented, in a computed reply too
  override('getWalletById', () => ({ status: 404, example: 'walletGone' }));
});
