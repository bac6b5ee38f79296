// Balances stay within the limit (money.ts: 10^15 − 1 minor units, what a JSON number in major units states to the
// cent): a posting or an inflow that would pass it is refused as an invalid request, and the wallet keeps answering,
// posting and replaying its history.
import { describe, expect, it } from 'vitest';
import { pairByName } from '@waas/spec/pairs';
import { ENGINES } from '../../test/engines.js';
import { injectAsAdmin, servedForBlock } from '../../test/harness.js';
import { pairs } from '../../test/pairs.js';
import { NEAR_LARGEST_CREDIT } from '../../test/organizations.js';
import { BALANCE_LIMIT_MINOR } from '../../domain/ledger/money.js';

const posted = pairByName(pairs, 'postWalletTransaction', 'transactionPosted');
const funded = pairByName(pairs, 'simulateInflow', 'funded');
const invalidPosting = pairByName(pairs, 'postWalletTransaction', 'invalidRequest').response.body;
const invalidInflow = pairByName(pairs, 'simulateInflow', 'invalidRequest').response.body;
const body = posted.request.body as { accountNumber: string };
const walletId = (posted.response.body as { data: { walletId: string } }).data.walletId;
const walletUrl = `/api/v1/wallets/get/wallet/${walletId}`;

describe.each(ENGINES)('balances at the limit on $engine', ({ engine }) => {
  const served = servedForBlock(engine);

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await injectAsAdmin(served.current!.app, { method, url, body: payload });
    return { status: response.statusCode, body: response.json() };
  };
  const post = (reference: string, amount: number, direction: 'CREDIT' | 'DEBIT') =>
    call('POST', '/api/v1/wallets/account-number/transactions', {
      ...body,
      transactionReference: reference,
      amount,
      direction,
      fee: 0,
      valueDate: undefined,
    });

  it('refuses the credit that would pass it, and nothing sticks', async (context) => {
    served.in(context);
    const answers: number[] = [];
    for (let n = 0; n < 100; n++) {
      const answer = await post(`RANGE-${n}`, NEAR_LARGEST_CREDIT, 'CREDIT');
      answers.push(answer.status);
      if (answer.status !== 200) {
        expect(answer).toEqual({ status: 400, body: invalidPosting });
        break;
      }
    }
    // Nine such credits fit on the seeded balance: each before the refusal posted, and the refusal came.
    expect(answers).toEqual([...Array(9).fill(200), 400]);

    const wallet = await call('GET', walletUrl);
    expect(wallet.status).toBe(200);
    expect(Math.round(wallet.body.data.ledgerBalance * 100)).toBeLessThanOrEqual(BALANCE_LIMIT_MINOR);
    // The refused reference was not claimed: the same body is refused again, not answered as posted.
    expect((await post(`RANGE-${answers.length - 1}`, NEAR_LARGEST_CREDIT, 'CREDIT')).status).toBe(400);
    expect((await post('RANGE-DEBIT', 1, 'DEBIT')).status).toBe(200);
    // Up to one minor unit below the ceiling, exactly: the inflow's largest amount no longer fits.
    const ledgerMinor = Math.round((await call('GET', walletUrl)).body.data.ledgerBalance * 100);
    expect(await post('RANGE-FILL', (BALANCE_LIMIT_MINOR - ledgerMinor - 1) / 100, 'CREDIT')).toMatchObject({
      status: 200,
    });
    expect(Math.round((await call('GET', walletUrl)).body.data.ledgerBalance * 100)).toBe(BALANCE_LIMIT_MINOR - 1);
    expect(
      await call('POST', '/api/v1/staging/simulate-inflow', {
        ...(funded.request.body as object),
        beneficiaryAccountNumber: body.accountNumber,
        amount: '500000000.00',
      }),
    ).toEqual({ status: 400, body: invalidInflow });

    const history = await call(
      'GET',
      `/api/v1/wallets/account-number/history?accountNumber=${body.accountNumber}` +
        '&startDate=2000-01-01&endDate=2100-01-01&pageSize=100',
    );
    expect(history.status).toBe(200);
    expect((await call('GET', '/sandbox/invariants')).body).toEqual({ broken: [] });
  }, 60_000);
});
