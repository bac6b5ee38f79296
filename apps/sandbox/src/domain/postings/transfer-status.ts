import type { TransferStatus } from '@waas/types';
import { autocommit, type Engine } from '../../storage/engine.js';
import { postingByReference } from '../../storage/postings.js';
import { localMicros } from '../time/instants.js';
import type { Outcome } from '../outcome.js';
import type { PostingStatus } from './posting.js';

const STATUS: Record<PostingStatus, TransferStatus['status']> = {
  posted: 'Success',
  scheduled: 'Pending',
  failed: 'Failed',
};

/** The status of a transfer by its reference: posted, still scheduled, or refused. */
export async function getTransferStatus(
  engine: Engine,
  request: { organizationId: string; transactionReference: string },
): Promise<Outcome<'statusRetrieved' | 'transactionNotFound', TransferStatus>> {
  const posting = await postingByReference(autocommit(engine), request.organizationId, request.transactionReference);
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
