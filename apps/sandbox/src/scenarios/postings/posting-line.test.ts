import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../../sandbox.js';
import pg from 'pg';
import { postingByReference } from '../../storage/postings.js';
import { internalWallets, walletById } from '../../storage/wallets.js';
import { ENGINES, openedForBlock } from '../../test/engines.js';
import { answerCounts, balancesOf, debit, organizationWith } from '../../test/organizations.js';
import { postgresSkipReason, throwawayDatabase, type ThrowawayDatabase } from '../../test/postgres.js';
import { simulateInflow } from '../../domain/postings/inflows.js';
import { brokenInvariants } from '../../domain/ledger/invariants.js';
import { postTransaction } from '../../domain/postings/post-transaction.js';

describe.each(ENGINES)('posting line on $engine', ({ engine }) => {
  const opened = openedForBlock(engine);

  // Inflows move the wallet outside the line, between a group's read and its write: the write must notice (the
  // wallet moved since it was read) and the group be decided again, or its entries would carry stale balances.
  it(
    'keeps every invariant when inflows land on a ' + 'wallet between the reads and writes of its debits',
    async (context) => {
      const { engine: storage, store, clock } = opened.in(context).sandbox;
      const { organizationId, wallets } = await organizationWith(storage, clock.nowUs(), [null]);
      const wallet = wallets[0]!;
      const inflow = () => inflowOf(store, clock, organizationId, wallet);
      const debits: Promise<{ answer: string }>[] = [];
      const inflows: Promise<{ answer: string }>[] = [];
      for (let i = 0; i < 300; i++) {
        debits.push(
          postTransaction(store, { organizationId, nowUs: clock.nowUs(), body: debit(wallet.account_number, 1) }),
        );
        inflows.push(inflow());
      }
      const answers = (await Promise.all(debits)).map((o) => o.answer);
      expect((await Promise.all(inflows)).every((o) => o.answer === 'funded')).toBe(true);
      const posted = answers.filter((a) => a === 'transactionPosted').length;
      expect(posted + answers.filter((a) => a === 'insufficientFunds').length).toBe(300);
      const after = await storage.unitOfWork((sql) => walletById(sql, organizationId, wallet.id));
      expect(after?.ledger_minor).toBe((300 - posted) * 100);
      expect(await store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
    },
  );

  // A group whose debit and credit on a wallet cancel out leaves its balances where they were, but its entries still
  // carry balances decided on the read: the write must check that wallet too, or an inflow landing in between leaves
  // history that no longer replays.
  it('keeps every invariant when inflows land on a wallet that a group moves there and back', async (context) => {
    const { engine: storage, store, clock } = opened.in(context).sandbox;
    const { organizationId, wallets } = await organizationWith(storage, clock.nowUs(), ['1000']);
    const wallet = wallets[0]!;
    const sent: Promise<{ answer: string }>[] = [];
    for (let i = 0; i < 200; i++) {
      sent.push(
        postTransaction(store, { organizationId, nowUs: clock.nowUs(), body: debit(wallet.account_number, 1) }),
      );
      sent.push(
        postTransaction(store, {
          organizationId,
          nowUs: clock.nowUs(),
          body: debit(wallet.account_number, 1, { direction: 'CREDIT' }),
        }),
      );
      sent.push(inflowOf(store, clock, organizationId, wallet));
    }
    const answers = (await Promise.all(sent)).map((o) => o.answer);
    expect(answers.filter((a) => a === 'transactionPosted')).toHaveLength(400);
    expect(answers.filter((a) => a === 'funded')).toHaveLength(200);
    const after = await storage.unitOfWork((sql) => walletById(sql, organizationId, wallet.id));
    expect(after?.ledger_minor).toBe((1000 + 200) * 100);
    expect(await store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
  });
});

// Two processes on one database: each has its own line, so only the database keeps them from posting on stale
// balances or claiming one reference twice.
describe('two sandboxes posting on one PostgreSQL database', () => {
  let database: ThrowawayDatabase | undefined;
  let sandboxes: Sandbox[] = [];
  beforeAll(async () => {
    database = await throwawayDatabase();
    if (database)
      sandboxes = [
        await Sandbox.open({ databaseUrl: database.url }),
        await Sandbox.open({ databaseUrl: database.url }),
      ];
  });
  afterAll(async () => {
    for (const sandbox of sandboxes) await sandbox.close();
    await database?.drop();
  });

  it('let exactly 100 of 1,000 debits through a balance that covers 100, half sent to each', async (context) => {
    if (!database) return context.skip(postgresSkipReason());
    const [first, second] = sandboxes as [Sandbox, Sandbox];
    const { organizationId, wallets } = await organizationWith(first.engine, first.clock.nowUs(), ['100']);
    const wallet = wallets[0]!;
    const outcomes = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        postTransaction((i % 2 ? first : second).store, {
          organizationId,
          nowUs: first.clock.nowUs(),
          body: debit(wallet.account_number, 1),
        }),
      ),
    );
    expect(answerCounts(outcomes)).toEqual({ transactionPosted: 100, insufficientFunds: 900 });
    expect(await balancesOf(first.engine, organizationId, wallet.id)).toEqual({ available: 0, ledger: 0 });
    expect(await first.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
  });

  it('post one reference once when both are sent it 25 times at once, and answer all 50 alike', async (context) => {
    if (!database) return context.skip(postgresSkipReason());
    const [first, second] = sandboxes as [Sandbox, Sandbox];
    const { organizationId, wallets } = await organizationWith(first.engine, first.clock.nowUs(), ['1000']);
    const wallet = wallets[0]!;
    const body = debit(wallet.account_number, 10, { transactionReference: 'TRX-TWO-SANDBOXES' });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postTransaction((i % 2 ? first : second).store, { organizationId, nowUs: first.clock.nowUs(), body }),
      ),
    );
    expect(outcomes[0]?.answer).toBe('transactionPosted');
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    const after = await first.engine.unitOfWork((sql) => walletById(sql, organizationId, wallet.id));
    expect(after?.ledger_minor).toBe(100_000 - 1_000);
  });

  // Every posting moves an internal wallet: a line that waited for another writer's hold on it would write only when
  // that writer committed, so two processes would post one after the other.
  it('post on another internal wallet, without waiting, while another writer holds theirs', async (context) => {
    if (!database) return context.skip(postgresSkipReason());
    const first = sandboxes[0]!;
    const { organizationId, wallets } = await organizationWith(first.engine, first.clock.nowUs(), ['100']);
    const wallet = wallets[0]!;
    const internals = async () =>
      (await first.engine.unitOfWork((sql) => internalWallets(sql, organizationId))).map((w) => w.id);
    const [provisioned] = await internals();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const hold = async (id: string) => {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM wallets WHERE id = $1 FOR NO KEY UPDATE', [id]);
    };
    const postedOn = async (reference: string) => {
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000).unref());
      const answer = postTransaction(first.store, {
        organizationId,
        nowUs: first.clock.nowUs(),
        body: debit(wallet.account_number, 1, { transactionReference: reference }),
      });
      expect(await Promise.race([answer.then((a) => a.answer), waited])).toBe('transactionPosted');
      return (await first.engine.unitOfWork((sql) => postingByReference(sql, organizationId, reference)))!
        .counter_wallet_id;
    };
    try {
      // given the provisioned internal wallet held: a new one is added, and used while the hold lasts
      await hold(provisioned!);
      const added = await postedOn('HELD-1');
      expect(added).not.toBe(provisioned);
      expect(await postedOn('HELD-2')).toBe(added);
      await holder.query('COMMIT');
      // given the added one held: back to the provisioned one, free again, and nothing added
      await hold(added!);
      expect(await postedOn('HELD-3')).toBe(provisioned);
      await holder.query('COMMIT');
      expect((await internals()).sort()).toEqual([provisioned, added].sort());
    } finally {
      await holder.end();
    }
    expect(await first.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
  });
});

/** An inflow of 1 to the wallet: it moves the wallet outside the posting line, between a group's read and its write. */
function inflowOf(
  store: Sandbox['store'],
  clock: Sandbox['clock'],
  organizationId: string,
  wallet: { name: string; account_number: string },
) {
  return simulateInflow(store, {
    organizationId,
    nowUs: clock.nowUs(),
    body: {
      beneficiaryAccountName: wallet.name,
      beneficiaryAccountNumber: wallet.account_number,
      amount: '1',
      narration: 'interleaved',
    },
  });
}
