// `pnpm bench`: sign and verify calls per second over the spec's inflow example; prints a table, writes
// bench/results.json.
import { writeFileSync } from 'node:fs';
import { sign, verify } from '../src/index.js';

const rawBody = JSON.stringify({
  id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
  type: 'inflow.received',
  createdAt: '2024-05-14T10:22:31.123Z',
  organizationId: '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f',
  data: {
    transactionReference: 'INF-20240514-000001',
    accountNumber: '9900012345',
    accountName: 'Ada Obi',
    walletId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    amount: 10000,
    currency: 'NGN',
    narration: 'Test funding',
    availableBalance: 160000.75,
    ledgerBalance: 160000.75,
  },
});
const secret = 'bench-secret';
const headers = { 'x-auth-signature': await sign(rawBody, secret) };

/** Calls per second of `run`, over at least `minMs` after a warm-up, bounded in count. */
async function rate(run: () => Promise<unknown>, minMs = 1000, maxCalls = 1_000_000): Promise<number> {
  for (let i = 0; i < 200; i++) await run();
  const start = performance.now();
  let calls = 0;
  while (calls < maxCalls && performance.now() - start < minMs) {
    for (let i = 0; i < 100; i++) await run();
    calls += 100;
  }
  return calls / ((performance.now() - start) / 1000);
}

const rows = [
  { name: 'sign', callsPerSecond: Math.round(await rate(() => sign(rawBody, secret))) },
  {
    name: 'verify (signature + schema)',
    callsPerSecond: Math.round(await rate(() => verify(rawBody, headers, secret))),
  },
];
console.table(rows);
const results = { node: process.version, bodyBytes: rawBody.length, results: rows };
writeFileSync(new URL('results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
