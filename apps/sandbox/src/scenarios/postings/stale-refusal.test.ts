// A refusal rests on a balance verified when its group is written: once an inflow has been answered, no debit sent
// after that answer is refused for want of funds the inflow brought.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { ENGINES } from '../../test/engines.js';
import { servedForBlock } from '../../test/harness.js';

const CLIENTS = 32;
const DEBITS_AFTER = 600;

describe.each(ENGINES)('debits racing an inflow on $engine', ({ engine }) => {
  const served = servedForBlock(engine);

  const send = async (path: string, body: unknown, key: string) => {
    const response = await fetch(`${served.current!.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  it('refuses none sent after the inflow was answered', async (context) => {
    served.in(context);
    const control = (path: string, body: unknown) => send(path, body, DEFAULT_DEMO_KEYS.admin);
    const org = (await control('/sandbox/organizations', { name: 'Race Ltd' })).body as unknown as { id: string };
    const { key } = (await control(`/sandbox/organizations/${org.id}/api-keys`, { isAdmin: true })).body as unknown as {
      key: string;
    };
    const wallet = (await control(`/sandbox/organizations/${org.id}/wallets`, { name: 'Empty' })).body as unknown as {
      virtualAccount: { accountNumber: string };
    };
    const accountNumber = wallet.virtualAccount.accountNumber;
    const debit = (n: number) =>
      send(
        '/api/v1/wallets/account-number/transactions',
        {
          productId: '00000000-0000-0000-0000-000000000001',
          amount: 1,
          direction: 'DEBIT',
          currency: 'NGN',
          accountNumber,
          transactionReference: `RACE-${n}`,
        },
        key,
      );

    let funded = false;
    let fundedAt = 0;
    let sent = 0;
    const refusedAfter: number[] = [];
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!funded || sent < fundedAt + DEBITS_AFTER) {
        const n = sent++;
        const sentAfterFunding = funded;
        const answer = await debit(n);
        if (sentAfterFunding && answer.status !== 200) refusedAfter.push(n);
      }
    });
    // Let the debits run against the empty wallet for a moment, then fund it while they keep coming.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const inflow = await send(
      '/api/v1/staging/simulate-inflow',
      {
        beneficiaryAccountName: 'Empty',
        beneficiaryAccountNumber: accountNumber,
        amount: '100000.00',
        narration: 'race',
      },
      key,
    );
    expect(inflow.status).toBe(200);
    fundedAt = sent;
    funded = true;
    await Promise.all(clients);
    expect(sent - fundedAt).toBeGreaterThanOrEqual(DEBITS_AFTER);
    expect(refusedAfter).toEqual([]);
  }, 120_000);
});
