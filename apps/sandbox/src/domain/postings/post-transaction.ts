import type { TransactionToPost } from '@waas/types';
import { fingerprint } from './fingerprint.js';
import { NOT_AN_INSTANT, parseInstant } from '../time/instants.js';
import { MAX_AMOUNT, toMinor } from '../ledger/money.js';
import { refused } from '../outcome.js';
import type { PostOutcome, Submitted } from './group-decision.js';
import { postingKind } from './observer.js';
import { postingLine } from './posting-line.js';
import type { Store } from '../store.js';
import type { Posting } from './posting.js';

export type { PostOutcome } from './group-decision.js';

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
  store: Store,
  request: { organizationId: string; nowUs: number; body: TransactionToPost },
): Promise<PostOutcome> {
  const submitted = submission(request);
  const line = postingLine(store);
  if (!('answer' in submitted)) {
    // The line tells its observer of what it commits; a group that fails for good answers no one, so it is told here.
    return line.groups.submit(request.organizationId, submitted).catch((error: unknown) => {
      line.observer.answered('failed');
      throw error;
    });
  }
  line.observer.answered(...postingKind(submitted));
  return submitted;
}

/** A transaction request checked on its own, before its group reads a wallet: its posting row, or the refusal. */
export function submission(request: {
  organizationId: string;
  nowUs: number;
  body: TransactionToPost;
}): Submitted | PostOutcome {
  const { organizationId, nowUs, body } = request;
  const amountMinor = toMinor(body.amount);
  const feeMinor = toMinor(body.fee ?? 0);
  const valueDateUs = body.valueDate === undefined ? nowUs : parseInstant(body.valueDate);
  if (amountMinor === undefined || amountMinor <= 0)
    return refused('invalidRequest', {
      in: 'body',
      pointer: '/amount',
      message: `must be more than zero and at most ${MAX_AMOUNT}, with at most two decimal places`,
    });
  if (feeMinor === undefined)
    return refused('invalidRequest', {
      in: 'body',
      pointer: '/fee',
      message: `must be at most ${MAX_AMOUNT}, with at most two decimal places`,
    });
  if (valueDateUs === undefined)
    return refused('invalidRequest', { in: 'body', pointer: '/valueDate', message: NOT_AN_INSTANT });
  if (body.accountNumber === undefined && body.walletId === undefined)
    return refused('invalidRequest', {
      in: 'body',
      pointer: '/accountNumber',
      message: 'is required when walletId is not given',
    });
  if (body.organizationId !== undefined && body.organizationId.toLowerCase() !== organizationId)
    return { answer: 'invalidAccount' };

  const posting: Posting = {
    id: crypto.randomUUID(),
    organization_id: organizationId,
    // Without a reference the call is not idempotent; it still gets one, so its status can be queried.
    reference: body.transactionReference ?? `SBX-${crypto.randomUUID()}`,
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
  return { posting, nowUs, body };
}
