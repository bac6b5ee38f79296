import type { BatchProcessingResult } from '@waas/types';
import { outboxEvent } from '../webhooks/events.js';
import { isRefused, transactionLegs } from '../ledger/ledger.js';
import { LockedBook } from '../ledger/locked-book.js';
import { toMajor } from '../ledger/money.js';
import type { Outcome } from '../outcome.js';
import { postedTransaction } from './posted-transaction.js';
import type { PostingStatus } from './posting.js';
import type { OutboxEvent } from '../webhooks/outbox-event.js';
import type { Store } from '../store.js';

/**
 * Posts every scheduled transaction of the organization whose value date has come, oldest first, in one unit of
 * work. A held debit moves only the ledger balance now (its available balance moved when it was held). Transactions
 * that share a batch reference count as one batch; one without a batch reference is a batch of its own. Each posting
 * writes its transaction.posted event, or, refused, its transaction.failed event, with the batch's one ledger write.
 */
export async function processDueBatches(
  store: Store,
  request: { organizationId: string; nowUs: number },
): Promise<Outcome<'dueProcessed', BatchProcessingResult>> {
  const { organizationId, nowUs } = request;
  return store.unitOfWork(async (tx) => {
    const batches = new Set<string>();
    let totalTransactions = 0;
    let totalMinor = 0;
    const due = await tx.duePostings(organizationId, nowUs);
    // Every wallet the batch will move, locked at once in the global order and posted to on one Book.
    const ledger = await LockedBook.open(tx, organizationId, {
      ids: due.flatMap((p) => [p.wallet_id!, p.counter_wallet_id!]),
    });
    const events: OutboxEvent[] = [];
    const settled: { id: string; status: PostingStatus }[] = [];
    for (const posting of due) {
      // Read with the book's lock: a scheduled posting always names its wallet and the internal one.
      const wallet = ledger.wallet(posting.wallet_id!);
      if (!posting.counter_wallet_id) throw new Error(`scheduled posting ${posting.id} has no counter wallet`);
      const legs = transactionLegs({
        walletId: wallet.id,
        internalWalletId: posting.counter_wallet_id,
        direction: posting.direction!,
        amountMinor: posting.amount_minor,
        feeMinor: posting.fee_minor,
        remarks: posting.remarks,
        productId: posting.product_id,
        held: posting.direction === 'DEBIT',
      });
      const posted = ledger.book.post({ id: posting.id, organizationId, atUs: nowUs }, legs);
      if (isRefused(posted)) {
        // A debit's funds were held when it was scheduled: only a credit whose fee exceeds it, or that would take a
        // balance past the exact range, is refused here, and fails rather than stopping the batch.
        settled.push({ id: posting.id, status: 'failed' });
        // transaction.failed says what transaction.posted would, without balances (nothing moved), and why.
        const {
          availableBalance: _available,
          ledgerBalance: _ledger,
          valueDate,
          ...failed
        } = postedTransaction(posting, wallet, ledger.book.balances(wallet.id), 'Failed');
        events.push(
          outboxEvent(
            'transaction.failed',
            organizationId,
            { ...failed, status: 'Failed', reason: posted.refused, valueDate },
            nowUs,
          ),
        );
        continue;
      }
      settled.push({ id: posting.id, status: 'posted' });
      events.push(
        outboxEvent(
          'transaction.posted',
          organizationId,
          postedTransaction(posting, wallet, posted.get(wallet.id)!, 'Success'),
          nowUs,
        ),
      );
      batches.add(posting.batch_reference ?? `posting:${posting.id}`);
      totalTransactions++;
      totalMinor += posting.amount_minor;
    }
    for (const { id, status } of settled) await tx.markPosted(id, nowUs, status);
    await ledger.write(tx, { events });
    return {
      answer: 'dueProcessed',
      data: {
        isSuccess: true,
        message: `Processed ${batches.size} batches`,
        processedBatches: batches.size,
        totalTransactions,
        totalAmount: toMajor(totalMinor),
      },
    };
  });
}
