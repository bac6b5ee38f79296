import type { ArazzoWorkflow } from '@waas/spec/workflows';
import { loadBundle } from '@waas/spec/pairs';
import { expect, test } from 'vitest';
import { runContext } from '../../core/context.js';
import type { Case, HttpRequest } from '../../core/model.js';
import { resolveProfile } from '../../profile/load.js';
import { runWorkflow } from './workflow-cases.js';

const context = runContext(
  loadBundle(),
  resolveProfile({ target: 'http://t.test', keys: { organization: 'k' } }),
  'live',
);
const envelope = (status: string) =>
  JSON.stringify({
    code: '00',
    success: true,
    message: 'Transaction status retrieved successfully',
    data: { reference: 'R-1', status, timestamp: '2026-01-01T00:00:00.000000' },
  });
const due = JSON.stringify({
  statusCode: 200,
  message: 'Due transactions processed successfully',
  data: { isSuccess: true, message: 'ok', processedBatches: 0, totalTransactions: 0, totalAmount: 0 },
});
const status = {
  stepId: 'settled',
  operationId: 'getWalletToWalletTransferStatus',
  parameters: [{ name: 'transactionReference', in: 'path' as const, value: 'R-1' }],
  successCriteria: [{ condition: '$statusCode == 200' }, { condition: "$response.body#/data/status == 'Success'" }],
};
const workflow = (retryLimit: number): ArazzoWorkflow => ({
  workflowId: 'settles',
  steps: [
    { stepId: 'process', operationId: 'processDueBatches', successCriteria: [{ condition: '$statusCode == 200' }] },
    { ...status, onFailure: [{ name: 'again', type: 'retry', stepId: 'process', retryAfter: 0, retryLimit }] },
  ],
});

/** A target whose transfer turns Success on the third look. */
function target() {
  const sent: string[] = [];
  let looks = 0;
  const exchange = async (request: HttpRequest) => {
    sent.push(new URL(request.url).pathname);
    const text = request.method === 'POST' ? due : envelope(++looks >= 3 ? 'Success' : 'Pending');
    return { status: 200, headers: { 'content-type': 'application/json' }, text };
  };
  return { sent, exchange };
}
const item = (): Case => ({
  id: 'w',
  kind: 'workflow',
  operationId: 'settles',
  tags: [],
  at: '#/',
  request: { method: 'GET', url: 'http://t.test', headers: {} },
  expect: { status: 200, envelope: {}, contentType: 'application/json' },
  trace: [],
});

test('a retry goes back to the step it names and carries on; the last attempt decides', async () => {
  const { sent, exchange } = target();
  const checks = await runWorkflow(context, workflow(5), {}, exchange, item());
  expect(checks.filter((c) => c.outcome === 'failed')).toEqual([]);
  expect(sent.filter((p) => p.endsWith('process-due'))).toHaveLength(3);
});

test('a step still failing when its retries run out fails the workflow', async () => {
  const { exchange } = target();
  const checks = await runWorkflow(context, workflow(1), {}, exchange, item());
  expect(checks.filter((c) => c.outcome === 'failed').map((c) => c.message)).toEqual([
    "step settled: $response.body#/data/status == 'Success' does not hold",
  ]);
});
