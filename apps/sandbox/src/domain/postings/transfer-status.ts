import type { TransferStatus } from '@waas/types';
import { localMicros } from '../time/instants.js';
import type { Outcome } from '../outcome.js';
import type { PostingStatus } from './posting.js';
import type { Store } from '../store.js';

const STATUS: Record<PostingStatus, TransferStatus['status']> = {
  posted: 'Success',
  scheduled: 'Pending',
  failed: 'Failed',
};

/** The status of a transfer by its reference: posted, still scheduled, or refused. */
export async function getTransferStatus(
  store: Store,
  request: { organizationId: string; transactionReference: string },
): Promise<Outcome<'statusRetrieved' | 'transactionNotFound', TransferStatus>> {
  const posting = await store.postingByReference(request.organizationId, request.transactionReference);
  if (!posting) return { answer: 'transactionNotFound' };
  return {
    answer: 'statusRetrieved',
    data: {
      reference: posting.reference,
      status: STATUS[posting.status],
      timestamp: localMicros(posting.posted_at_us ?? posting.created_at_us),
    },
  };
}
