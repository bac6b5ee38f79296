// A target sends its webhooks to the one URL registered last: workflows that listen for them share a lane, so one
// never takes the URL from another mid-step; without --webhooks nothing listens, and each workflow has its own lane.
import { loadBundle } from '@waas/spec/pairs';
import { LOOPBACK as HOST } from '@waas/prism-front/ports';
import { expect, test } from 'vitest';
import { runContext } from '../../core/context.js';
import { resolveProfile } from '../../profile/load.js';
import { workflowCases } from './workflow-cases.js';

const profile = resolveProfile({
  target: 'http://t.test',
  keys: { organization: 'k' },
  webhooks: { secret: 's', receiver: { host: HOST, port: 0, path: '/hooks' } },
});
const context = runContext(loadBundle(), profile, 'live');
const lanes = (webhooks: boolean) =>
  Object.fromEntries(workflowCases(context, { webhooks }).map((c) => [c.operationId, c.lane]));

test('with --webhooks the workflows that listen share one lane', () => {
  const listening = lanes(true);
  expect(listening.postingsReadBack).toBeDefined();
  expect(listening.checkoutPayment).toBe(listening.postingsReadBack);
  expect(listening.scheduledDebit).toBeUndefined();
});

test('without --webhooks no workflow listens, and none is held back', () => {
  expect(Object.values(lanes(false))).toEqual([undefined, undefined, undefined]);
});
