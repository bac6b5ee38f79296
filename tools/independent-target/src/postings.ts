import { randomUUID } from 'node:crypto';
import { instant, parseInstant, type Clock } from './clock.js';
import { errorA, invalidRequestA, successA, type Answer } from './envelopes.js';
import { fingerprint } from './fingerprint.js';
import type { Balances, Leg, Ledger, WalletAccount } from './ledger.js';
import { toMajor, toMinor } from './money.js';

export type TransferStatusValue = 'Success' | 'Pending' | 'Failed';

/** The request body of postWalletTransaction, as validated against TransactionToPost. */
export interface TransactionToPost {
  productId: string;
  amount: number;
  direction: 'CREDIT' | 'DEBIT';
  currency: string;
  fee?: number;
  valueDate?: string;
  transactionReference?: string;
  walletId?: string;
  customerId?: string;
  organizationId?: string;
  accountNumber?: string;
  remarks?: string;
  batchReference?: string;
}

interface Scheduled {
  wallet: WalletAccount;
  body: TransactionToPost;
  transactionId: string;
  amountMinor: number;
  feeMinor: number;
  valueDateMs: number;
}

interface Outcome {
  status: TransferStatusValue;
  answer: Answer;
  scheduled?: Scheduled;
}

interface Posting {
  status: TransferStatusValue;
  /** When it was posted, refused or scheduled: the transfer status timestamp. */
  atMs: number;
  /** Absent for seeded transfers and inflows, which no posting request can replay. */
  fingerprint?: string;
  answer?: Answer;
  scheduled?: Scheduled;
}

export interface BatchProcessingResult {
  isSuccess: boolean;
  message: string;
  processedBatches: number;
  totalTransactions: number;
  totalAmount: number;
}

const insufficientFunds = errorA(400, '51', 'Insufficient funds');
const invalidAccount = errorA(404, '404', 'Invalid account number and organization');
const referenceConflict = errorA(409, '409', 'Transaction reference already used with different details');

/** A fee is charged on top of a debit and taken from a credit, as its own line so history shows it apart. */
function legs(body: TransactionToPost, amountMinor: number, feeMinor: number): Leg[] {
  const remarks = body.remarks ?? '';
  const main: Leg = {
    dc: body.direction === 'CREDIT' ? 'C' : 'D',
    amountMinor,
    productId: body.productId.toLowerCase(),
    remarks,
  };
  return feeMinor > 0 ? [main, { ...main, dc: 'D', amountMinor: feeMinor, remarks: `Fee: ${remarks}`.trim() }] : [main];
}

/**
 * What a real store's round trip gives every other request in flight. Long enough that requests sent together all
 * arrive inside it on two loaded cores: much shorter, one of three sent at once can arrive after it in a full
 * `pnpm test`, and the deviation posts twice, not three times.
 */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

const net = (l: readonly Leg[]) =>
  l.reduce((sum, leg) => sum + (leg.dc === 'C' ? leg.amountMinor : -leg.amountMinor), 0);

/** Postings by organization and reference: each reference posts once, and answers the same way every time after. */
export class Postings {
  readonly #byReference = new Map<string, Posting>();

  constructor(
    private readonly ledger: Ledger,
    private readonly clock: Clock,
    private readonly options: {
      replayPostsAgain: boolean;
      statusOnlyForTransfers: boolean;
      anyOrganization?: boolean;
      reuseAnswers400: boolean;
      /**
       * The deviations that await where a real store would: between claiming a reference, or checking funds, and
       * booking.
       */
      awaitBeforeClaim: boolean;
      awaitBeforeDebit: boolean;
      debitAsHoldRelease: boolean;
      scheduledPostsAtOnce: boolean;
      slowPostingMs: number;
      onPosted: (organizationId: string, data: object) => void;
    },
  ) {}

  /** A transfer that completed outside a posting request (seeded history, an inflow). */
  settled(organizationId: string, reference: string, atMs: number): void {
    this.#byReference.set(`${organizationId} ${reference}`, { status: 'Success', atMs });
  }

  status(organizationId: string, reference: string): { status: TransferStatusValue; atMs: number } | undefined {
    const own = this.#byReference.get(`${organizationId} ${reference}`);
    // The transferStatusOfAnyOrganization deviation: a reference is looked up whichever organization posted it.
    const found =
      own ??
      (this.options.anyOrganization
        ? [...this.#byReference].find(([key]) => key.endsWith(` ${reference}`))?.[1]
        : undefined);
    // Only a posting request leaves a fingerprint: what settled outside one is a transfer in every reading.
    return this.options.statusOnlyForTransfers && found?.fingerprint !== undefined ? undefined : found;
  }

  async post(organizationId: string, body: TransactionToPost): Promise<Answer> {
    if (this.options.slowPostingMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.slowPostingMs));
    const now = this.clock.now();
    const amountMinor = toMinor(body.amount);
    const feeMinor = toMinor(body.fee ?? 0);
    const valueDateMs = body.valueDate === undefined ? now : parseInstant(body.valueDate);
    if (amountMinor === undefined || feeMinor === undefined || valueDateMs === undefined) return invalidRequestA;
    if (body.accountNumber === undefined && body.walletId === undefined) return invalidRequestA;
    // Without a reference the call cannot be made safe to retry; it still gets one, so its status can be asked.
    const reference = body.transactionReference ?? `KST-${randomUUID().slice(0, 8).toUpperCase()}`;
    const key = `${organizationId} ${reference}`;
    const print = fingerprint(body);
    const earlier = this.#byReference.get(key);
    if (earlier && !(this.options.replayPostsAgain && earlier.fingerprint === print)) {
      return earlier.fingerprint === print && earlier.answer
        ? earlier.answer
        : this.options.reuseAnswers400
          ? invalidRequestA
          : referenceConflict;
    }
    if (this.options.awaitBeforeClaim) await tick();
    const wallet = this.#walletFor(organizationId, body);
    if (!wallet) return invalidAccount;
    if (wallet.currencyCode !== body.currency) return invalidRequestA;
    const scheduled: Scheduled = {
      wallet,
      body: { ...body, transactionReference: reference },
      transactionId: randomUUID(),
      amountMinor,
      feeMinor,
      valueDateMs,
    };
    // Decided without an await (the JavaScript turn is the lock), unless a deviation asks for one.
    const outcome =
      valueDateMs > now && !this.options.scheduledPostsAtOnce
        ? this.#schedule(scheduled)
        : this.options.awaitBeforeDebit && body.direction === 'DEBIT'
          ? await this.#postAfterAwait(scheduled, now)
          : this.#postNow(scheduled, now);
    this.#byReference.set(key, { ...outcome, fingerprint: print, atMs: now });
    return outcome.answer;
  }

  /** Posts every scheduled transaction of the organization whose value date has come, oldest value date first. */
  processDue(organizationId: string): BatchProcessingResult {
    const now = this.clock.now();
    const due = [...this.#byReference.entries()]
      .filter(
        ([key, p]) => key.startsWith(`${organizationId} `) && p.status === 'Pending' && p.scheduled!.valueDateMs <= now,
      )
      .sort(([, a], [, b]) => a.scheduled!.valueDateMs - b.scheduled!.valueDateMs);
    const batches = new Set<string>();
    let totalTransactions = 0;
    let totalMinor = 0;
    for (const [, posting] of due) {
      const s = posting.scheduled!;
      const lines = legs(s.body, s.amountMinor, s.feeMinor);
      // A held debit cannot fail here; a scheduled credit whose fee outgrew the balance can.
      if (s.body.direction === 'CREDIT' && s.wallet.availableMinor + net(lines) < 0) {
        Object.assign(posting, { status: 'Failed', atMs: now });
        continue;
      }
      const after = this.ledger.post(s.wallet.id, lines, {
        reference: s.body.transactionReference!,
        transactionId: s.transactionId,
        atMs: now,
        held: s.body.direction === 'DEBIT',
      });
      Object.assign(posting, { status: 'Success', atMs: now });
      this.options.onPosted(organizationId, this.#result(s, 'Success', after));
      // Transactions that share a batch reference are one batch; one without is a batch of its own.
      batches.add(s.body.batchReference ?? `posting ${s.transactionId}`);
      totalTransactions++;
      totalMinor += s.amountMinor;
    }
    return {
      isSuccess: true,
      message: `Processed ${batches.size} batches`,
      processedBatches: batches.size,
      totalTransactions,
      totalAmount: toMajor(totalMinor),
    };
  }

  #walletFor(organizationId: string, body: TransactionToPost): WalletAccount | undefined {
    if (body.organizationId !== undefined && body.organizationId.toLowerCase() !== organizationId) return undefined;
    const byId = body.walletId === undefined ? undefined : this.ledger.wallet(body.walletId);
    const wallet =
      body.accountNumber === undefined ? byId : this.ledger.customerWallet(organizationId, body.accountNumber);
    if (!wallet || wallet.organizationId !== organizationId || wallet.isInternal) return undefined;
    // Every identifier the body gives must name the same wallet.
    if (body.walletId !== undefined && byId !== wallet) return undefined;
    if (body.customerId !== undefined && body.customerId.toLowerCase() !== wallet.customerId) return undefined;
    return wallet;
  }

  #postNow(s: Scheduled, now: number): Outcome {
    const lines = legs(s.body, s.amountMinor, s.feeMinor);
    if (s.wallet.availableMinor + net(lines) < 0) return { status: 'Failed', answer: insufficientFunds };
    return this.#book(s, lines, now);
  }

  /** The debitBookedAfterAwait deviation: the funds checked, then an await, then booked whatever came in between. */
  async #postAfterAwait(s: Scheduled, now: number): Promise<Outcome> {
    const lines = legs(s.body, s.amountMinor, s.feeMinor);
    if (s.wallet.availableMinor + net(lines) < 0) return { status: 'Failed', answer: insufficientFunds };
    await tick();
    return this.#book(s, lines, now);
  }

  #book(s: Scheduled, lines: Leg[], now: number): Outcome {
    const held = s.body.direction === 'DEBIT' && this.options.debitAsHoldRelease;
    const after = this.ledger.post(s.wallet.id, lines, {
      reference: s.body.transactionReference!,
      transactionId: s.transactionId,
      atMs: now,
      held,
    });
    const data = this.#result(s, 'Success', after);
    this.options.onPosted(s.wallet.organizationId, data);
    return { status: 'Success', answer: successA('200', 'Transaction posted successfully.', data) };
  }

  /** A future value date: a debit holds its amount and fee now; a credit waits for the due-batch run entirely. */
  #schedule(s: Scheduled): Outcome {
    const debit = s.amountMinor + s.feeMinor;
    if (s.body.direction === 'DEBIT' && s.wallet.availableMinor < debit)
      return { status: 'Failed', answer: insufficientFunds };
    const after =
      s.body.direction === 'DEBIT'
        ? this.ledger.hold(s.wallet.id, debit)
        : { availableMinor: s.wallet.availableMinor, ledgerMinor: s.wallet.ledgerMinor };
    return {
      status: 'Pending',
      scheduled: s,
      answer: successA('200', 'Transaction posted successfully.', this.#result(s, 'Pending', after)),
    };
  }

  #result(s: Scheduled, status: TransferStatusValue, after: Balances) {
    return {
      transactionId: s.transactionId,
      transactionReference: s.body.transactionReference!,
      walletId: s.wallet.id,
      accountNumber: s.wallet.accountNumber,
      direction: s.body.direction,
      amount: toMajor(s.amountMinor),
      fee: toMajor(s.feeMinor),
      currency: s.body.currency,
      status,
      availableBalance: toMajor(after.availableMinor),
      ledgerBalance: toMajor(after.ledgerMinor),
      valueDate: instant(s.valueDateMs),
    };
  }
}
