// An independent stand-in for "a real staging by another team": an in-process server of the whole spec with its own
// organizations, wallets and checkout wallets, and switches that each break one rule, to prove the runner judges.
import { FUNDED_WALLET, KESTREL, KEYS, PRODUCTS } from './data.js';
import type { Deviations } from './deviations.js';
import { PAYEE } from './directory.js';
import { listen } from './server.js';
import { createService } from './service.js';

export type { Deviations } from './deviations.js';

export interface IndependentTarget {
  /** http://127.0.0.1:<port>, all three hosts' paths on one port. */
  url: string;
  /**
   * organization has admin access; nonAdmin belongs to the same organization without it; otherOrganization to a second
   * organization with its own wallets.
   */
  keys: { organization: string; otherOrganization: string; nonAdmin: string };
  /**
   * The main organization's id, one funded customer wallet of it, a product the run may update, a bank account the
   * payout directory knows.
   */
  identifiers: { organizationId: string; walletId: string; productId: string; bankCode: string; accountNumber: string };
  /** PUT registerPath with body {url, secret} and the organization's x-api-key sets where its webhooks go. */
  webhook: { secret: string; registerPath: string };
  /** How many API requests it served (webhook registration not counted). */
  requests: () => number;
  /**
   * The operations of the spec it does not implement by hand yet (routes.ts), answered from their examples: a run that
   * judges it on data of its own skips them, since an example's ids are not its ids.
   */
  answeredFromExamples: readonly string[];
  close(): Promise<void>;
}

const WEBHOOK = { secret: 'kestrel-staging-webhook-secret-3e8a', registerPath: '/test-control/webhook' } as const;

export async function startIndependentTarget(deviations: Deviations = {}): Promise<IndependentTarget> {
  const service = createService(deviations);
  const server = await listen(service, WEBHOOK);
  return {
    url: server.url,
    keys: { ...KEYS },
    identifiers: {
      organizationId: KESTREL.id,
      walletId: FUNDED_WALLET.id,
      productId: PRODUCTS[0]!.id,
      bankCode: PAYEE.bankCode,
      accountNumber: PAYEE.accountNumber,
    },
    webhook: { ...WEBHOOK },
    requests: server.requests,
    answeredFromExamples: server.answeredFromExamples,
    close: async () => {
      service.webhooks.close();
      await server.close();
    },
  };
}
