// `pnpm bench`: bundle size, per-call overhead against openapi-fetch and plain fetch, and webhook verify rate.
// Prints a table and writes bench/results.json.
// Goals from the issue: ≤ 8 kB gzipped, ≤ 1.15× openapi-fetch per call.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadBundle } from '@waas/spec/pairs';
import { sign, verify } from '@waas/webhooks';
import { bundleSize } from './bundle-size.js';
import { microsPerCall, round } from './measure.js';
import { VARIANTS, type Variant } from './per-call.js';

const GOAL_GZIP_BYTES = 8 * 1024;
const GOAL_RATIO = 1.15;
const ROUNDS = 5;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const client = await bundleSize(here('../src/index.ts'));
const bare = await bundleSize({ contents: "export { default } from 'openapi-fetch';", resolveDir: here('.') });

// Each variant runs in a process of its own; rounds rotate the order, so a busy neighbour slows all variants alike.
const samples = Object.fromEntries(VARIANTS.map((variant) => [variant, [] as number[]])) as Record<Variant, number[]>;
for (let r = 0; r < ROUNDS; r++) {
  for (const variant of [...VARIANTS.slice(r % VARIANTS.length), ...VARIANTS.slice(0, r % VARIANTS.length)]) {
    const { stdout } = await promisify(execFile)(here('../node_modules/.bin/tsx'), [here('per-call.ts'), variant], {
      timeout: 120_000,
    });
    samples[variant].push((JSON.parse(stdout) as { micros: number }).micros);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timings = Object.fromEntries(VARIANTS.map((variant) => [variant, median(samples[variant])])) as Record<
  Variant,
  number
>;
/** Median over rounds of the ratio within a round. */
const ratio = (variant: Variant, baseline: Variant = 'openapiFetch') =>
  round(median(samples[variant].map((micros, i) => micros / samples[baseline][i]!)));

const secret = 'bench-secret';
const event = JSON.stringify(
  (loadBundle().webhooks!.inflow!.post as any).requestBody.content['application/json'].examples.inflowReceived.value,
);
const headers = { 'x-auth-signature': await sign(event, secret) };
const { verify: verifyMicros } = (
  await microsPerCall({ verify: () => verify(event, headers, secret) }, { calls: 500, rounds: 5 })
).micros;

const rows = [
  { measure: 'bundle, client + openapi-fetch (min)', value: client.minified, unit: 'B', goal: '' },
  {
    measure: 'bundle, client + openapi-fetch (min+gz)',
    value: client.gzipped,
    unit: 'B',
    goal: `≤ ${GOAL_GZIP_BYTES}`,
  },
  { measure: 'bundle, openapi-fetch alone (min+gz)', value: bare.gzipped, unit: 'B', goal: '' },
  { measure: 'per call, plain fetch', value: round(timings.plainFetch), unit: 'µs', goal: '' },
  { measure: 'per call, openapi-fetch', value: round(timings.openapiFetch), unit: 'µs', goal: '' },
  {
    measure: 'per call, openapi-fetch + timeout signal',
    value: round(timings.openapiFetchWithTimeout),
    unit: 'µs',
    goal: '',
  },
  { measure: 'per call, client { data, error }', value: round(timings.clientRaw), unit: 'µs', goal: '' },
  { measure: 'per call, client unwrapping', value: round(timings.clientUnwrap), unit: 'µs', goal: '' },
  {
    measure: 'per call, client { data, error }, timeoutMs 0',
    value: round(timings.clientRawWithoutTimeout),
    unit: 'µs',
    goal: '',
  },
  {
    measure: 'client { data, error } ÷ openapi-fetch',
    value: ratio('clientRaw'),
    unit: '×',
    goal: `≤ ${GOAL_RATIO}`,
  },
  {
    measure: 'client unwrapping ÷ openapi-fetch',
    value: ratio('clientUnwrap'),
    unit: '×',
    goal: `≤ ${GOAL_RATIO}`,
  },
  { measure: 'client unwrapping ÷ plain fetch', value: ratio('clientUnwrap', 'plainFetch'), unit: '×', goal: '' },
  {
    measure: 'client ÷ openapi-fetch + timeout signal',
    value: ratio('clientRaw', 'openapiFetchWithTimeout'),
    unit: '×',
    goal: '',
  },
  { measure: 'webhook verify', value: Math.round(1e6 / verifyMicros), unit: 'calls/s', goal: '' },
];
console.table(rows);

const results = {
  node: process.version,
  method: `CPU time per call with a mocked fetch, each variant in its own process, median of ${ROUNDS} rounds`,
  bundle: {
    client,
    openapiFetchAlone: bare,
    goalGzippedBytes: GOAL_GZIP_BYTES,
    meetsGoal: client.gzipped <= GOAL_GZIP_BYTES,
  },
  perCallMicros: Object.fromEntries(VARIANTS.map((variant) => [variant, round(timings[variant])])),
  ratioToOpenapiFetch: {
    clientRaw: ratio('clientRaw'),
    clientUnwrap: ratio('clientUnwrap'),
    clientRawWithoutTimeout: ratio('clientRawWithoutTimeout'),
    goal: GOAL_RATIO,
    meetsGoal: Math.max(ratio('clientRaw'), ratio('clientUnwrap')) <= GOAL_RATIO,
  },
  ratioToOpenapiFetchWithTimeout: { clientRaw: ratio('clientRaw', 'openapiFetchWithTimeout') },
  ratioToPlainFetch: { clientUnwrap: ratio('clientUnwrap', 'plainFetch') },
  webhookVerifyCallsPerSecond: Math.round(1e6 / verifyMicros),
};
writeFileSync(here('results.json'), JSON.stringify(results, null, 2) + '\n');
