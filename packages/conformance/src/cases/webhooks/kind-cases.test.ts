// The payment.succeeded kind case holds its event to the split rule too, as a workflow step does: a target whose
// cause delivers a beneficiary paid its whole split, though it bears the fee, fails the split check and no other.
import { loadBundle } from '@waas/spec/pairs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runContext } from '../../core/context.js';
import { resolveProfile } from '../../profile/load.js';
import { webhookKindCases } from './kind-cases.js';
import { bodyText, serveLocally, type LocalServer } from '@waas/independent-target/local-server';
import { deliverSigned, receivedWebhooks, webhookExample } from '../../testing/webhook-events.js';

const SECRET = 'whsec-kind-test';
const document = loadBundle();
const example = webhookExample(document, 'paymentSucceeded', 'paymentSucceeded');

/** What the target's payment says its first beneficiary was paid. */
let paid = 0;
let receiverUrl = '';
let server: LocalServer;
let url = '';
beforeAll(async () => {
  server = await serveLocally(async (request, response) => {
    const body = await bodyText(request);
    if (request.url === '/control/webhook') receiverUrl = (JSON.parse(body) as { url: string }).url;
    else {
      const event = structuredClone(example);
      event.data.splits[0].paid = paid;
      await deliverSigned(receiverUrl, event, SECRET);
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  url = server.url;
});
afterAll(async () => {
  await server?.close();
});

test.each<[string, number, string[]]>([
  ['keeps', 19950, []],
  ['breaks', 20000, ['split']],
])('a payment.succeeded cause whose event %s the split rule', async (_, given, want) => {
  paid = given;
  const profile = resolveProfile({
    target: url,
    keys: { organization: 'k' },
    webhooks: {
      ...receivedWebhooks(SECRET, 2_000),
      causes: {
        'payment.succeeded': {
          steps: [{ method: 'POST', url: '/pay' }],
          match: ['data.walletNumber'],
          expect: { 'data.walletNumber': example.data.walletNumber },
        },
      },
    },
  });
  const results = await webhookKindCases(runContext(document, profile, 'live'), { timeoutMs: 2_000, retries: 0 });
  const payment = results.find((r) => r.operationId === 'paymentSucceeded')!;
  expect(payment.checks.filter((c) => c.outcome === 'failed').map((c) => c.name)).toEqual(want);
  expect(payment.checks.map((c) => c.name)).toContain('split');
});
