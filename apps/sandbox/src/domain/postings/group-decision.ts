import type { PostedTransaction, TransactionToPost } from '@waas/types';
import { Book } from '../ledger/book.js';
import { outboxEvent } from '../webhooks/events.js';
import { isRefused, transactionLegs } from '../ledger/ledger.js';
import { refused, type Objection, type Outcome } from '../outcome.js';
import { BEYOND_LIMIT } from '../ledger/money.js';
import { postedTransaction } from './posted-transaction.js';
import type { LedgerWallet, LedgerWrite } from '../ledger/ledger.js';
import type { Posting } from './posting.js';
import type { OutboxEvent } from '../webhooks/outbox-event.js';

export type PostOutcome = Outcome<
  | 'transactionPosted'
  | 'transactionScheduled'
  | 'insufficientFunds'
  | 'invalidRequest'
  | 'invalidAccount'
  | 'referenceConflict',
  PostedTransaction
>;

/** A transaction request checked on its own, waiting for its group: its posting row before a wallet is known. */
export interface Submitted {
  posting: Posting;
  nowUs: number;
  body: TransactionToPost;
}

/** What a group was decided on: wallets with their balances, and postings that already use its references. */
export interface Known {
  wallets: LedgerWallet[];
  postings: Posting[];
}

/** A decided group: each transaction's answer and the write that makes them true. */
export interface Decision {
  outcomes: PostOutcome[];
  /** Undefined when the group claims nothing (only replays and refusals). */
  write: LedgerWrite | undefined;
  /** The internal wallet its postings balance on. */
  internalWalletId: string;
  /** Per outcome, whether it is a replay: a reference seen before, the same body, answered its first answer again. */
  replayed: boolean[];
}

/** The wallets and references a group names, for reading what it is decided on. */
export function named(group: readonly Submitted[]): {
  accountNumbers: string[];
  walletIds: string[];
  references: string[];
} {
  return {
    accountNumbers: group.flatMap(({ body }) => (body.accountNumber === undefined ? [] : [body.accountNumber])),
    walletIds: group.flatMap(({ body }) =>
      body.accountNumber === undefined && body.walletId !== undefined ? [body.walletId.toLowerCase()] : [],
    ),
    references: group.map((s) => s.posting.reference),
  };
}

/**
 * Decides a group's transactions in order on what was read; the write is undefined when nothing is claimed. Its
 * postings balance on the internal wallet `internal` names, or, when it names none that was read, the first read.
 */
export function decideGroup(
  organizationId: string,
  group: Submitted[],
  found: Known,
  internalWalletId?: string,
): Decision {
  const internals = found.wallets.filter((w) => w.kind === 'internal');
  const internal = internals.find((w) => w.id === internalWalletId) ?? internals[0];
  if (!internal) throw new Error(`organization ${organizationId} has no internal wallet`);
  const seen = new Map(found.postings.map((p) => [p.reference, p]));
  const book = new Book(found.wallets);
  const claims: Posting[] = [];
  const events: OutboxEvent[] = [];
  const replayed = group.map(() => false);
  const outcomes = group.map((submitted, i) => {
    // A reference seen before is answered from its first call before anything else is checked.
    const first = seen.get(submitted.posting.reference);
    if (first) {
      const again = replay(first, submitted.posting);
      replayed[i] = again.answer !== 'referenceConflict';
      return again;
    }
    const posting = { ...submitted.posting };
    const outcome = decide(book, posting, submitted, found.wallets, internal);
    if (outcome.answer === 'invalidAccount' || outcome.answer === 'invalidRequest') return outcome;
    posting.outcome = outcome.answer;
    posting.result = outcome.data ?? null;
    claims.push(posting);
    seen.set(posting.reference, posting);
    if (outcome.answer === 'transactionPosted')
      events.push(outboxEvent('transaction.posted', organizationId, outcome.data!, submitted.nowUs));
    return outcome;
  });
  const write = claims.length === 0 ? undefined : { ...book.changes(), claims, events };
  return { outcomes, write, internalWalletId: internal.id, replayed };
}

const INSUFFICIENT: Objection = {
  in: 'body',
  pointer: '/amount',
  message: 'is more than the available balance (with the fee, for a debit)',
};
const BEYOND: Objection = { in: 'body', pointer: '/amount', message: BEYOND_LIMIT };

/** A reference seen before: the same body gets the first answer again, another body a conflict. */
function replay(first: Posting, posting: Posting): PostOutcome {
  if (first.fingerprint !== posting.fingerprint) return { answer: 'referenceConflict' };
  // The only refusal a reference keeps is for want of funds; its replay says so again.
  const outcome = (
    first.outcome === 'insufficientFunds' ? refused(first.outcome, INSUFFICIENT) : { answer: first.outcome }
  ) as PostOutcome;
  if (first.result !== null && first.result !== undefined) outcome.data = first.result as PostedTransaction;
  return outcome;
}

/** Decides one transaction on the group's Book, filling in its posting row's wallets and status. */
function decide(
  book: Book,
  posting: Posting,
  { nowUs, body }: Submitted,
  read: readonly LedgerWallet[],
  internal: LedgerWallet,
): PostOutcome {
  const wallet = read.find((w) =>
    body.accountNumber !== undefined ? w.account_number === body.accountNumber : w.id === body.walletId?.toLowerCase(),
  );
  const agrees =
    wallet !== undefined &&
    (body.walletId === undefined || body.walletId.toLowerCase() === wallet.id) &&
    (body.customerId === undefined || body.customerId.toLowerCase() === wallet.customer_id);
  if (!agrees || wallet.kind !== 'customer') return { answer: 'invalidAccount' };
  if (wallet.currency_code !== body.currency)
    return refused('invalidRequest', {
      in: 'body',
      pointer: '/currency',
      message: `must be the wallet's currency, ${wallet.currency_code}`,
    });
  posting.wallet_id = wallet.id;
  posting.counter_wallet_id = internal.id;

  const legs = transactionLegs({
    walletId: wallet.id,
    internalWalletId: internal.id,
    direction: posting.direction!,
    amountMinor: posting.amount_minor,
    feeMinor: posting.fee_minor,
    remarks: posting.remarks,
    productId: posting.product_id,
    held: false,
  });
  // A refusal for want of funds is stored as the reference's answer: the write must prove the balance it saw.
  const relied = [wallet.id];

  if (posting.value_date_us > nowUs) {
    // Refused now, as a posting would be, rather than failing when it comes due.
    if (!book.fits(legs)) return refused('invalidRequest', BEYOND);
    const held =
      posting.direction === 'DEBIT'
        ? book.hold(wallet.id, posting.amount_minor + posting.fee_minor)
        : book.balances(wallet.id);
    if (!held) {
      book.rely(relied);
      return refused('insufficientFunds', INSUFFICIENT);
    }
    posting.status = 'scheduled';
    return { answer: 'transactionScheduled', data: postedTransaction(posting, wallet, held, 'Pending') };
  }
  const after = book.post({ id: posting.id, organizationId: posting.organization_id, atUs: nowUs }, legs);
  // A balance past what minor units hold exactly could never be read back: refused, not claimed, so not stored,
  // and the next try is decided afresh.
  if (isRefused(after) && after.refused === 'beyondLimit') return refused('invalidRequest', BEYOND);
  if (isRefused(after)) {
    book.rely(relied);
    return refused('insufficientFunds', INSUFFICIENT);
  }
  posting.status = 'posted';
  posting.posted_at_us = nowUs;
  return { answer: 'transactionPosted', data: postedTransaction(posting, wallet, after.get(wallet.id)!, 'Success') };
}
