import { expect, expectTypeOf, test } from 'vitest';
import type { WebhookEvent, WebhookEventType } from './event.js';
import { webhookExamples } from './fixtures/webhook-examples.js';
import { schemaByEventType } from './schemas.gen.js';

/** What a receiver reads first from each kind: a `case` on a kind the union lacks does not compile. */
function subjectOf(event: WebhookEvent): string {
  switch (event.type) {
    case 'inflow.received':
      return event.data.accountNumber;
    case 'transaction.posted':
      return event.data.transactionReference;
    case 'transaction.failed':
      return `${event.data.transactionReference} ${event.data.reason}`;
    case 'payment.succeeded':
      return event.data.checkoutRef;
    case 'payment.failed':
      return `${event.data.checkoutRef} ${event.data.reason}`;
    case 'wallet.updated':
      return `${event.data.wallet.id} ${event.data.changed.join(',')}`;
    case 'wallet.deleted':
      return event.data.walletId;
    default: {
      // A kind added to the spec and not handled above does not compile here.
      const unhandled: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unhandled)}`);
    }
  }
}

test('the union has exactly the kinds of notification the interface document describes, each narrowed by type', () => {
  expectTypeOf<WebhookEventType>().toEqualTypeOf<
    | 'inflow.received'
    | 'payment.failed'
    | 'payment.succeeded'
    | 'transaction.failed'
    | 'transaction.posted'
    | 'wallet.deleted'
    | 'wallet.updated'
  >();
  expectTypeOf<Extract<WebhookEvent, { type: 'payment.failed' }>['data']['reason']>().toEqualTypeOf<
    'amountMismatch' | 'walletUsed' | 'walletExpired'
  >();
  // A payment's split, item by item, as a receiver reconciles it.
  expectTypeOf<Extract<WebhookEvent, { type: 'payment.succeeded' }>['data']['splits'][number]>().toEqualTypeOf<{
    splitConfigurationId: string;
    beneficiaryId: string;
    splitValue: number;
    feeValue: number;
    feeBearer: boolean;
    paid: number;
  }>();
  expectTypeOf<Extract<WebhookEvent, { type: 'payment.succeeded' }>['data']['retained']>().toEqualTypeOf<number>();
  expectTypeOf<Extract<WebhookEvent, { type: 'wallet.updated' }>['data']['changed']>().toEqualTypeOf<
    ('name' | 'overdraft' | 'walletRestrictionId')[]
  >();
  // @ts-expect-error no such kind in the spec
  const unknown: WebhookEventType = 'wallet.created';
  expect(Object.keys(schemaByEventType)).not.toContain(unknown);
});

test('every example of the spec is one of the kinds, and each kind has an example', () => {
  const examples = webhookExamples();
  expect(new Set(examples.map((e) => e.body.type))).toEqual(new Set(Object.keys(schemaByEventType)));
  for (const example of examples) expect(subjectOf(example.body as unknown as WebhookEvent)).not.toBe('');
});
