// One sequence of requests, built from the spec's examples, that any stateful stand-in for the API must answer as a
// ledger does: the sandbox's handlers under msw 2 and 3 on Node, and in a browser page behind msw's worker.
import { pairUrl } from '@waas/spec/pairs';
import { expect } from 'vitest';
import { pair } from './requests.js';

export interface SequenceRequest {
  method: string;
  url: string;
  body?: unknown;
}

export interface SequenceAnswer {
  status: number;
  body: { code: string; data: { availableBalance: number; ledgerBalance: number } | null };
}

const BASE = 'https://wallet.example.test';
const walletRead = pair('getWalletById', 'walletRetrieved');
const debit = pair('postWalletTransaction', 'debitPosted');
const overdraft = pair('postWalletTransaction', 'insufficientFunds');
const history = pair('getWalletHistory', 'historyFetched');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 19);
const minor = (amount: number) => Math.round(amount * 100);
const transactionReference = 'CONSUMER-LEDGER-DEBIT-1';
const debitBody = { ...(debit.request.body as object), amount: 12.34, transactionReference };

/**
 * A read, a debit, a read, the history, the same debit again, an overdraft: sent in this order, with the seeded admin
 * key.
 */
export function ledgerSequence(): SequenceRequest[] {
  const historyUrl = pairUrl(history, BASE);
  historyUrl.searchParams.set('startDate', day(-1));
  historyUrl.searchParams.set('endDate', day(1));
  return [
    { method: 'GET', url: pairUrl(walletRead, BASE).href },
    { method: 'POST', url: pairUrl(debit, BASE).href, body: debitBody },
    { method: 'GET', url: pairUrl(walletRead, BASE).href },
    { method: 'GET', url: historyUrl.href },
    { method: 'POST', url: pairUrl(debit, BASE).href, body: debitBody },
    { method: 'POST', url: pairUrl(overdraft, BASE).href, body: overdraft.request.body },
  ];
}

/** The answers of ledgerSequence() as a ledger gives them: the seed's balance, a debit once, an overdraft refused. */
export function expectLedgerAnswers(answers: readonly SequenceAnswer[]): void {
  const [before, posted, after, listed, again, refused] = answers as [
    SequenceAnswer,
    SequenceAnswer,
    SequenceAnswer,
    SequenceAnswer,
    SequenceAnswer,
    SequenceAnswer,
  ];
  // The seed is the spec's examples: the wallet starts where the documented read says.
  expect(before.status).toBe(200);
  expect(before.body.data).toMatchObject({
    availableBalance: (walletRead.response.body as SequenceAnswer['body']).data!.availableBalance,
  });
  expect(posted.status).toBe(200);
  expect(minor(before.body.data!.availableBalance) - minor(after.body.data!.availableBalance)).toBe(
    minor(debitBody.amount),
  );
  expect(minor(before.body.data!.ledgerBalance) - minor(after.body.data!.ledgerBalance)).toBe(minor(debitBody.amount));
  expect(listed.status).toBe(200);
  expect(JSON.stringify(listed.body)).toContain(transactionReference);
  // The same reference again posts nothing: its first answer comes back.
  expect(again).toEqual(posted);
  expect(refused.body.code).toBe('51');
}
