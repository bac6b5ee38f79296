import { randomUUID } from 'node:crypto';
import type { PostedTransaction, TransactionToPost } from '@waas/types';
import { autocommit, type Engine } from '../storage/engine.js';
import { insertEntries } from '../storage/entries.js';
import { insertEvents, type OutboxEvent } from '../storage/outbox.js';
import { CLAIM_CONSTRAINT, claimPostings, readForPostings, type PostingRow, type PostingWallet } from '../storage/postings.js';
import { together, type Statement } from '../storage/statement.js';
import { applyMoves, type WalletRow } from '../storage/wallets.js';
import { Book } from './book.js';
import { transactionPostedEvent } from './events.js';
import { fingerprint } from './fingerprint.js';
import { GroupCommit } from './group-commit.js';
import { instant, parseInstant } from './instants.js';
import { transactionLegs } from './ledger.js';
import { toMajor, toMinor } from './money.js';
import type { Outcome } from './outcome.js';

export type PostOutcome = Outcome<
  'transactionPosted' | 'transactionScheduled' | 'insufficientFunds' | 'invalidRequest' | 'invalidAccount' | 'referenceConflict',
  PostedTransaction
>;

/** A transaction request checked on its own, waiting for its group: its posting row before a wallet is known. */
interface Submitted {
  posting: PostingRow;
  nowUs: number;
  body: TransactionToPost;
}

const ATTEMPTS = 5;

// One queue per storage engine and organization: every caller posting on an engine shares its groups.
const groupsByEngine = new WeakMap<Engine, GroupCommit<Submitted, PostOutcome>>();
const groupsOf = (engine: Engine) => {
  let groups = groupsByEngine.get(engine);
  if (!groups) {
    groups = new GroupCommit((organizationId, items) => postGroup(engine, organizationId, items));
    groupsByEngine.set(engine, groups);
  }
  return groups;
};

/**
 * Posts a transaction to a wallet found by account number. A reference posts once per organization: the same
 * reference with the same body answers what the first call answered and moves nothing; with another body it is a
 * conflict. A value date in the future schedules the transaction: a debit is held now (available balance) and
 * posted by the next due-batch run (ledger balance); a credit waits for that run entirely.
 *
 * Concurrent transactions of an organization are written together (group commit), each decided in arrival order
 * against the balances the ones before it left, each with its own answer: grouping changes the cost, not the outcome.
 */
export async function postTransaction(
  engine: Engine,
  request: { organizationId: string; nowUs: number; body: TransactionToPost },
): Promise<PostOutcome> {
  const { organizationId, nowUs, body } = request;
  const amountMinor = toMinor(body.amount);
  const feeMinor = toMinor(body.fee ?? 0);
  const valueDateUs = body.valueDate === undefined ? nowUs : parseInstant(body.valueDate);
  if (amountMinor === undefined || amountMinor <= 0 || feeMinor === undefined || valueDateUs === undefined) return { answer: 'invalidRequest' };
  if (body.accountNumber === undefined && body.walletId === undefined) return { answer: 'invalidRequest' };
  if (body.organizationId !== undefined && body.organizationId.toLowerCase() !== organizationId) return { answer: 'invalidAccount' };

  const posting: PostingRow = {
    id: randomUUID(),
    organization_id: organizationId,
    // Without a reference the call is not idempotent; it still gets one, so its status can be queried.
    reference: body.transactionReference ?? `SBX-${randomUUID()}`,
    fingerprint: fingerprint(body),
    kind: 'transaction',
    status: 'failed',
    wallet_id: null,
    counter_wallet_id: null,
    direction: body.direction,
    amount_minor: amountMinor,
    fee_minor: feeMinor,
    currency: body.currency,
    product_id: body.productId.toLowerCase(),
    remarks: body.remarks ?? '',
    batch_reference: body.batchReference ?? null,
    value_date_us: valueDateUs,
    created_at_us: nowUs,
    posted_at_us: null,
    outcome: 'invalidAccount',
    result: null,
  };
  return groupsOf(engine).submit(organizationId, { posting, nowUs, body });
}

/**
 * Writes a group: read the wallets it names, the internal wallet and the references it uses; decide each transaction
 * in order on a Book; write the claimed postings, the wallets' net moves, the entries and the events in one statement.
 *
 * The first attempt reads without locks and its write commits on its own: two round trips for the whole group. Its
 * write checks that no wallet moved and no reference was claimed since the read, and writes nothing if one did; the
 * next attempts then lock the wallets first, in a unit of work.
 */
async function postGroup(engine: Engine, organizationId: string, group: Submitted[]): Promise<PostOutcome[]> {
  const named = {
    accountNumbers: group.flatMap(({ body }) => (body.accountNumber === undefined ? [] : [body.accountNumber])),
    walletIds: group.flatMap(({ body }) => (body.accountNumber === undefined && body.walletId !== undefined ? [body.walletId.toLowerCase()] : [])),
    references: group.map((s) => s.posting.reference),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      if (attempt === 1) {
        const { outcomes, write } = decideGroup(organizationId, group, await readForPostings(autocommit(engine), organizationId, named, { lock: false }));
        if (write) await engine.write(write.text, write.params);
        return outcomes;
      }
      return await engine.unitOfWork(async (sql) => {
        const { outcomes, write } = decideGroup(organizationId, group, await readForPostings(sql, organizationId, named, { lock: true }));
        if (write) await sql.query(write.text, write.params);
        return outcomes;
      });
    } catch (error) {
      if (!movedSinceRead(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

const movedSinceRead = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '40001' || (code === '23505' && constraint === CLAIM_CONSTRAINT);
};

/** Decides a group's transactions in order on what was read; the write is undefined when nothing is claimed. */
function decideGroup(
  organizationId: string,
  group: Submitted[],
  found: { wallets: PostingWallet[]; postings: PostingRow[] },
): { outcomes: PostOutcome[]; write: Statement | undefined } {
  const internal = found.wallets.find((w) => w.kind === 'internal');
  if (!internal) throw new Error(`organization ${organizationId} has no internal wallet`);
  const seen = new Map(found.postings.map((p) => [p.reference, p]));
  const book = new Book(found.wallets);
  const claims: PostingRow[] = [];
  const events: OutboxEvent[] = [];
  const outcomes = group.map((submitted) => {
    // A reference seen before is answered from its first call before anything else is checked.
    const first = seen.get(submitted.posting.reference);
    if (first) return replay(first, submitted.posting);
    const posting = { ...submitted.posting };
    const outcome = decide(book, posting, submitted, found.wallets, internal);
    if (outcome.answer === 'invalidAccount' || outcome.answer === 'invalidRequest') return outcome;
    posting.outcome = outcome.answer;
    posting.result = outcome.data ?? null;
    claims.push(posting);
    seen.set(posting.reference, posting);
    if (outcome.answer === 'transactionPosted') events.push(transactionPostedEvent(organizationId, outcome.data!, submitted.nowUs));
    return outcome;
  });
  if (claims.length === 0) return { outcomes, write: undefined };
  const { moves, entries } = book.changes();
  return { outcomes, write: together([claimPostings(claims), applyMoves(moves), insertEntries(entries), insertEvents(events)]) };
}

/** A reference seen before: the same body gets the first answer again, another body a conflict. */
function replay(first: PostingRow, posting: PostingRow): PostOutcome {
  if (first.fingerprint !== posting.fingerprint) return { answer: 'referenceConflict' };
  const outcome = { answer: first.outcome } as PostOutcome;
  if (first.result !== null && first.result !== undefined) outcome.data = first.result as PostedTransaction;
  return outcome;
}

/** Decides one transaction on the group's Book, filling in its posting row's wallets and status. */
function decide(book: Book, posting: PostingRow, { nowUs, body }: Submitted, read: readonly PostingWallet[], internal: PostingWallet): PostOutcome {
  const wallet = read.find((w) => (body.accountNumber !== undefined ? w.account_number === body.accountNumber : w.id === body.walletId?.toLowerCase()));
  const agrees =
    wallet !== undefined &&
    (body.walletId === undefined || body.walletId.toLowerCase() === wallet.id) &&
    (body.customerId === undefined || body.customerId.toLowerCase() === wallet.customer_id);
  if (!agrees || wallet.kind !== 'customer') return { answer: 'invalidAccount' };
  if (wallet.currency_code !== body.currency) return { answer: 'invalidRequest' };
  posting.wallet_id = wallet.id;
  posting.counter_wallet_id = internal.id;

  if (posting.value_date_us > nowUs) {
    const held = posting.direction === 'DEBIT' ? book.hold(wallet.id, posting.amount_minor + posting.fee_minor) : book.balances(wallet.id);
    if (!held) return { answer: 'insufficientFunds' };
    posting.status = 'scheduled';
    return { answer: 'transactionScheduled', data: postedTransaction(posting, wallet, held, 'Pending') };
  }
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
  const after = book.post({ id: posting.id, organizationId: posting.organization_id, atUs: nowUs }, legs);
  if (!after) return { answer: 'insufficientFunds' };
  posting.status = 'posted';
  posting.posted_at_us = nowUs;
  return { answer: 'transactionPosted', data: postedTransaction(posting, wallet, after.get(wallet.id)!, 'Success') };
}

export function postedTransaction(
  posting: PostingRow,
  wallet: Pick<WalletRow, 'id' | 'account_number'>,
  balances: { available_minor: number; ledger_minor: number },
  status: PostedTransaction['status'],
): PostedTransaction {
  return {
    transactionId: posting.id,
    transactionReference: posting.reference,
    walletId: wallet.id,
    accountNumber: wallet.account_number,
    direction: posting.direction!,
    amount: toMajor(posting.amount_minor),
    fee: toMajor(posting.fee_minor),
    currency: posting.currency,
    status,
    availableBalance: toMajor(balances.available_minor),
    ledgerBalance: toMajor(balances.ledger_minor),
    valueDate: instant(posting.value_date_us),
  };
}
