// The mock as `pnpm mock` runs it: one port for all three hosts, CORS on, PORT honoured; and Prism reloading its
// document.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadBundle, pairByName, pairUrl, readPairs, type ExamplePair } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOOPBACK as HOST, freePort, startPrism, type RunningPrism } from '@waas/prism-front';

const pairs = readPairs(loadBundle());

function call(pair: ExamplePair, baseUrl: string, headers: Record<string, string> = {}) {
  const init: RequestInit = { method: pair.method.toUpperCase(), headers: { 'x-api-key': 'any', ...headers } };
  if ('body' in pair.request) {
    init.body = JSON.stringify(pair.request.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return fetch(pairUrl(pair, baseUrl), { ...init, signal: AbortSignal.timeout(10_000) });
}

describe('pnpm mock', () => {
  let serve: ChildProcess;
  let baseUrl = '';
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://${HOST}:${port}`;
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    serve = spawn(process.execPath, [tsx, new URL('./serve.ts', import.meta.url).pathname], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    serve.stdout?.on('data', (chunk) => (output += chunk));
    for (let attempt = 0; !output.includes(baseUrl); attempt++) {
      if (attempt > 300 || serve.exitCode !== null) throw new Error(`pnpm mock did not start:\n${output}`);
      await sleep(200);
    }
  }, 90_000);
  afterAll(async () => {
    if (serve.pid === undefined || serve.exitCode !== null) return;
    const exited = once(serve, 'exit');
    process.kill(-serve.pid, 'SIGTERM');
    await exited;
  });

  const onePerHost = [
    ['wallet', 'getWalletById', 'walletRetrieved'],
    ['checkout', 'listCheckoutWallets', 'walletsListed'],
    ['payout', 'interBankEnquiry', 'accountResolved'],
  ] as const;
  test.each(onePerHost)('serves the %s host on the same port', async (host, operationId, name) => {
    const pair = pairByName(pairs, operationId, name);
    expect(pair.host).toBe(host);
    const response = await call(pair, baseUrl);
    expect(response.status).toBe(pair.status);
    expect(await response.json()).toEqual(pair.response.body);
  });

  test('Prefer picks a documented response', async () => {
    const pair = pairByName(pairs, 'getWalletById', 'accountNotFound');
    const response = await call(pair, baseUrl, { prefer: `code=${pair.status}, example=${pair.name}` });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(pair.response.body);
  });

  test('answers a CORS preflight from any origin', async () => {
    const pair = pairByName(pairs, 'getWalletById', 'walletRetrieved');
    const response = await fetch(pairUrl(pair, baseUrl), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key,prefer',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('Prism reloads its document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waas-mock-'));
  const document = join(dir, 'openapi.json');
  let prism: RunningPrism;
  beforeAll(async () => {
    copyFileSync(createRequire(import.meta.url).resolve('@waas/spec/openapi.json'), document);
    prism = await startPrism({ document, host: HOST, port: await freePort(), onOutput: () => {} });
  }, 90_000);
  afterAll(async () => {
    await prism?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a changed example is served without a restart by hand', async () => {
    const pair = pairByName(pairs, 'getWalletById', 'accountNotFound');
    const prefer = { prefer: `code=${pair.status}, example=${pair.name}` };
    const message = 'Changed while the mock was running';
    writeFileSync(document, readFileSync(document, 'utf8').replace('"Account not found"', JSON.stringify(message)));
    let seen = '';
    for (let attempt = 0; attempt < 60 && seen !== message; attempt++) {
      await sleep(500);
      seen = await call(pair, prism.url, prefer)
        .then((r) => r.json() as Promise<{ message: string }>)
        .then(
          (b) => b.message,
          () => '',
        );
    }
    expect(seen).toBe(message);
  }, 60_000);
});
