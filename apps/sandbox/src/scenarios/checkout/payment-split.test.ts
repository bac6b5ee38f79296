// A checkout payment split between two beneficiaries, one bearing its fee and one not. The payment.succeeded event
// must say what the split rule gives, and what the ledger did: the organization's internal wallets are read before
// and after, so a wrong `paid`, or a split posted otherwise than the event says, fails here.
import type { PaymentSucceededEvent } from '@waas/types';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { checkoutWalletAfterReset, control } from '../../test/control.js';
import { ENGINES } from '../../test/engines.js';
import { checkoutBalances } from '../../test/organizations.js';
import { servedForBlock } from '../../test/harness.js';
import { webhookValidators } from '../../test/webhook-schemas.js';
import { toMinor } from '../../domain/ledger/money.js';

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const beneficiary = (name: string, accountNumber: string) => ({
  beneficiaryName: name,
  accountNumber,
  bankCode: '058',
  beneficiaryAlias: name.toLowerCase(),
});
/** 1000 split 600 (fee 10, borne by its beneficiary) and 250 (fee 5, borne by the organization). */
const SPLIT_WALLET = {
  walletName: 'Split INV-2002',
  expectedAmount: 1000,
  customerEmail: 'ada.obi@mail.test',
  splitConfigurations: [
    { splitValue: 600, feeValue: 10, feeBearer: true, beneficiary: beneficiary('Bearer Ltd', '0345678912') },
    { splitValue: 250, feeValue: 5, feeBearer: false, beneficiary: beneficiary('Spared Ltd', '0456789123') },
  ],
};
const minor = (major: number) => toMinor(major)!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(ENGINES)('a split checkout payment and its event on $engine', ({ engine }) => {
  const served = servedForBlock(engine, { webhooks: { dispatch: false } });

  /** The settlement wallet's credits of one posting, in the order they were written: one per share paid. */
  const settlementCredits = async (postingId: string): Promise<number[]> => {
    const rows = await served.current!.sandbox.engine.unitOfWork((sql) =>
      sql.query<{ amount_minor: number }>(
        `SELECT e.amount_minor FROM entries e JOIN wallets w ON w.id = e.wallet_id
         WHERE e.posting_id = $1 AND w.kind = 'settlement' AND e.dc = 'C' ORDER BY e.seq`,
        [postingId],
      ),
    );
    return rows.map((r) => Number(r.amount_minor));
  };

  it('says what each beneficiary got and what the organization retained, as the ledger moved it', async (context) => {
    const running = served.in(context);
    const wallet = await checkoutWalletAfterReset(running, ORGANIZATION, SPLIT_WALLET);
    const before = await checkoutBalances(running.sandbox.engine, ORGANIZATION);

    const paid = await fetch(`${running.baseUrl}/api/v1/staging/simulate-inflow`, {
      method: 'POST',
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        beneficiaryAccountName: 'Ada Obi',
        beneficiaryAccountNumber: wallet.walletNumber,
        amount: '1000.00',
        narration: 'Split INV-2002',
      }),
    });
    expect(paid.status).toBe(200);
    const after = await checkoutBalances(running.sandbox.engine, ORGANIZATION);
    const outbox = (await control(running.baseUrl, 'GET', `/organizations/${ORGANIZATION}/outbox`)).body
      .events as PaymentSucceededEvent[];
    const event = outbox.find((e) => e.type === 'payment.succeeded' && e.data?.checkoutWalletId === wallet.id)!;
    const validate = webhookValidators().get('payment.succeeded')!;
    expect({ valid: validate(event), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
    const data = event.data!;

    // The rule: 600 − 10 to the beneficiary that bears its fee, 250 to the one that does not;
    // 1000 − 850 − 5 kept.
    const [bearer, spared] = wallet.splitConfigurations;
    expect(data.splits).toEqual([
      {
        splitConfigurationId: bearer!.id,
        beneficiaryId: bearer!.beneficiaryId,
        splitValue: 600,
        feeValue: 10,
        feeBearer: true,
        paid: 590,
      },
      {
        splitConfigurationId: spared!.id,
        beneficiaryId: spared!.beneficiaryId,
        splitValue: 250,
        feeValue: 5,
        feeBearer: false,
        paid: 250,
      },
    ]);
    expect(data.retained).toBe(145);

    // The ledger: the shares in the settlement wallet, share by share; every fee in the fee wallet; the rest kept.
    const moved = (kind: string) => (after[kind] ?? 0) - (before[kind] ?? 0);
    expect({ collection: moved('collection'), settlement: moved('settlement'), fees: moved('fees') }).toEqual({
      collection: minor(data.retained),
      settlement: sum(data.splits.map((s) => minor(s.paid))),
      fees: sum(data.splits.map((s) => minor(s.feeValue))),
    });
    expect(await settlementCredits(data.transactionId)).toEqual(data.splits.map((s) => minor(s.paid)));
  });
});
