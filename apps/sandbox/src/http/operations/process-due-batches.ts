import { processDueBatches } from '../../domain/postings/due-batches.js';
import { envelope, operation } from '../operation.js';

export const processDueBatchesOperation = operation<unknown, unknown, unknown>(
  async ({ binding, caller, store, clock }) =>
    envelope(
      binding,
      await processDueBatches(store, { organizationId: caller.organizationId, nowUs: await clock.nowUs() }),
    ),
);
