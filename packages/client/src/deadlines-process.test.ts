import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

// The shared deadline timer must keep a Node process alive while a call waits (or the timeout would never fire), and
// must not keep it alive once every call is done (or a script would wait out the timeout before exiting).
const dir = mkdtempSync(join(tmpdir(), 'waas-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
const entry = new URL('index.ts', import.meta.url).href;

async function run(name: string, body: string): Promise<string> {
  const file = join(dir, `${name}.mts`);
  writeFileSync(file, `import { createWalletApi, isWalletApiNetworkError } from ${JSON.stringify(entry)};\n${body}`);
  // Far below the client's timeout in the idle case: a process still running then is held open by the timer.
  const { stdout } = await promisify(execFile)(tsx, [file], { timeout: 20_000 });
  return stdout.trim();
}

test('a process whose only pending work is a call waiting on fetch still reaches the timeout', async () => {
  const out = await run(
    'waiting',
    `const api = createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', timeoutMs: 100,
       fetch: (_request, init) =>
         new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))) });
     const error = await api.processDueBatches().catch((e) => e);
     console.log(isWalletApiNetworkError(error, 'timeout') ? 'timeout' : String(error));`,
  );
  expect(out).toBe('timeout');
}, 25_000);

test('a process exits once its calls are done, without waiting out the timeout', async () => {
  const out = await run(
    'idle',
    `const api = createWalletApi({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010', timeoutMs: 600_000,
       fetch: async () => new Response('{"statusCode":200,"message":"ok","data":null}', { status: 200 }) });
     await api.processDueBatches();
     console.log('done');`,
  );
  expect(out).toBe('done');
}, 25_000);
