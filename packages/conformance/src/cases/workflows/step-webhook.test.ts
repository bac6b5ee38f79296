// A workflow step's x-webhook: heard before the step is sent, then judged for delivery, signature, schema and values,
// against a target that gets each of them right or wrong.
import { loadBundle } from '@waas/spec/pairs';
import type { ArazzoWorkflow } from '@waas/spec/workflows';
import { expect, test } from 'vitest';
import { runContext } from '../../core/context.js';
import type { Case, HttpRequest } from '../../core/model.js';
import { resolveProfile } from '../../profile/load.js';
import { workflowListener } from './step-webhook.js';
import { runWorkflow } from './workflow-cases.js';
import { deliverSigned, receivedWebhooks, webhookExample } from '../../testing/webhook-events.js';

const SECRET = 'whsec-workflow-test';
const document = loadBundle();
const inflowExample = webhookExample(document, 'inflow', 'inflowReceived');
const postedExample = webhookExample(document, 'transactionPosted', 'transactionPosted');
const ACCOUNT = '9900077777';

const profile = resolveProfile({
  target: 'http://t.test',
  keys: { organization: 'k' },
  webhooks: {
    ...receivedWebhooks(SECRET, 400),
  },
});
const context = runContext(document, profile, 'live');

const workflow: ArazzoWorkflow = {
  workflowId: 'funds',
  steps: [
    {
      stepId: 'fund',
      operationId: 'simulateInflow',
      requestBody: {
        contentType: 'application/json',
        payload: {
          beneficiaryAccountName: 'Ada',
          beneficiaryAccountNumber: '$inputs.account',
          amount: '10',
          narration: 'wf',
        },
      },
      successCriteria: [{ condition: '$statusCode == 200' }],
      'x-webhook': {
        webhook: 'inflow',
        match: { 'data.accountNumber': '$inputs.account' },
        expect: { 'data.amount': 10, 'data.narration': 'wf' },
      },
    },
  ],
};

type Behaviour =
  | 'right'
  | 'silent'
  | 'wrongSecret'
  | 'wrongAmount'
  | 'otherAccountOnly'
  | 'otherKindFirst'
  | 'unknownField'
  | 'refusesRegistration'
  | 'refusesInflow';

/** A target whose inflow answers 200 and then delivers its webhook to the URL it was given, right or wrong. */
function target(behaviour: Behaviour) {
  let receiverUrl = '';
  const sent: string[] = [];
  const deliver = async (event: unknown, secret = SECRET) => {
    await deliverSigned(receiverUrl, event, secret);
  };
  const exchange = async (request: HttpRequest) => {
    const path = new URL(request.url).pathname;
    sent.push(`${request.method} ${path}`);
    if (path === '/control/webhook') {
      receiverUrl = (JSON.parse(request.body!) as { url: string }).url;
      return { status: behaviour === 'refusesRegistration' ? 404 : 204, headers: {}, text: '' };
    }
    if (behaviour === 'refusesInflow')
      return {
        status: 400,
        headers: { 'content-type': 'application/json' },
        text: '{"code":"03","success":false,"message":"Invalid request data","data":null}',
      };
    const event = structuredClone(inflowExample);
    event.data.accountNumber = ACCOUNT;
    event.data.amount = behaviour === 'wrongAmount' ? 11 : 10;
    event.data.narration = 'wf';
    if (behaviour === 'unknownField') event.data.amountt = 10;
    if (behaviour === 'otherKindFirst') await deliver(postedExample);
    if (behaviour === 'otherAccountOnly')
      await deliver({ ...event, data: { ...event.data, accountNumber: '9900000000' } });
    else if (behaviour !== 'silent') await deliver(event, behaviour === 'wrongSecret' ? 'another-secret' : SECRET);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      text: '{"code":"00","success":true,"message":"Funded successfully","data":null}',
    };
  };
  return { exchange, sent };
}

const item = (): Case => ({
  id: 'w',
  kind: 'workflow',
  operationId: 'funds',
  tags: [],
  at: '#/',
  request: { method: 'POST', url: 'http://t.test', headers: {} },
  expect: { status: 200, envelope: {}, contentType: 'application/json' },
  trace: [],
});

test.each<[Behaviour, string[]]>([
  ['right', []],
  ['otherKindFirst', []],
  ['silent', ['delivery']],
  ['otherAccountOnly', ['delivery']],
  ['wrongSecret', ['signature']],
  ['wrongAmount', ['values']],
  ['unknownField', ['webhookBody']],
  ['refusesRegistration', ['delivery']],
  ['refusesInflow', ['status', 'workflow']],
])('a target whose webhook is %s fails %j', async (behaviour, want) => {
  const { exchange, sent } = target(behaviour);
  const listener = workflowListener(context, profile.webhooks!, exchange);
  const checks = await runWorkflow(context, workflow, { account: ACCOUNT }, exchange, item(), listener).finally(() =>
    listener.close(),
  );
  expect([...new Set(checks.filter((c) => c.outcome === 'failed').map((c) => c.name))]).toEqual(want);
  // The receiver is registered before the step that causes the event, never after.
  expect(sent[0]).toBe('PUT /control/webhook');
  if (want.length === 0)
    expect(checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['delivery', 'signature', 'webhookBody', 'values']),
    );
});

test('without a listener (webhooks off) the step is judged on its answer alone', async () => {
  const { exchange, sent } = target('silent');
  const checks = await runWorkflow(context, workflow, { account: ACCOUNT }, exchange, item());
  expect(checks.filter((c) => c.outcome === 'failed')).toEqual([]);
  expect(checks.map((c) => c.name)).not.toContain('delivery');
  expect(sent).toEqual(['POST /api/v1/staging/simulate-inflow']);
});

// A payment's webhook is also held to the split rule, which no runtime expression computes: a target that pays a
// beneficiary its whole split, though it bears the fee, fails the split check and nothing else.
const paymentExample = webhookExample(document, 'paymentSucceeded', 'paymentSucceeded');
const payWorkflow: ArazzoWorkflow = {
  workflowId: 'pays',
  steps: [
    {
      stepId: 'pay',
      operationId: 'simulateInflow',
      requestBody: {
        contentType: 'application/json',
        payload: {
          beneficiaryAccountName: 'Ada',
          beneficiaryAccountNumber: '$inputs.walletNumber',
          amount: '25000',
          narration: 'wf',
        },
      },
      successCriteria: [{ condition: '$statusCode == 200' }],
      'x-webhook': {
        webhook: 'paymentSucceeded',
        match: { 'data.walletNumber': '$inputs.walletNumber' },
        expect: { 'data.amount': 25000 },
      },
    },
  ],
};

test.each<[string, number, string[]]>([
  ['keeps', 19950, []],
  ['breaks', 20000, ['split']],
])('a payment webhook that %s the split rule', async (_, paid, want) => {
  let receiverUrl = '';
  const exchange = async (request: HttpRequest) => {
    if (new URL(request.url).pathname === '/control/webhook') {
      receiverUrl = (JSON.parse(request.body!) as { url: string }).url;
      return { status: 204, headers: {}, text: '' };
    }
    const event = structuredClone(paymentExample);
    event.data.splits[0].paid = paid;
    await deliverSigned(receiverUrl, event, SECRET);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      text: '{"code":"00","success":true,"message":"Funded successfully","data":null}',
    };
  };
  const listener = workflowListener(context, profile.webhooks!, exchange);
  const checks = await runWorkflow(
    context,
    payWorkflow,
    { walletNumber: paymentExample.data.walletNumber },
    exchange,
    item(),
    listener,
  ).finally(() => listener.close());
  expect([...new Set(checks.filter((c) => c.outcome === 'failed').map((c) => c.name))]).toEqual(want);
  expect(checks.map((c) => c.name)).toContain('split');
});
