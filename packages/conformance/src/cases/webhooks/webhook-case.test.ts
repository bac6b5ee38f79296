// --webhooks against a live target that signs its inflow webhook, and against targets that get it wrong.
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { sign } from '@waas/webhooks';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { CheckName } from '../../core/model.js';
import { resolveProfile } from '../../profile/load.js';
import type { ProfileFile } from '../../profile/schema.js';
import { run } from '../../run/runner.js';
import { bodyText, serveLocally, type LocalServer } from '@waas/independent-target/local-server';
import { webhookExample } from '../../testing/webhook-events.js';

const KEY = 'org-key-webhooks';
const SECRET = 'whsec-conformance-test';
const document = loadBundle();
const funded = pairByName(readPairs(document), 'simulateInflow', 'funded');
const inflowExample = webhookExample(document, 'inflow', 'inflowReceived');

const postedExample = webhookExample(document, 'transactionPosted', 'transactionPosted');

type Behaviour =
  | 'signed'
  | 'wrongSecret'
  | 'staleTimestamp'
  | 'badBody'
  | 'unknownField'
  | 'silent'
  | 'refuses'
  | 'otherEventFirst'
  | 'otherEventOnly'
  | 'noRegistration';
let behaviour: Behaviour = 'signed';
let receiverUrl = '';
let server: LocalServer;
let targetUrl = '';

/** Just enough of a staging target: a control endpoint for the webhook URL, and an inflow that sends the webhook. */
beforeAll(async () => {
  server = await serveLocally(async (request, response) => {
    const text = await bodyText(request);
    if (request.url === '/control/webhook-url' && behaviour === 'noRegistration') return response.writeHead(404).end();
    if (request.url === '/control/webhook-url') {
      receiverUrl = (JSON.parse(text) as { url: string }).url;
      return response.writeHead(204).end();
    }
    if (request.url !== funded.path || request.headers['x-api-key'] !== KEY || behaviour === 'refuses') {
      return response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"code":"401","success":false,"message":"Unauthorized access","data":null}');
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(funded.response.body));
    if (behaviour === 'silent') return;
    const deliver = async (event: unknown, secret: string, timestamp: number) => {
      const body = JSON.stringify(event);
      const signature = await sign(body, secret, { timestamp });
      // The example pair of simulateInflow funds too, before any receiver is registered: that delivery goes nowhere.
      if (receiverUrl)
        await fetch(receiverUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-Auth-Signature': signature },
          body,
        }).catch(() => {});
    };
    const now = Math.floor(Date.now() / 1000);
    if (behaviour === 'otherEventFirst' || behaviour === 'otherEventOnly') await deliver(postedExample, SECRET, now);
    if (behaviour === 'otherEventOnly') return;
    const event = structuredClone(inflowExample);
    if (behaviour === 'badBody') event.data.amount = String(event.data.amount);
    if (behaviour === 'unknownField') event.data.amountt = 1;
    await deliver(
      event,
      behaviour === 'wrongSecret' ? 'another-secret' : SECRET,
      behaviour === 'staleTimestamp' ? now - 3_600 : now,
    );
  });
  targetUrl = server.url;
});
afterAll(async () => {
  await server?.close();
});

const profileFile = (): ProfileFile => ({
  kind: 'live',
  target: targetUrl,
  keys: { organization: KEY },
  webhooks: {
    secret: SECRET,
    waitMs: 3_000,
    register: { method: 'POST', url: `${targetUrl}/control/webhook-url`, body: { url: '{receiverUrl}' } },
  },
});

async function webhookResult(file: ProfileFile) {
  const report = await run({
    profile: resolveProfile(file),
    timeoutMs: 5_000,
    retries: 0,
    webhooks: true,
    selection: { only: ['simulateInflow'], skip: [] },
  });
  return report.results.find((r) => r.kind === 'webhook')!;
}

describe('the webhook case', () => {
  const cases: [Behaviour, { outcome: string; failed: CheckName[]; message?: string }][] = [
    ['signed', { outcome: 'passed', failed: [] }],
    ['wrongSecret', { outcome: 'failed', failed: ['signature'] }],
    ['staleTimestamp', { outcome: 'failed', failed: ['signature'] }],
    ['badBody', { outcome: 'failed', failed: ['webhookBody'] }],
    ['unknownField', { outcome: 'failed', failed: ['webhookBody'] }],
    ['silent', { outcome: 'failed', failed: ['delivery'] }],
    ['otherEventFirst', { outcome: 'passed', failed: [] }],
    ['otherEventOnly', { outcome: 'failed', failed: ['delivery'] }],
    [
      'noRegistration',
      { outcome: 'failed', failed: ['delivery'], message: 'the target did not take the receiver URL' },
    ],
    ['silent', { outcome: 'failed', failed: ['delivery'], message: 'no inflow webhook arrived' }],
    ['refuses', { outcome: 'failed', failed: ['status'] }],
  ];
  test.each(cases)('a target whose webhook is %s', async (given, want) => {
    behaviour = given;
    const result = await webhookResult(profileFile());
    expect(result.outcome).toBe(want.outcome);
    expect(result.checks.filter((c) => c.outcome === 'failed').map((c) => c.name)).toEqual(want.failed);
    if (want.message) expect(result.checks[0]!.message).toBe(want.message);
    if (want.outcome === 'passed') expect(result.checks.map((c) => c.name)).toEqual(['signature', 'webhookBody']);
  });

  test('a signature never reaches the result', async () => {
    behaviour = 'wrongSecret';
    const result = await webhookResult(profileFile());
    expect(JSON.stringify(result)).not.toMatch(/v1=[0-9a-f]{64}/);
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  test('is not applicable without a webhooks section, and on a mock', async () => {
    const { webhooks: _, ...withoutWebhooks } = profileFile();
    expect((await webhookResult(withoutWebhooks)).reason).toBe(
      'the profile has no webhooks section (secret, receiver)',
    );
    const onMock = await run({
      profile: resolveProfile({ ...profileFile(), kind: 'mock', target: inject('mockUrl') }),
      timeoutMs: 5_000,
      retries: 0,
      webhooks: true,
      selection: { only: ['simulateInflow'], skip: [] },
    });
    expect(onMock.results.find((r) => r.kind === 'webhook')!.reason).toBe('a mock sends no webhooks');
  });
});
