// The profile a staging user writes for this target (keys, base URL, the few ids only they know; the runner reads
// the rest), and the selection a run judges it on: the conformance runner's suites run against it with both.
import { FUNDED_WALLET, PRODUCTS } from './data.js';
import type { IndependentTarget } from './index.js';

/** Latency budget of rows not about latency: the target answers from the test's own process, which may be busy. */
const LOOSE_BUDGET_MS = 30_000;

/** What a staging user writes: keys, the base URL, and the few ids only they know. Everything else is read. */
export function stagingProfile(target: IndependentTarget, budgetMs?: number) {
  const product = PRODUCTS.find((p) => p.id === target.identifiers.productId)!;
  return {
    name: 'independent',
    kind: 'live' as const,
    target: target.url,
    keys: target.keys,
    identifiers: {
      organizationId: target.identifiers.organizationId,
      walletId: target.identifiers.walletId,
      productId: product.id,
      name: product.name,
      description: product.description,
      direction: product.direction,
      BankCode: target.identifiers.bankCode,
      AccountNumber: target.identifiers.accountNumber,
    },
    latency: { budgetMs: budgetMs ?? LOOSE_BUDGET_MS },
    // The target runs on the runner's clock, in its process: a second's lead is enough for a scheduled debit, as on
    // the sandbox; the default's three are for a staging far away, and every run would wait them out.
    scheduleAheadMs: 1_000,
    webhooks: {
      secret: target.webhook.secret,
      register: {
        method: 'PUT',
        url: target.webhook.registerPath,
        headers: { 'x-api-key': target.keys.organization },
        body: { url: '{receiverUrl}', secret: target.webhook.secret },
      },
      waitMs: 5_000,
      // The one kind besides the inflow that the API alone can cause; the others need a control API it does not have.
      causes: {
        'transaction.posted': {
          steps: [
            {
              method: 'POST',
              url: '/api/v1/wallets/account-number/transactions',
              headers: { 'x-api-key': '{apiKey}' },
              body: {
                productId: product.id,
                amount: 7.25,
                direction: 'CREDIT',
                currency: 'NGN',
                accountNumber: FUNDED_WALLET.accountNumber,
                transactionReference: 'IND-{runId}',
              },
            },
          ],
          match: ['data.transactionReference'],
          expect: {
            'data.transactionReference': 'IND-{runId}',
            'data.walletId': FUNDED_WALLET.id,
            'data.amount': 7.25,
            'data.direction': 'CREDIT',
          },
        },
      },
    },
  };
}

/**
 * What a run judges on the independent target: all but the operations it answers from the spec's examples until they
 * are written by hand, whose answers carry the examples' data and not its own.
 */
export const implementedByHand = (target: IndependentTarget) => ({
  only: [] as string[],
  skip: [...target.answeredFromExamples],
});
