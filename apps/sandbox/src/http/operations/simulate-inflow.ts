import type { InflowSimulation } from '@waas/types';
import { simulateInflow } from '../../domain/postings/inflows.js';
import { envelope, operation } from '../operation.js';

export const simulateInflowOperation = operation<unknown, unknown, InflowSimulation>(
  async ({ binding, caller, body, store, clock }) =>
    envelope(
      binding,
      await simulateInflow(store, { organizationId: caller.organizationId, nowUs: await clock.nowUs(), body }),
    ),
);
