// pnpm dev's loop, timed: on a copy of the spec's sources, each save adds an operation in a new file, and the time
// from the save to each tool showing it is taken (polled every 10 ms): the generated types written, the mock
// answering it, the sandbox answering it (from its example, after its restart) and the reference page rebuilt with it
// (its /reload stream names a new page). Goal (issue 39): each within 2 s of a save. Prints a table, writes
// bench/results.json.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { SOURCES } from '@waas/spec-sources';
import { startDev } from '../src/dev.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 7);
const GOAL_MS = 2_000;
const DEADLINE_MS = 60_000;
const SPEC = fileURLToPath(new URL('../../../spec', import.meta.url));
const group = pairByName(readPairs(loadBundle()), 'getWalletGroup', 'walletGroupRetrieved');
const id = String(group.request.pathParams.id);

const root = mkdtempSync(join(tmpdir(), 'waas-dev-bench-'));
for (const name of [...SOURCES, 'redocly.yaml'])
  cpSync(join(SPEC, name), join(root, 'spec', name), { recursive: true });
const startedAt = performance.now();
const dev = await startDev({ root, ports: { mock: 0, sandbox: 0, docs: 0 }, log: () => {} });
const startMs = performance.now() - startedAt;

/** Resolves with the time from `from` at which `seen()` first holds; polled every 10 ms, bounded. */
async function when(from: number, seen: () => Promise<boolean> | boolean): Promise<number> {
  for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline; await sleep(10)) {
    if (
      await Promise.resolve()
        .then(seen)
        .catch(() => false)
    )
      return performance.now() - from;
  }
  throw new Error('a tool did not show the save within 60 s');
}

const answers = async (url: string, key: string) =>
  (await fetch(url, { headers: { 'x-api-key': key } })).status === 200;
const stages = { types: [] as number[], mock: [] as number[], sandbox: [] as number[], page: [] as number[] };
for (let save = 1; save <= SAVES; save++) {
  const operationId = `benchOperation${save}`;
  const path = `/api/v1/walletgroups/bench${save}/{id}`;
  const item = readFileSync(join(root, 'spec', 'paths', 'get-wallet-group.yaml'), 'utf8').replace(
    'operationId: getWalletGroup',
    `operationId: ${operationId}`,
  );
  const yaml = readFileSync(join(root, 'spec', 'openapi.yaml'), 'utf8').replace(
    "  '/api/v1/walletgroups/get/{id}':",
    `  '${path}':\n    $ref: ./paths/bench-${save}.yaml\n  '/api/v1/walletgroups/get/{id}':`,
  );
  const concrete = path.replace('{id}', id);
  writeFileSync(join(root, 'spec', 'paths', `bench-${save}.yaml`), item);
  const from = performance.now();
  writeFileSync(join(root, 'spec', 'openapi.yaml'), yaml);
  const [types, mock, sandbox, page] = await Promise.all([
    when(from, () =>
      readFileSync(join(root, 'packages', 'types', 'src', 'openapi.gen.ts'), 'utf8').includes(operationId),
    ),
    when(from, () => answers(dev.urls.mock + concrete, 'any')),
    when(from, () => answers(dev.urls.sandbox + concrete, 'sandbox-key-acme-admin')),
    when(from, async () => (await (await fetch(dev.urls.docs)).text()).includes(operationId)),
  ]);
  Object.entries({ types, mock, sandbox, page }).forEach(([stage, ms]) =>
    stages[stage as keyof typeof stages].push(ms),
  );
  await sleep(500); // settled: the next save is not read as part of this one
}
await dev.close();
rmSync(root, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows = Object.entries(stages).map(([stage, values]) => ({
  stage: `save → ${stage}`,
  medianMs: Math.round(median(values)),
  maxMs: Math.round(Math.max(...values)),
  goalMs: GOAL_MS,
  met: median(values) <= GOAL_MS,
}));
console.log(
  `pnpm dev, ${SAVES} saves each adding an operation (first start to every tool answering: ${Math.round(startMs)} ` +
    `ms; load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
);
console.table(rows);
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      load: loadavg()[0],
      saves: SAVES,
      startMs: Math.round(startMs),
      rows,
      samples: stages,
    },
    null,
    2,
  )}\n`,
);
