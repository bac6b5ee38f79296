import type { CheckoutWallet } from '@waas/types';
import type { ApiKeyRow } from '../domain/auth/store.js';
import type { CheckoutWalletFilter, CheckoutWalletRow } from '../domain/checkout/store.js';
import type { LedgerWrite } from '../domain/ledger/ledger.js';
import type { OrganizationRow, ProductRow, WalletGroupRow } from '../domain/organizations/store.js';
import type { BankAccount } from '../domain/payouts/store.js';
import type { NamedByGroup, WriteFailure } from '../domain/postings/store.js';
import type { PostingStatus } from '../domain/postings/posting.js';
import type { Store, UnitOfWork } from '../domain/store.js';
import type { CheckoutWalletKind, WalletProfile } from '../domain/wallets/store.js';
import type { NewWallet, WalletRecord } from '../domain/wallets/wallet.js';
import type { AttemptRow, EndpointRow, NextState } from '../domain/webhooks/store.js';
import type { OutboxEvent } from '../domain/webhooks/outbox-event.js';
import { defaultWalletGroup, insertProduct, insertWalletGroup, updateProduct, walletGroupById } from './catalogue.js';
import {
  checkoutWalletByNumberForUpdate,
  checkoutWalletForUpdate,
  checkoutWalletsDueToExpire,
  freeWalletNumber,
  saveCheckoutWallet,
} from './checkout-wallets.js';
import {
  bankAccountName,
  checkoutWalletsPage,
  insertBankAccount,
  insertCheckoutWallet,
  prefixMappingsPage,
} from './checkout.js';
import { clockOffsetsOf, setClockOffsetOf } from './clocks.js';
import { autocommit, type Engine, type Sql } from './engine.js';
import { entriesImbalance, entriesPage, historyMismatches } from './entries.js';
import { ledgerWrite, writeLedger } from './ledger-write.js';
import { apiKeyByHash, insertApiKey, insertOrganization, organizationById } from './organizations.js';
import { eventsAfter, eventsOf, insertEvent, lastSeq, seqOf } from './outbox.js';
import {
  CLAIM_CONSTRAINT,
  duePostings,
  heldByWallet,
  lockedBookWallets,
  markPosted,
  postingByReference,
  readForPostings,
} from './postings.js';
import { customerWalletForChange, removeWallet, saveWalletProfile, walletHasHistory } from './wallet-changes.js';
import {
  addInternalWallet,
  allWallets,
  BALANCE_LIMIT_CONSTRAINT,
  freeAccountNumber,
  insertWallet,
  INTERNAL_WALLET_BUSY,
  internalWallets,
  organizationWallet,
  unbalancedOrganizations,
  walletById,
  walletByAccountNumber,
  walletByMobileNumber,
  walletReadsTogether,
} from './wallets.js';
import {
  attemptsOf,
  claimDueEvents,
  deleteEndpoint,
  endpointOf,
  eventLog,
  pendingEvents,
  recordAttempts,
  recordForwarded,
  scheduleRedelivery,
  upsertEndpoint,
} from './webhooks.js';

/** The domain's ports (domain/store.ts) on one unit of work's SQL: each call is one of storage's named queries. */
export class SqlUnitOfWork implements UnitOfWork {
  constructor(protected readonly sql: Sql) {}

  /** Whether this unit of work wrote an outbox event or moved a clock: a delivery may be due once it commits. */
  outboxChanged = false;

  /** `done`, noted as a change of the outbox; the Store, outside any unit of work, says so once it has resolved. */
  protected changingOutbox<T>(done: Promise<T>): Promise<T> {
    this.outboxChanged = true;
    return done;
  }

  // auth
  apiKeyByHash(keyHash: string) {
    return apiKeyByHash(this.sql, keyHash);
  }
  insertApiKey(key: ApiKeyRow) {
    return insertApiKey(this.sql, key);
  }

  // checkout
  checkoutWalletForUpdate(organizationId: string, id: string) {
    return checkoutWalletForUpdate(this.sql, organizationId, id);
  }
  checkoutWalletByNumberForUpdate(organizationId: string, walletNumber: string) {
    return checkoutWalletByNumberForUpdate(this.sql, organizationId, walletNumber);
  }
  checkoutWalletsDueToExpire(organizationId: string, nowUs: number) {
    return checkoutWalletsDueToExpire(this.sql, organizationId, nowUs);
  }
  saveCheckoutWallet(wallet: CheckoutWallet) {
    return saveCheckoutWallet(this.sql, wallet);
  }
  freeWalletNumber() {
    return freeWalletNumber(this.sql);
  }
  insertCheckoutWallet(wallet: CheckoutWalletRow) {
    return insertCheckoutWallet(this.sql, wallet);
  }
  checkoutWalletsPage(organizationId: string, filter: CheckoutWalletFilter, page: { offset: number; limit: number }) {
    return checkoutWalletsPage(this.sql, organizationId, filter, page);
  }

  // ledger
  lockedWallets(organizationId: string, named: { ids?: readonly string[]; kinds?: readonly WalletRecord['kind'][] }) {
    return lockedBookWallets(this.sql, organizationId, named);
  }
  writeLedger(write: LedgerWrite) {
    const done = writeLedger(this.sql, write);
    return write.events.length > 0 ? this.changingOutbox(done) : done;
  }
  entriesPage(walletId: string, range: { fromUs: number; toUs: number }, page: { offset: number; limit: number }) {
    return entriesPage(this.sql, walletId, range, page);
  }
  allWallets() {
    return allWallets(this.sql);
  }
  heldByWallet() {
    return heldByWallet(this.sql);
  }
  historyMismatches() {
    return historyMismatches(this.sql);
  }
  unbalancedOrganizations() {
    return unbalancedOrganizations(this.sql);
  }
  entriesImbalance() {
    return entriesImbalance(this.sql);
  }

  // organizations
  organizationById(id: string) {
    return organizationById(this.sql, id);
  }
  insertOrganization(organization: OrganizationRow) {
    return insertOrganization(this.sql, organization);
  }
  insertProduct(product: ProductRow) {
    return insertProduct(this.sql, product);
  }
  updateProduct(product: ProductRow) {
    return updateProduct(this.sql, product);
  }
  insertWalletGroup(group: WalletGroupRow) {
    return insertWalletGroup(this.sql, group);
  }
  walletGroupById(organizationId: string, id: string) {
    return walletGroupById(this.sql, organizationId, id);
  }
  defaultWalletGroup(organizationId: string) {
    return defaultWalletGroup(this.sql, organizationId);
  }

  // payouts
  bankAccountName(bankCode: string, accountNumber: string) {
    return bankAccountName(this.sql, bankCode, accountNumber);
  }
  insertBankAccount(account: BankAccount) {
    return insertBankAccount(this.sql, account);
  }
  prefixMappingsPage(organizationId: string, search: string | undefined, page: { offset: number; limit: number }) {
    return prefixMappingsPage(this.sql, organizationId, search, page);
  }

  // postings
  lockForPostings(organizationId: string, named: NamedByGroup, internal: string | undefined) {
    return readForPostings(this.sql, organizationId, named, { lock: true, internal });
  }
  postingByReference(organizationId: string, reference: string) {
    return postingByReference(this.sql, organizationId, reference);
  }
  duePostings(organizationId: string, nowUs: number) {
    return duePostings(this.sql, organizationId, nowUs);
  }
  markPosted(id: string, postedAtUs: number, status?: PostingStatus) {
    return markPosted(this.sql, id, postedAtUs, status);
  }
  internalWallets(organizationId: string) {
    return internalWallets(this.sql, organizationId);
  }
  addInternalWallet(organizationId: string, nowUs: number) {
    return addInternalWallet(this.sql, organizationId, nowUs);
  }

  // time
  clockOffsetsOf(organizationId: string) {
    return clockOffsetsOf(this.sql, organizationId);
  }
  setClockOffsetOf(organizationId: string, offsetUs: number | null) {
    return this.changingOutbox(setClockOffsetOf(this.sql, organizationId, offsetUs));
  }

  // wallets
  walletById(organizationId: string, id: string) {
    return walletById(this.sql, organizationId, id);
  }
  walletByAccountNumber(organizationId: string, accountNumber: string) {
    return walletByAccountNumber(this.sql, organizationId, accountNumber);
  }
  walletByMobileNumber(organizationId: string, mobNum: string) {
    return walletByMobileNumber(this.sql, organizationId, mobNum);
  }
  customerWalletForChange(organizationId: string, walletId: string, lock: 'change' | 'removal') {
    return customerWalletForChange(this.sql, organizationId, walletId, lock);
  }
  saveWalletProfile(walletId: string, profile: WalletProfile) {
    return saveWalletProfile(this.sql, walletId, profile);
  }
  walletHasHistory(walletId: string) {
    return walletHasHistory(this.sql, walletId);
  }
  removeWallet(walletId: string) {
    return removeWallet(this.sql, walletId);
  }
  organizationWallet(organizationId: string, kind: CheckoutWalletKind, nowUs: number) {
    return organizationWallet(this.sql, organizationId, kind, nowUs);
  }
  freeAccountNumber() {
    return freeAccountNumber(this.sql);
  }
  insertWallet(wallet: NewWallet) {
    return insertWallet(this.sql, wallet);
  }

  // webhooks
  insertEvent(event: OutboxEvent) {
    return this.changingOutbox(insertEvent(this.sql, event));
  }
  eventsOf(organizationId: string) {
    return eventsOf(this.sql, organizationId);
  }
  seqOf(organizationId: string, eventId: string) {
    return seqOf(this.sql, organizationId, eventId);
  }
  lastSeq() {
    return lastSeq(this.sql);
  }
  eventsAfter(request: {
    organizationId: string;
    afterSeq: number;
    types: readonly string[] | undefined;
    limit: number;
  }) {
    return eventsAfter(this.sql, request);
  }
  upsertEndpoint(endpoint: EndpointRow) {
    return upsertEndpoint(this.sql, endpoint);
  }
  endpointOf(organizationId: string) {
    return endpointOf(this.sql, organizationId);
  }
  deleteEndpoint(organizationId: string) {
    return deleteEndpoint(this.sql, organizationId);
  }
  claimDueEvents(realNowUs: number, leaseUs: number, limit: number) {
    return claimDueEvents(this.sql, realNowUs, leaseUs, limit);
  }
  pendingEvents() {
    return pendingEvents(this.sql);
  }
  recordAttempts(recorded: readonly { attempt: AttemptRow; next: NextState }[]) {
    return recordAttempts(this.sql, recorded);
  }
  scheduleRedelivery(organizationId: string, eventId: string) {
    return this.changingOutbox(scheduleRedelivery(this.sql, organizationId, eventId));
  }
  eventLog(organizationId: string, eventId?: string) {
    return eventLog(this.sql, organizationId, eventId);
  }
  attemptsOf(eventIds: readonly string[]) {
    return attemptsOf(this.sql, eventIds);
  }
  recordForwarded(organizationId: string, attempt: Omit<AttemptRow, 'attempt'>) {
    return recordForwarded(this.sql, organizationId, attempt);
  }
}

/**
 * The domain's Store on an engine: units of work, and outside them its reads, each one statement on its own
 * (`autocommit`, made once here rather than per call), and the posting line's unlocked write.
 */
export class SqlStore extends SqlUnitOfWork implements Store {
  readonly #engine: Engine;
  /**
   * The posting line's unlocked read, planned on every call, on the names it is given and the statistics of the
   * moment: a prepared read keeps the plan made on its first calls, and on an empty database that reads the
   * organization's wallets through an index, then for every group however large the organization grows. Prepared,
   * it costs PostgreSQL less CPU per posting, yet the line's throughput fell when it was tried (before migrations/009).
   */
  readonly #unprepared: Sql;
  /**
   * The hot read, together with those asked in the same turn on PostgreSQL (walletReadsTogether). PGlite keeps each
   * single read's answer until a write (node/pglite.ts): a statement per group of reads would not be kept.
   */
  readonly #walletById: (organizationId: string, id: string) => Promise<WalletRecord | undefined>;

  private constructor(engine: Engine) {
    super(autocommit(engine));
    this.#engine = engine;
    this.#unprepared = autocommit(engine, { prepare: false });
    this.#walletById =
      engine.name === 'postgres'
        ? walletReadsTogether(this.sql)
        : (organizationId, id) => walletById(this.sql, organizationId, id);
  }

  override walletById(organizationId: string, id: string) {
    return this.#walletById(organizationId, id);
  }

  readonly #outboxListeners = new Set<() => void>();

  onOutboxChange(listener: () => void): () => void {
    this.#outboxListeners.add(listener);
    return () => this.#outboxListeners.delete(listener);
  }

  #outboxChanged(): void {
    for (const listener of this.#outboxListeners) listener();
  }

  protected override changingOutbox<T>(done: Promise<T>): Promise<T> {
    return done.then((result) => {
      this.#outboxChanged();
      return result;
    });
  }

  async unitOfWork<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T> {
    let tx: SqlUnitOfWork | undefined;
    const result = await this.#engine.unitOfWork((sql) => work((tx = new SqlUnitOfWork(sql))));
    // Only the attempt that committed counts: an engine may run `work` again after a failure.
    if (tx?.outboxChanged) this.#outboxChanged();
    return result;
  }

  readForPostings(organizationId: string, named: NamedByGroup) {
    return readForPostings(this.#unprepared, organizationId, named, { lock: false });
  }

  writeUnlocked(write: LedgerWrite): Promise<void> {
    const done = this.#engine.write(ledgerWrite(write));
    return write.events.length > 0 ? this.changingOutbox(done) : done;
  }

  writeFailure(error: unknown): WriteFailure {
    return writeFailure(error);
  }

  static readonly #stores = new WeakMap<Engine, SqlStore>();

  /** The one Store of an engine: what is kept per Store (the posting line's groups) is kept per engine. */
  static of(engine: Engine): SqlStore {
    let store = SqlStore.#stores.get(engine);
    if (!store) SqlStore.#stores.set(engine, (store = new SqlStore(engine)));
    return store;
  }
}

/**
 * Why a write of a Book's decision failed, by its SQLSTATE: the organization's internal wallet held by another
 * writer (lockWallets asks for it without waiting); or deciding again from the database gives the right answer — a
 * wallet moved or a reference was claimed since the read (serialization failure, the claim's unique violation); an
 * organization's own wallet, moved by others since, would pass the balance limit; the write was chosen as a
 * deadlock's victim; or the connection went while it was committing, so it may have committed — then its references
 * are claimed, and deciding again answers each as the replay of what it stored.
 */
export function writeFailure(error: unknown): WriteFailure {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === INTERNAL_WALLET_BUSY) return 'internalWalletBusy';
  if (code === '40001' || code === '40P01' || (code === '23505' && constraint === CLAIM_CONSTRAINT))
    return 'decideAgain';
  if (code === '23514' && constraint === BALANCE_LIMIT_CONSTRAINT) return 'decideAgain';
  if (code?.startsWith('08') === true || code === '57P01' || /Connection terminated|ECONNRESET/.test(message ?? ''))
    return 'decideAgain';
  return undefined;
}
