// @waas/sandbox/msw from the installed tarball, under msw 2 and msw 3: its handlers open the ledger the package ships
// and keep state behind the project's msw, with no server and nothing of the workspace on the resolution path.
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pairUrl } from '@waas/spec/pairs';
import { expect, inject, test } from 'vitest';
import { runWithMsw } from './msw-node.js';
import { makeProject } from './project.js';
import { pair } from './requests.js';

const BASE = 'https://wallet.example.test';
const walletRead = pair('getWalletById', 'walletRetrieved');
const debit = pair('postWalletTransaction', 'debitPosted');
const overdraft = pair('postWalletTransaction', 'insufficientFunds');
const history = pair('getWalletHistory', 'historyFetched');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 19);
const minor = (amount: number) => Math.round(amount * 100);
const transactionReference = 'CONSUMER-MSW-DEBIT-1';
const debitBody = { ...(debit.request.body as object), amount: 12.34, transactionReference };
const historyUrl = pairUrl(history, BASE);
historyUrl.searchParams.set('startDate', day(-1));
historyUrl.searchParams.set('endDate', day(1));
const requests = [
  { method: 'GET', url: pairUrl(walletRead, BASE).href },
  { method: 'POST', url: pairUrl(debit, BASE).href, body: debitBody },
  { method: 'GET', url: pairUrl(walletRead, BASE).href },
  { method: 'GET', url: historyUrl.href },
  { method: 'POST', url: pairUrl(debit, BASE).href, body: debitBody },
  { method: 'POST', url: pairUrl(overdraft, BASE).href, body: overdraft.request.body },
];

interface Answer {
  status: number;
  body: { code: string; data: { availableBalance: number; ledgerBalance: number } | null };
}

test.each([
  ['msw 2', 2, () => inject('project')],
  ['msw 3', 3, () => makeProject('waas-sandbox-msw3', inject('tarballs'), { only: ['@waas/sandbox'], registry: { msw: '^3.0.0' } })],
] as const)('the sandbox behind %s keeps state: a debit lowers the balance and is in the history, once, and an overdraft is refused', (_, major, projectDir) => {
  const project = projectDir();
  copyFileSync(new URL('./fixtures/sandbox-msw-answers.mjs', import.meta.url), join(project, 'sandbox-msw-answers.mjs'));
  let output: string;
  try {
    output = runWithMsw(major, 'sandbox-msw-answers.mjs', [JSON.stringify(requests)], project);
  } finally {
    if (project !== inject('project')) rmSync(project, { recursive: true, force: true });
  }
  const { msw, answers } = JSON.parse(output) as { msw: string; answers: Answer[] };
  const [before, posted, after, listed, again, refused] = answers as [Answer, Answer, Answer, Answer, Answer, Answer];
  expect(msw.split('.')[0]).toBe(String(major));
  // The seed is the spec's examples: the wallet starts where the documented read says.
  expect(before.status).toBe(200);
  expect(before.body.data).toMatchObject({ availableBalance: (walletRead.response.body as Answer['body']).data!.availableBalance });
  expect(posted.status).toBe(200);
  expect(minor(before.body.data!.availableBalance) - minor(after.body.data!.availableBalance)).toBe(minor(debitBody.amount));
  expect(minor(before.body.data!.ledgerBalance) - minor(after.body.data!.ledgerBalance)).toBe(minor(debitBody.amount));
  expect(listed.status).toBe(200);
  expect(JSON.stringify(listed.body)).toContain(transactionReference);
  // The same reference again posts nothing: its first answer comes back.
  expect(again).toEqual(posted);
  expect(refused.body.code).toBe('51');
}, 600_000);
