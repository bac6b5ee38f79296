// @waas/sandbox/msw from the installed tarball: its handlers open the ledger the package ships and answer a wallet
// read behind the project's msw, with no server and nothing of the workspace on the resolution path.
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { userEnv } from './project.js';
import { pair } from './requests.js';

const documented = pair('getWalletById', 'walletRetrieved');
const walletUrl = `https://wallet.example.test${documented.path.replace('{walletId}', String(documented.request.pathParams.walletId))}`;

test('the sandbox behind msw answers a wallet read from the seed', () => {
  const project = inject('project');
  copyFileSync(new URL('./fixtures/sandbox-msw-answers.mjs', import.meta.url), join(project, 'sandbox-msw-answers.mjs'));
  const output = execFileSync(process.execPath, ['sandbox-msw-answers.mjs', walletUrl], { cwd: project, env: userEnv(), encoding: 'utf8', timeout: 60_000 });
  const { read } = JSON.parse(output) as { read: { status: number; body: { data: { availableBalance: number } } } };
  const seeded = documented.response.body as { data: { availableBalance: number } };
  expect(read.status).toBe(200);
  expect(read.body.data.availableBalance).toBe(seeded.data.availableBalance);
});
