// `pnpm bench`: bundle size, per-call overhead against openapi-fetch and plain fetch, and webhook verify rate.
// Prints a table and writes bench/results.json. Goals from the issue: ≤ 8 kB gzipped, ≤ 1.15× openapi-fetch per call.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { paths } from '@waas/types';
import { sign, verify } from '@waas/webhooks';
import createClient from 'openapi-fetch';
import { createWalletApi } from '../src/index.js';
import { bundleSize } from './bundle-size.js';
import { microsPerCall, round } from './measure.js';

const GOAL_GZIP_BYTES = 8 * 1024;
const GOAL_RATIO = 1.15;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const client = await bundleSize(here('../src/index.ts'));
const bare = await bundleSize({ contents: "export { default } from 'openapi-fetch';", resolveDir: here('.') });

// One wallet lookup, answered by a fetch that never leaves the process.
const body = JSON.stringify({ code: '00', success: true, message: 'Retrieved Successfully', data: { id: '3fa85f64-5717-4562-b3fc-2c963f66afa6', name: 'Ada' } });
const mockFetch = async (_: Request | string) => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
const baseUrl = 'http://127.0.0.1:4010';
const walletId = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const init = { params: { path: { walletId } } };
const path = '/api/v1/wallets/get/wallet/{walletId}';

const openapiFetch = createClient<paths>({ baseUrl, fetch: mockFetch, headers: { 'x-api-key': 'bench' } });
const api = createWalletApi({ apiKey: 'bench', baseUrl, fetch: mockFetch });
const apiWithoutTimeout = createWalletApi({ apiKey: 'bench', baseUrl, fetch: mockFetch, timeoutMs: 0 });
// openapi-fetch doing what the client does about time: a signal per call and a timer, so the cost of the feature shows.
const openapiFetchWithTimeout = async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  try {
    return await openapiFetch.GET(path, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
};
const plainFetch = async () => {
  const response = await mockFetch(new Request(`${baseUrl}/api/v1/wallets/get/wallet/${encodeURIComponent(walletId)}`, { headers: { 'x-api-key': 'bench' } }));
  return response.json();
};

const { micros: timings, ratio: sameRoundRatio } = await microsPerCall({
  plainFetch,
  openapiFetch: () => openapiFetch.GET(path, init),
  openapiFetchWithTimeout,
  clientRaw: () => api.GET(path, init),
  clientUnwrap: () => api.getWalletById(init),
  clientRawWithoutTimeout: () => apiWithoutTimeout.GET(path, init),
});

const secret = 'bench-secret';
const event = JSON.stringify({
  id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
  type: 'inflow.received',
  createdAt: '2024-05-14T10:22:31.123Z',
  organizationId: '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f',
  data: { transactionReference: 'INF-20240514-000001', accountNumber: '9900012345', accountName: 'Ada Obi', walletId, amount: 10000, currency: 'NGN', narration: 'Test funding', availableBalance: 160000.75, ledgerBalance: 160000.75 },
});
const headers = { 'x-auth-signature': await sign(event, secret) };
const { verify: verifyMicros } = (await microsPerCall({ verify: () => verify(event, headers, secret) }, { calls: 500, rounds: 5 })).micros;

const ratio = (variant: keyof typeof timings) => round(sameRoundRatio(variant, 'openapiFetch'));
const rows = [
  { measure: 'bundle, client + openapi-fetch (min)', value: client.minified, unit: 'B', goal: '' },
  { measure: 'bundle, client + openapi-fetch (min+gz)', value: client.gzipped, unit: 'B', goal: `≤ ${GOAL_GZIP_BYTES}` },
  { measure: 'bundle, openapi-fetch alone (min+gz)', value: bare.gzipped, unit: 'B', goal: '' },
  { measure: 'per call, plain fetch', value: round(timings.plainFetch), unit: 'µs', goal: '' },
  { measure: 'per call, openapi-fetch', value: round(timings.openapiFetch), unit: 'µs', goal: '' },
  { measure: 'per call, openapi-fetch + timeout signal', value: round(timings.openapiFetchWithTimeout), unit: 'µs', goal: '' },
  { measure: 'per call, client { data, error }', value: round(timings.clientRaw), unit: 'µs', goal: '' },
  { measure: 'per call, client unwrapping', value: round(timings.clientUnwrap), unit: 'µs', goal: '' },
  { measure: 'per call, client { data, error }, timeoutMs 0', value: round(timings.clientRawWithoutTimeout), unit: 'µs', goal: '' },
  { measure: 'client { data, error } ÷ openapi-fetch', value: ratio('clientRaw'), unit: '×', goal: `≤ ${GOAL_RATIO}` },
  { measure: 'client unwrapping ÷ openapi-fetch', value: ratio('clientUnwrap'), unit: '×', goal: `≤ ${GOAL_RATIO}` },
  { measure: 'client, timeoutMs 0 ÷ openapi-fetch', value: ratio('clientRawWithoutTimeout'), unit: '×', goal: '' },
  { measure: 'client ÷ openapi-fetch + timeout signal', value: round(sameRoundRatio('clientRaw', 'openapiFetchWithTimeout')), unit: '×', goal: '' },
  { measure: 'client unwrapping ÷ plain fetch', value: round(sameRoundRatio('clientUnwrap', 'plainFetch')), unit: '×', goal: '' },
  { measure: 'webhook verify', value: Math.round(1e6 / verifyMicros), unit: 'calls/s', goal: '' },
];
console.table(rows);

const results = {
  node: process.version,
  bundle: { client, openapiFetchAlone: bare, goalGzippedBytes: GOAL_GZIP_BYTES, meetsGoal: client.gzipped <= GOAL_GZIP_BYTES },
  perCallMicros: Object.fromEntries(Object.entries(timings).map(([name, micros]) => [name, round(micros)])),
  ratioToOpenapiFetch: { clientRaw: ratio('clientRaw'), clientUnwrap: ratio('clientUnwrap'), goal: GOAL_RATIO, meetsGoal: Math.max(ratio('clientRaw'), ratio('clientUnwrap')) <= GOAL_RATIO },
  ratioToOpenapiFetchWithTimeout: { clientRaw: round(sameRoundRatio('clientRaw', 'openapiFetchWithTimeout')) },
  ratioToOpenapiFetchWithoutTimeout: { clientRaw: ratio('clientRawWithoutTimeout') },
  ratioToPlainFetch: { clientUnwrap: round(sameRoundRatio('clientUnwrap', 'plainFetch')) },
  webhookVerifyCallsPerSecond: Math.round(1e6 / verifyMicros),
};
writeFileSync(here('results.json'), JSON.stringify(results, null, 2) + '\n');
