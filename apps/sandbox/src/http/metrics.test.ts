// What an operator scrapes: answers by operation and status, refusals by their envelope code, latency, the process.
import { pairByName } from '@waas/spec/pairs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { pairs } from '../test/pairs.js';
import { Metrics } from './metrics.js';

let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandbox();
});
afterAll(() => running?.close());

const retrieved = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const broke = pairByName(pairs, 'postWalletTransaction', 'insufficientFunds');

test('GET /metrics counts each answer by operation and status, each refusal by its code, in Prometheus text; no key in it', async () => {
  const headers = { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' };
  for (let i = 0; i < 2; i++) expect((await fetch(`${running.baseUrl}/api/v1/wallets/get/wallet/${String(retrieved.request.pathParams.walletId)}`, { headers })).status).toBe(200);
  const refused = await fetch(`${running.baseUrl}/api/v1/wallets/account-number/transactions`, { method: 'POST', headers, body: JSON.stringify(broke.request.body) });
  expect(refused.status).toBe(broke.status);
  const scraped = await fetch(`${running.baseUrl}/metrics`);
  expect(scraped.status).toBe(200);
  expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await scraped.text();
  expect(text).toContain('waas_sandbox_answers_total{operation="getWalletById",status="200"} 2');
  expect(text).toContain(`waas_sandbox_refusals_total{operation="postWalletTransaction",status="${broke.status}",code="${(broke.response.body as { code: string }).code}"} 1`);
  expect(text).toContain('waas_sandbox_answer_seconds_count{operation="getWalletById"} 2');
  expect(text).toMatch(/^waas_sandbox_process_resident_memory_bytes \d+/m);
  expect(text).not.toContain(DEFAULT_DEMO_KEYS.admin);
});

test('answers given before prom-client has loaded are counted once it has', async () => {
  const metrics = new Metrics();
  metrics.answered('getWalletById', 200, 0.002, '{"code":"00"}');
  metrics.answered('postWalletTransaction', 400, 0.004, '{"code":"51","success":false}');
  const { registry } = await metrics.load();
  metrics.answered('getWalletById', 200, 0.003, '{"code":"00"}');
  const text = await registry.metrics();
  expect(text).toContain('waas_sandbox_answers_total{operation="getWalletById",status="200"} 2');
  expect(text).toContain('waas_sandbox_refusals_total{operation="postWalletTransaction",status="400",code="51"} 1');
});
