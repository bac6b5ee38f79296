// History reads in the order the ledger committed: under postings and inflows sent at once, each entry's balance is
// the one before it plus or minus its amount, page after page, and the newest is the wallet's ledger balance.
import { describe, expect, it } from 'vitest';
import { pairByName } from '@waas/spec/pairs';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { ENGINES } from '../../test/engines.js';
import { servedForBlock } from '../../test/harness.js';
import { pairs } from '../../test/pairs.js';

const posting = pairByName(pairs, 'postWalletTransaction', 'transactionPosted').request.body as {
  accountNumber: string;
};
const inflow = pairByName(pairs, 'simulateInflow', 'funded').request.body as object;
const walletId = (pairByName(pairs, 'getWalletById', 'walletRetrieved').request.pathParams as { walletId: string })
  .walletId;
const PAGE = 7;

interface Listed {
  amount: number;
  debitCreditIndicator: 'D' | 'C';
  balance: number;
}

describe.each(ENGINES)('history under concurrent postings and inflows on $engine', ({ engine }) => {
  const served = servedForBlock(engine);

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    fetch(`${served.current!.baseUrl}${url}`, {
      method,
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));

  it('chains every balance to the one before it', async (context) => {
    served.in(context);
    const writes = Array.from({ length: 48 }, (_, n) =>
      n % 4 === 0
        ? send('POST', '/api/v1/staging/simulate-inflow', {
            ...inflow,
            beneficiaryAccountNumber: posting.accountNumber,
            amount: `${100 + n}.25`,
          })
        : send('POST', '/api/v1/wallets/account-number/transactions', {
            ...posting,
            transactionReference: `ORDER-${n}`,
            amount: (100 + n) / 100,
            direction: n % 3 === 0 ? 'DEBIT' : 'CREDIT',
            fee: 0,
            valueDate: undefined,
          }),
    );
    expect((await Promise.all(writes)).filter((w) => w.status !== 200)).toEqual([]);

    const newestFirst: Listed[] = [];
    for (let page = 1; ; page++) {
      const answer = await send(
        'GET',
        `/api/v1/wallets/account-number/history?accountNumber=${posting.accountNumber}` +
          `&startDate=2000-01-01&endDate=2100-01-01&pageNumber=${page}&pageSize=${PAGE}`,
      );
      newestFirst.push(...answer.body.data.walletHistories);
      if (page >= answer.body.data.totalPages) break;
    }
    const oldestFirst = newestFirst.reverse();
    const minor = (major: number) => Math.round(major * 100);
    const breaks = oldestFirst.slice(1).flatMap((entry, i) => {
      const want = minor(oldestFirst[i]!.balance) + (entry.debitCreditIndicator === 'C' ? 1 : -1) * minor(entry.amount);
      return minor(entry.balance) === want ? [] : [{ at: i + 1, balance: entry.balance, want: want / 100 }];
    });
    expect(breaks).toEqual([]);
    expect(minor(oldestFirst.at(-1)!.balance)).toBe(
      minor((await send('GET', `/api/v1/wallets/get/wallet/${walletId}`)).body.data.ledgerBalance),
    );
  }, 60_000);
});
