import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dereference, resolve } from '@waas/spec/document';
import { Sandbox } from '../sandbox.js';
import { eventsOf } from '../storage/outbox.js';
import { pairByName } from '@waas/spec/pairs';
import { document, pairs } from '../test/pairs.js';
import type { InflowSimulation, TransactionToPost } from '@waas/types';
import { simulateInflow } from './inflows.js';
import { postTransaction } from './postings.js';
import { processDueBatches } from './batches.js';

/** A validator of a webhook's request body, compiled from the bundle. */
function webhookValidator(name: string) {
  const operation = resolve<{ requestBody: unknown }>(document, (document.webhooks as Record<string, { post: unknown }>)[name]!.post);
  const body = resolve<{ content: Record<string, { schema: unknown }> }>(document, operation.requestBody);
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
  formats.default(ajv);
  return ajv.compile(dereference(document, body.content['application/json']!.schema) as object);
}

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';

describe('events written with the postings', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await Sandbox.open({ webhooks: { dispatch: false } });
  });
  afterAll(() => sandbox.close());

  it('writes inflow.received and transaction.posted events that match the spec’s webhook schemas', async () => {
    const nowUs = sandbox.clock.nowUs();
    const inflow = pairByName(pairs, 'simulateInflow', 'funded').request.body as InflowSimulation;
    const credit = pairByName(pairs, 'postWalletTransaction', 'transactionPosted').request.body as TransactionToPost;
    expect((await simulateInflow(sandbox.engine, { organizationId: ORGANIZATION, nowUs, body: inflow })).answer).toBe('funded');
    expect((await postTransaction(sandbox.engine, { organizationId: ORGANIZATION, nowUs, body: credit })).answer).toBe('transactionPosted');
    // The seed's due credits post now: their events too.
    expect((await processDueBatches(sandbox.engine, { organizationId: ORGANIZATION, nowUs })).data?.totalTransactions).toBeGreaterThan(0);

    const events = await sandbox.engine.unitOfWork((sql) => eventsOf(sql, ORGANIZATION));
    const validators = { 'inflow.received': webhookValidator('inflow'), 'transaction.posted': webhookValidator('transactionPosted') };
    expect(events.map((e) => e.type)).toEqual(['inflow.received', 'transaction.posted', ...Array(5).fill('transaction.posted')]);
    for (const event of events) {
      const validate = validators[event.type as keyof typeof validators];
      expect({ type: event.type, valid: validate(event.payload), errors: validate.errors ?? null }).toEqual({ type: event.type, valid: true, errors: null });
      expect((event.payload as { organizationId: string }).organizationId).toBe(ORGANIZATION);
    }
    expect((events[0]!.payload as { data: { availableBalance: number } }).data.availableBalance).toBe(160000.75);
  });
});
