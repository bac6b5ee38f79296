import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../../sandbox.js';
import { withTestSeedDump } from '../../test/engines.js';
import { eventsOf } from '../../storage/outbox.js';
import { pairByName } from '@waas/spec/pairs';
import { pairs } from '../../test/pairs.js';
import { webhookValidators } from '../../test/webhook-schemas.js';
import type { InflowSimulation, TransactionToPost } from '@waas/types';
import { simulateInflow } from '../../domain/postings/inflows.js';
import { postTransaction } from '../../domain/postings/post-transaction.js';
import { processDueBatches } from '../../domain/postings/due-batches.js';

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';

describe('events written with the postings', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await Sandbox.open(withTestSeedDump({ webhooks: { dispatch: false } }));
  });
  afterAll(() => sandbox.close());

  it('writes inflow.received and transaction.posted events that match the spec’s webhook schemas', async () => {
    const nowUs = sandbox.clock.nowUs();
    const inflow = pairByName(pairs, 'simulateInflow', 'funded').request.body as InflowSimulation;
    const credit = pairByName(pairs, 'postWalletTransaction', 'transactionPosted').request.body as TransactionToPost;
    expect((await simulateInflow(sandbox.store, { organizationId: ORGANIZATION, nowUs, body: inflow })).answer).toBe(
      'funded',
    );
    expect((await postTransaction(sandbox.store, { organizationId: ORGANIZATION, nowUs, body: credit })).answer).toBe(
      'transactionPosted',
    );
    // The seed's due credits post now: their events too.
    expect(
      (await processDueBatches(sandbox.store, { organizationId: ORGANIZATION, nowUs })).data?.totalTransactions,
    ).toBeGreaterThan(0);

    const events = await sandbox.engine.unitOfWork((sql) => eventsOf(sql, ORGANIZATION));
    const validators = webhookValidators();
    expect(events.map((e) => e.type)).toEqual([
      'inflow.received',
      'transaction.posted',
      ...Array(5).fill('transaction.posted'),
    ]);
    for (const event of events) {
      const validate = validators.get(event.type)!;
      expect({ type: event.type, valid: validate(event.payload), errors: validate.errors ?? null }).toEqual({
        type: event.type,
        valid: true,
        errors: null,
      });
      expect((event.payload as { organizationId: string }).organizationId).toBe(ORGANIZATION);
    }
    expect((events[0]!.payload as { data: { availableBalance: number } }).data.availableBalance).toBe(160000.75);
  });
});
