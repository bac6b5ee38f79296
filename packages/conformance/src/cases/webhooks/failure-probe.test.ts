// webhooks.probe: failures: the receiver refuses the first delivery of the inflow event (500, then no answer) and the
// report says what the target did; only what breaks the event's own evidence fails.
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveProfile } from '../../profile/load.js';
import type { ProfileFile } from '../../profile/schema.js';
import { run } from '../../run/runner.js';
import { bodyText, serveLocally, type LocalServer } from '@waas/independent-target/local-server';
import { deliverSigned, webhookExample } from '../../testing/webhook-events.js';

const KEY = 'org-key-probe';
const SECRET = 'whsec-probe-test';
const document = loadBundle();
const funded = pairByName(readPairs(document), 'simulateInflow', 'funded');
const inflowExample = webhookExample(document, 'inflow', 'inflowReceived');

type Behaviour = 'retries' | 'noRetry' | 'retryNewId' | 'retryChangedBody' | 'retryWrongSecret';
let current: Behaviour = 'retries';
let receiverUrl = '';
let server: LocalServer;

/**
 * Delivers the event until a 200, at most four times 100 ms apart, each attempt cut after a second, to the receiver
 * registered when it was caused and as the target behaved then. A second, not less: the run, its receiver and this
 * target share one event loop, so a moment the run keeps it busy delays the receiver's answer, and an attempt cut
 * before its answer is read is retried once more (at half a second, a loaded Node 24 pass saw two retries).
 */
async function deliver(event: Record<string, any>) {
  const [url, behaviour] = [receiverUrl, current];
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = structuredClone(event);
    if (attempt > 0 && behaviour === 'retryNewId') sent.id = crypto.randomUUID();
    if (attempt > 0 && behaviour === 'retryChangedBody') sent.data.narration = `attempt ${attempt}`;
    const secret = attempt > 0 && behaviour === 'retryWrongSecret' ? 'another-secret' : SECRET;
    const status = await deliverSigned(url, sent, secret, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200 || behaviour === 'noRetry') return;
  }
}

beforeAll(async () => {
  server = await serveLocally(async (request, response) => {
    const text = await bodyText(request);
    if (request.url === '/control/webhook-url') {
      receiverUrl = (JSON.parse(text) as { url: string }).url;
      return response.writeHead(204).end();
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(funded.response.body));
    if (request.url === funded.path && receiverUrl)
      void deliver({ ...structuredClone(inflowExample), id: crypto.randomUUID() });
  });
});
afterAll(() => server?.close());

const profileFile = (): ProfileFile => ({
  kind: 'live',
  target: server.url,
  keys: { organization: KEY },
  webhooks: {
    secret: SECRET,
    waitMs: 2_000,
    probe: 'failures',
    register: { method: 'POST', url: `${server.url}/control/webhook-url`, body: { url: '{receiverUrl}' } },
  },
});

async function probes() {
  const report = await run({
    profile: resolveProfile(profileFile()),
    timeoutMs: 5_000,
    retries: 0,
    webhooks: true,
    selection: { only: ['simulateInflow'], skip: [] },
  });
  return report.results.filter((r) => r.id.includes('its first delivery'));
}

describe('the failure probe', () => {
  test.for([
    {
      given: 'retries' as const,
      outcome: 'passed',
      failed: [],
      says: /^retried 1 time within 2\.00 s after the first delivery (answered 500|never answered), after \d\.\d\d s$/,
    },
    {
      given: 'noRetry' as const,
      outcome: 'passed',
      failed: [],
      says: /^not retried within 2\.00 s after the first delivery/,
    },
    { given: 'retryNewId' as const, outcome: 'failed', failed: ['retry'], says: /^retried 1 time/ },
    { given: 'retryChangedBody' as const, outcome: 'failed', failed: ['retry'], says: /^retried 1 time/ },
    { given: 'retryWrongSecret' as const, outcome: 'failed', failed: ['signature'], says: /^retried 1 time/ },
  ])('a target that $given: both rounds, each said with its figures', async ({ given, outcome, failed, says }) => {
    current = given;
    const results = await probes();
    expect(results.map((r) => r.id)).toEqual([
      'webhook inflow after simulateInflow, its first delivery answered 500',
      'webhook inflow after simulateInflow, its first delivery never answered',
    ]);
    for (const result of results) {
      expect(result.outcome).toBe(outcome);
      expect(result.checks.filter((c) => c.outcome === 'failed').map((c) => c.name)).toEqual(failed);
      expect(result.checks.find((c) => c.name === 'retry')!.message).toMatch(says);
    }
  });

  test('without the probe, no round runs', async () => {
    current = 'retries';
    const { probe: _, ...webhooks } = profileFile().webhooks!;
    const report = await run({
      profile: resolveProfile({ ...profileFile(), webhooks }),
      timeoutMs: 5_000,
      retries: 0,
      webhooks: true,
      selection: { only: ['simulateInflow'], skip: [] },
    });
    expect(report.results.filter((r) => r.id.includes('its first delivery'))).toEqual([]);
  });
});
