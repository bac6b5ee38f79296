import { randomUUID } from 'node:crypto';
import type { PostedTransaction, TransactionToPost } from '@waas/types';
import type { Engine, Sql } from '../storage/engine.js';
import { claimTransaction, postingByReference, settlePosting, settlePostingWithEvent, type PostingRow } from '../storage/postings.js';
import type { WalletRow } from '../storage/wallets.js';
import { transactionPostedEvent } from './events.js';
import { fingerprint } from './fingerprint.js';
import { instant, parseInstant } from './instants.js';
import { holdDebit, postLegs, transactionLegs } from './ledger.js';
import { toMajor, toMinor } from './money.js';
import { Refusal, refusable, type Outcome } from './outcome.js';

export type PostOutcome = Outcome<
  'transactionPosted' | 'transactionScheduled' | 'insufficientFunds' | 'invalidRequest' | 'invalidAccount' | 'referenceConflict',
  PostedTransaction
>;

/**
 * Posts a transaction to a wallet found by account number. A reference posts once per organization: the same
 * reference with the same body answers what the first call answered and moves nothing; with another body it is a
 * conflict. A value date in the future schedules the transaction: a debit is held now (available balance) and
 * posted by the next due-batch run (ledger balance); a credit waits for that run entirely.
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

  return refusable(() =>
    engine.unitOfWork(async (sql): Promise<PostOutcome> => {
      // A reference seen before is answered from its first call before anything else is checked.
      const { claimed, wallet, internal } = await claimOnTarget(sql, posting, body);
      if (!internal) throw new Error(`organization ${organizationId} has no internal wallet`);
      if (!claimed) return replay(sql, posting);
      posting.wallet_id = wallet?.id ?? null;
      posting.counter_wallet_id = internal.id;
      if (!wallet || wallet.kind !== 'customer') throw new Refusal('invalidAccount');
      if (wallet.currency_code !== body.currency) throw new Refusal('invalidRequest');

      const scheduled = valueDateUs > nowUs;
      const outcome = scheduled ? await schedule(sql, posting, wallet) : await postNow(sql, posting, wallet, internal.id, nowUs);
      // A posted transaction settled itself before its balancing leg; the others settle here.
      if (outcome.answer !== 'transactionPosted') {
        await settlePosting(sql, posting.id, {
          status: outcome.answer === 'insufficientFunds' ? 'failed' : 'scheduled',
          postedAtUs: null,
          outcome: outcome.answer,
          result: outcome.data ?? null,
        });
      }
      return outcome;
    }),
  ) as Promise<PostOutcome>;
}

/**
 * Claims the posting's reference, with the wallet the body names (by account number, else by id) if every id the body
 * gives agrees, and the internal wallet. A wallet that does not agree is refused by the caller, which rolls the claim back.
 */
async function claimOnTarget(
  sql: Sql,
  posting: PostingRow,
  body: TransactionToPost,
): Promise<{ claimed: boolean; wallet: WalletRow | undefined; internal: WalletRow | undefined }> {
  const found = await claimTransaction(sql, posting, { accountNumber: body.accountNumber, walletId: body.walletId?.toLowerCase() });
  const { wallet } = found;
  const agrees =
    wallet !== undefined &&
    (body.walletId === undefined || body.walletId.toLowerCase() === wallet.id) &&
    (body.customerId === undefined || body.customerId.toLowerCase() === wallet.customer_id);
  return { claimed: found.claimed, wallet: agrees ? wallet : undefined, internal: found.internal };
}

/** A reference seen before: the same body gets the first answer again, another body a conflict. */
async function replay(sql: Sql, posting: PostingRow): Promise<PostOutcome> {
  const first = await postingByReference(sql, posting.organization_id, posting.reference);
  if (!first || first.fingerprint !== posting.fingerprint) return { answer: 'referenceConflict' };
  const outcome = { answer: first.outcome } as PostOutcome;
  if (first.result !== null && first.result !== undefined) outcome.data = first.result as PostedTransaction;
  return outcome;
}

async function postNow(sql: Sql, posting: PostingRow, wallet: WalletRow, internalWalletId: string, nowUs: number): Promise<PostOutcome> {
  const legs = transactionLegs({
    walletId: wallet.id,
    internalWalletId,
    direction: posting.direction!,
    amountMinor: posting.amount_minor,
    feeMinor: posting.fee_minor,
    remarks: posting.remarks,
    productId: posting.product_id,
    held: false,
  });
  let data: PostedTransaction | undefined;
  const posted = await postLegs(sql, { id: posting.id, organizationId: posting.organization_id, atUs: nowUs }, legs, {
    beforeBalancing: async (balances) => {
      data = postedTransaction(posting, wallet, balances.get(wallet.id)!, 'Success');
      const event = transactionPostedEvent(posting.organization_id, data, nowUs);
      await settlePostingWithEvent(sql, posting.id, { status: 'posted', postedAtUs: nowUs, outcome: 'transactionPosted', result: data }, event);
    },
  });
  if (!posted) return { answer: 'insufficientFunds' };
  if (!data) throw new Error(`posting ${posting.id} moved without settling`);
  return { answer: 'transactionPosted', data };
}

async function schedule(sql: Sql, posting: PostingRow, wallet: WalletRow): Promise<PostOutcome> {
  let balances = { available_minor: wallet.available_minor, ledger_minor: wallet.ledger_minor };
  if (posting.direction === 'DEBIT') {
    const held = await holdDebit(sql, wallet.id, posting.amount_minor + posting.fee_minor);
    if (!held) return { answer: 'insufficientFunds' };
    balances = held;
  }
  return { answer: 'transactionScheduled', data: postedTransaction(posting, wallet, balances, 'Pending') };
}

export function postedTransaction(
  posting: PostingRow,
  wallet: WalletRow,
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
