import { localMicros } from './clock.js';
import { errorA, successA, successB } from './envelopes.js';
import type { TransactionToPost } from './postings.js';
import type { Handler } from './service.js';

export const postWalletTransaction: Handler = ({ postings }, { caller, body }) =>
  postings.post(caller.organizationId, body as TransactionToPost);

export const getWalletToWalletTransferStatus: Handler = ({ postings }, { caller, path }) => {
  const reference = path.transactionReference!;
  const found = postings.status(caller.organizationId, reference);
  if (!found) return errorA(404, '404', 'Transaction not found');
  return successA('00', 'Transaction status retrieved successfully', {
    reference,
    status: found.status,
    timestamp: localMicros(found.atMs),
  });
};

/** Admin only (checked before the handler); an admin key processes its own organization's due transactions. */
export const processDueBatches: Handler = ({ postings }, { caller }) =>
  successB('Due transactions processed successfully', postings.processDue(caller.organizationId));
