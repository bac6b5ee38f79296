// `pnpm bench`: sign and verify calls per second over the spec's inflow example; prints a table, writes
// bench/results.json.
import { writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { sign, verify } from '../src/index.js';

const rawBody = JSON.stringify(
  (loadBundle().webhooks!.inflow!.post as any).requestBody.content['application/json'].examples.inflowReceived.value,
);
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
