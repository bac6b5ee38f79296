import type { KeyStore } from './auth/store.js';
import type { CheckoutStore } from './checkout/store.js';
import type { LedgerAudit, LedgerStore } from './ledger/store.js';
import type { OrganizationStore } from './organizations/store.js';
import type { PayoutStore } from './payouts/store.js';
import type { PostingLineStore, PostingStore } from './postings/store.js';
import type { ClockStore } from './time/store.js';
import type { WalletStore } from './wallets/store.js';
import type { WebhookStore } from './webhooks/store.js';

/**
 * The ports the domain declares, one per concept (store.ts in its folder), and storage implements (`SqlStore`): the
 * domain decides, storage turns each call into SQL. Everything asked of one unit of work commits together, or,
 * when the work throws, not at all.
 */
export interface UnitOfWork
  extends KeyStore,
    CheckoutStore,
    LedgerStore,
    LedgerAudit,
    OrganizationStore,
    PayoutStore,
    PostingStore,
    ClockStore,
    WalletStore,
    WebhookStore {}

/** The reads that run on their own, each one statement (its own snapshot), outside any unit of work. */
export type StandaloneReads = Pick<
  UnitOfWork,
  | 'apiKeyByHash'
  | 'clockOffsetsOf'
  | 'internalWallets'
  | 'lastSeq'
  | 'organizationById'
  | 'pendingEvents'
  | 'postingByReference'
  | 'seqOf'
  | 'eventsAfter'
  | 'walletById'
  | 'walletByMobileNumber'
  | 'walletGroupById'
>;

/** Storage as the domain is handed it (by the composition root, sandbox-core.ts). */
export interface Store extends StandaloneReads, PostingLineStore {
  /** Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws. */
  unitOfWork<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each write of this process that may have made a webhook delivery due (an outbox event
   * written or sent again, an organization's clock moved), once it has committed; answers how to stop.
   */
  onOutboxChange(listener: () => void): () => void;
}
