import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { temporaryDirFor } from '@waas/readme-examples';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startApp, type RunningApp } from './apps.js';
import { MOCK_URL, SANDBOX_URL, SNIPPET_PAIRS, snippets } from './getting-started.js';

const run = promisify(execFile);
const bundle = loadBundle();
const pairs = readPairs(bundle);
const { sdk, mock, sandbox } = snippets(bundle);
const pairOf = (key: keyof typeof SNIPPET_PAIRS) =>
  pairByName(pairs, SNIPPET_PAIRS[key].operationId, SNIPPET_PAIRS[key].name);
/** Where the SDK snippet is saved to run: a temporary folder where `@waas/client` resolves as it does here. */
const scratch = temporaryDirFor(new URL('../', import.meta.url));

let mockApp: RunningApp;
let sandboxApp: RunningApp;

beforeAll(async () => {
  // The snippets say `pnpm mock` and `pnpm start`; here each listens on a free port instead of its default.
  [mockApp, sandboxApp] = await Promise.all([
    startApp(['pnpm', 'mock'], { probe: '/' }),
    startApp(['pnpm', '--filter', '@waas/sandbox', 'dev'], { probe: '/' }),
  ]);
});

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await Promise.all([mockApp?.stop(), sandboxApp?.stop()]);
});

/** The shell lines after the start command, with the default address swapped for the running app's. */
async function runShell(code: string, from: string, to: string): Promise<unknown> {
  const [start, ...lines] = code.split('\n');
  expect(start).toMatch(/^pnpm (mock|start) /);
  const { stdout } = await run('sh', ['-c', lines.join('\n').replaceAll(from, to)], { timeout: 30_000 });
  return JSON.parse(stdout);
}

describe('the Getting started snippets, run as written', () => {
  it('the mock answers the documented example that Prefer asks for', async () => {
    await expect(runShell(mock.code, MOCK_URL, mockApp.url)).resolves.toEqual(pairOf('mock').response.body);
  });

  it('the sandbox answers the demo key with the seeded wallet', async () => {
    const body = (await runShell(sandbox.code, SANDBOX_URL, sandboxApp.url)) as {
      success: boolean;
      data: { id: string };
    };
    expect(body.success).toBe(true);
    expect(body.data.id).toBe(pairOf('sandbox').request.pathParams.walletId);
  });

  it('the SDK gets the wallet from the mock', async () => {
    const file = fileURLToPath(new URL('wallet.mts', scratch));
    writeFileSync(file, sdk.code.replaceAll(MOCK_URL, mockApp.url));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], {
      cwd: fileURLToPath(scratch),
      timeout: 30_000,
    });
    const wallet = (pairOf('sdk').response.body as { data: { name: string; availableBalance: number } }).data;
    expect(stdout.trim()).toBe(`${wallet.name} ${wallet.availableBalance}`);
  });
});
