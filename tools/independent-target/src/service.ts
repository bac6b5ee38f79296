import { checkoutSeed, type CheckoutWallet } from './checkout-seed.js';
import { Clock } from './clock.js';
import {
  FUNDED_WALLET,
  LUMEN_WALLET,
  PRODUCTS,
  SECOND_WALLET,
  SETTLEMENT_WALLET,
  type Caller,
  type ProductRecord,
} from './data.js';
import type { Deviations } from './deviations.js';
import type { Answer } from './envelopes.js';
import { Ledger } from './ledger.js';
import { Postings } from './postings.js';
import { seedHistory } from './seed-history.js';
import { WebhookOutbox } from './webhooks.js';

/** Everything one running target holds; each start gets its own copy of the seed, so targets never share state. */
export interface Service {
  deviations: Deviations;
  clock: Clock;
  ledger: Ledger;
  postings: Postings;
  products: Map<string, ProductRecord>;
  checkoutWallets: CheckoutWallet[];
  webhooks: WebhookOutbox;
}

/** A request that passed authentication and validation. */
export interface ApiRequest {
  caller: Caller;
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type Handler = (service: Service, request: ApiRequest) => Answer | Promise<Answer>;

export function createService(deviations: Deviations): Service {
  const clock = new Clock();
  const ledger = new Ledger(
    [FUNDED_WALLET, SECOND_WALLET, SETTLEMENT_WALLET, LUMEN_WALLET].map((wallet) => ({ ...wallet })),
  );
  const webhooks = new WebhookOutbox({
    badSignature: deviations.badSignature === true,
    signsSortedKeys: deviations.signsSortedKeys === true,
    notRetried: deviations.webhookNotRetried === true,
    retryWithNewId: deviations.retryWithNewId === true,
    retryChangesBody: deviations.retryChangesBody === true,
  });
  const postings = new Postings(ledger, clock, {
    replayPostsAgain: deviations.replayPostsAgain === true,
    statusOnlyForTransfers: deviations.transferStatusOnlyForTransfers === true,
    anyOrganization: deviations.transferStatusOfAnyOrganization === true,
    reuseAnswers400: deviations.reusedReferenceAnswers400 === true,
    awaitBeforeClaim: deviations.referenceClaimedAfterAwait === true,
    awaitBeforeDebit: deviations.debitBookedAfterAwait === true,
    debitAsHoldRelease: deviations.immediateDebitAsHoldRelease === true,
    scheduledPostsAtOnce: deviations.scheduledPostsAtOnce === true,
    slowPostingMs: deviations.slowPostingMs ?? 0,
    onPosted: (organizationId, data) =>
      webhooks.send(
        organizationId,
        'transaction.posted',
        deviations.postedEventWrongAmount ? { ...data, amount: (data as { amount: number }).amount + 1 } : data,
        clock.now(),
      ),
  });
  seedHistory(ledger, postings);
  // Only after the seed: a frozen ledger would not even take the older history.
  ledger.frozen = deviations.balanceDoesNotMove === true;
  return {
    deviations,
    clock,
    ledger,
    postings,
    products: new Map(PRODUCTS.map((product) => [product.id, { ...product }])),
    checkoutWallets: checkoutSeed(clock.now()),
    webhooks,
  };
}
