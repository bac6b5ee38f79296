// A posting is decided on the overdraft it read: when the control API changes the overdraft between that read and
// the group's write, the write must notice (as it does for balances) and the posting be decided again on the new
// floor. Otherwise a refusal is stored against an overdraft that was just raised, or a debit hits the database's
// floor CHECK and the client gets a 500 instead of a refusal.
import { describe, expect, it } from 'vitest';
import { openedForBlock } from '../../test/engines.js';
import { walletById } from '../../storage/wallets.js';
import { meanwhileBeforeWrite } from '../../test/before-write.js';
import { debit, organizationWith } from '../../test/organizations.js';
import { brokenInvariants } from '../../domain/ledger/invariants.js';
import { postTransaction } from '../../domain/postings/post-transaction.js';
import { updateWallet } from '../../domain/wallets/wallet-changes.js';
import { SqlStore } from '../../storage/store.js';

const opened = openedForBlock('pglite', { webhooks: { dispatch: false } });

describe('an overdraft changed between a posting decision and its write', () => {
  const cases = [
    {
      given: 'an overdraft raised after an empty wallet was read',
      overdraftBefore: null,
      overdraftAfter: 100_000,
      want: 'transactionPosted',
    },
    {
      given: 'an overdraft lowered after the debit was allowed on it',
      overdraftBefore: 100_000,
      overdraftAfter: 0,
      want: 'insufficientFunds',
    },
  ];

  it.for(cases)('$given → $want', async ({ overdraftBefore, overdraftAfter, want }, context) => {
    const { sandbox } = opened.in(context);
    const nowUs = sandbox.clock.nowUs();
    const { organizationId, wallets } = await organizationWith(sandbox.engine, nowUs, [null], overdraftBefore);
    const wallet = wallets[0]!;
    const { engine } = meanwhileBeforeWrite(sandbox.engine, () =>
      updateWallet(sandbox.store, {
        organizationId,
        walletId: wallet.id,
        change: { overdraftMinor: overdraftAfter },
        nowUs,
      }),
    );

    const answer = await postTransaction(SqlStore.of(engine), {
      organizationId,
      nowUs,
      body: debit(wallet.account_number, 5, { transactionReference: `OD-${overdraftAfter}` }),
    });

    expect(answer.answer).toBe(want);
    const after = await sandbox.engine.unitOfWork((sql) => walletById(sql, organizationId, wallet.id));
    expect(after!.overdraft_minor).toBe(overdraftAfter);
    expect(after!.available_minor).toBe(want === 'transactionPosted' ? -500 : 0);
    expect(await sandbox.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
  });
});
