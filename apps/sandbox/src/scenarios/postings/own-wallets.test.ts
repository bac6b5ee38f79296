// An organization's own wallets move from whatever they hold (storage/wallets.ts, applyMoves), so a second process
// posting for the same organization does not fail every group of the first on the internal wallet both move. A
// posting decided before another moved the internal wallet is written as decided, once, its internal entry's balance
// corrected to the one reached; where the balance reached would pass the limit the Book checked on the old one, the
// database's CHECK fails the write and the posting is decided again — and refused.
import { describe, expect, it } from 'vitest';
import { internalWallets, walletById } from '../../storage/wallets.js';
import { meanwhileBeforeWrite } from '../../test/before-write.js';
import { debit, NEAR_LARGEST_CREDIT, organizationWith } from '../../test/organizations.js';
import { brokenInvariants } from '../../domain/ledger/invariants.js';
import { BALANCE_LIMIT_MINOR } from '../../domain/ledger/money.js';
import { postTransaction } from '../../domain/postings/post-transaction.js';
import { SqlStore } from '../../storage/store.js';
import { openedForBlock } from '../../test/engines.js';

const opened = openedForBlock('pglite', { webhooks: { dispatch: false } });

describe("an organization's internal wallet moved between a posting decision and its write", () => {
  const cases = [
    {
      given: 'a small credit elsewhere',
      creditsBefore: 0,
      meanwhile: 1,
      amount: 5,
      want: 'transactionPosted',
      internalMoved: -500,
    },
    {
      given: 'a credit elsewhere that leaves no room below the limit',
      creditsBefore: 9,
      meanwhile: NEAR_LARGEST_CREDIT,
      amount: NEAR_LARGEST_CREDIT,
      want: 'invalidRequest',
      internalMoved: 0,
    },
  ];

  it.for(cases)('$given: $want, in one write', async (given, context) => {
    const { creditsBefore, meanwhile, amount, want, internalMoved } = given;
    const { sandbox } = opened.in(context);
    const nowUs = sandbox.clock.nowUs();
    const { organizationId, wallets } = await organizationWith(sandbox.engine, nowUs, [null, null, null]);
    const [filled, other, target] = wallets as [(typeof wallets)[0], (typeof wallets)[0], (typeof wallets)[0]];
    const credit = (accountNumber: string, major: number, reference: string) =>
      postTransaction(sandbox.store, {
        organizationId,
        nowUs,
        body: debit(accountNumber, major, { direction: 'CREDIT', transactionReference: reference }),
      });
    for (let n = 0; n < creditsBefore; n++)
      expect((await credit(filled.account_number, NEAR_LARGEST_CREDIT, `FILL-${n}`)).answer).toBe('transactionPosted');
    const internalAt = async () =>
      (await sandbox.engine.unitOfWork((sql) => internalWallets(sql, organizationId)))[0]!.ledger_minor;
    const { engine, writes } = meanwhileBeforeWrite(sandbox.engine, async () =>
      expect((await credit(other.account_number, meanwhile, 'MEANWHILE')).answer).toBe('transactionPosted'),
    );
    const internalBefore = await internalAt();

    const answer = await postTransaction(SqlStore.of(engine), {
      organizationId,
      nowUs,
      body: debit(target.account_number, amount, { direction: 'CREDIT', transactionReference: 'DECIDED' }),
    });

    expect(answer.answer).toBe(want);
    // Written as decided, or failed once and decided again with nothing to write: never a write that failed on the
    // internal wallet's balance alone.
    expect(writes()).toBe(1);
    expect((await internalAt()) - internalBefore).toBe(Math.round(-meanwhile * 100) + internalMoved);
    expect(Math.abs(await internalAt())).toBeLessThanOrEqual(BALANCE_LIMIT_MINOR);
    const reached = await sandbox.engine.unitOfWork((sql) => walletById(sql, organizationId, target.id));
    expect(reached!.ledger_minor).toBe(want === 'transactionPosted' ? Math.round(amount * 100) : 0);
    expect(await sandbox.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
  });
});
