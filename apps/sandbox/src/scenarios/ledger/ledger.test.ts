import { describe, expect, it } from 'vitest';
import type { TransactionToPost } from '@waas/types';
import { fundsInside, walletById } from '../../storage/wallets.js';
import { ENGINES, openedForBlock } from '../../test/engines.js';
import { answerCounts, balancesOf, debit, organizationWith, PRODUCT } from '../../test/organizations.js';
import { seeded } from '../../test/random.js';
import { processDueBatches } from '../../domain/postings/due-batches.js';
import { simulateInflow } from '../../domain/postings/inflows.js';
import { brokenInvariants } from '../../domain/ledger/invariants.js';
import { postTransaction } from '../../domain/postings/post-transaction.js';

const HOUR_US = 3_600_000_000;

describe.each(ENGINES)('ledger on $engine', ({ engine }) => {
  const opened = openedForBlock(engine);

  it(
    'lets exactly 100 of 1,000 concurrent debits ' + 'through a balance that covers 100, and ends at zero',
    async (context) => {
      const { engine: storage, store, clock } = opened.in(context).sandbox;
      const { organizationId, wallets } = await organizationWith(storage, clock.nowUs(), ['100']);
      const wallet = wallets[0]!;
      const outcomes = await Promise.all(
        Array.from({ length: 1000 }, () =>
          postTransaction(store, { organizationId, nowUs: clock.nowUs(), body: debit(wallet.account_number, 1) }),
        ),
      );
      expect(answerCounts(outcomes)).toEqual({ transactionPosted: 100, insufficientFunds: 900 });
      expect(await balancesOf(storage, organizationId, wallet.id)).toEqual({ available: 0, ledger: 0 });
      expect(await store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
    },
  );

  it('posts once for 50 concurrent posts of one reference, and answers them all alike', async (context) => {
    const { engine: storage, store, clock } = opened.in(context).sandbox;
    const { organizationId, wallets } = await organizationWith(storage, clock.nowUs(), ['1000']);
    const wallet = wallets[0]!;
    const body = debit(wallet.account_number, 10, { transactionReference: 'TRX-CONCURRENT-1' });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => postTransaction(store, { organizationId, nowUs: clock.nowUs(), body })),
    );
    expect(outcomes[0]?.answer).toBe('transactionPosted');
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    const [postings] = await storage.unitOfWork((sql) =>
      sql.query<{ n: number }>(
        'SELECT count(*)::bigint AS n FROM postings WHERE organization_id = $1 AND reference = $2',
        [organizationId, 'TRX-CONCURRENT-1'],
      ),
    );
    expect(postings?.n).toBe(1);
    const after = await storage.unitOfWork((sql) => walletById(sql, organizationId, wallet.id));
    expect(after?.ledger_minor).toBe(100_000 - 1_000);
  });

  it('keeps every invariant after each step of a seeded random run of 2,000 operations', async (context) => {
    const { engine: storage, store, clock } = opened.in(context).sandbox;
    const random = seeded(20240514);
    const { organizationId, wallets } = await organizationWith(
      storage,
      clock.nowUs(),
      ['5000', '250.5', '0.01', null],
      50_000,
    );
    let inside = await storage.unitOfWork((sql) => fundsInside(sql, organizationId));
    let nowUs = clock.nowUs();
    const sent: { body: TransactionToPost; answer: unknown }[] = [];
    const amount = () => random.int(1, 300_000) / 100;
    const seen = new Set<string>();

    for (let step = 0; step < 2000; step++) {
      const wallet = random.pick(wallets);
      const kind = random.int(0, 9);
      nowUs += random.int(0, 2) * HOUR_US;
      const reference = `R-${step}`;
      let where = `step ${step} (${kind})`;
      if (kind <= 2 || kind === 3) {
        const body: TransactionToPost = {
          productId: PRODUCT,
          amount: amount(),
          direction: kind <= 1 ? 'DEBIT' : 'CREDIT',
          currency: 'NGN',
          accountNumber: wallet.account_number,
          transactionReference: reference,
          ...(random.next() < 0.3 ? { fee: random.int(0, 500) / 100 } : {}),
          ...(kind === 3
            ? {
                valueDate: new Date((nowUs + random.int(1, 6) * HOUR_US) / 1000).toISOString(),
                direction: random.pick(['DEBIT', 'CREDIT'] as const),
              }
            : {}),
        };
        const outcome = await postTransaction(store, { organizationId, nowUs, body });
        expect(['transactionPosted', 'transactionScheduled', 'insufficientFunds'], where).toContain(outcome.answer);
        seen.add(outcome.answer);
        sent.push({ body, answer: outcome });
      } else if (kind === 4) {
        const outcome = await simulateInflow(store, {
          organizationId,
          nowUs,
          body: {
            beneficiaryAccountName: wallet.name,
            beneficiaryAccountNumber: wallet.account_number,
            amount: String(random.int(1, 100_000) / 100),
            narration: 'random',
          },
        });
        expect(outcome.answer, where).toBe('funded');
      } else if (kind <= 6) {
        const outcome = await processDueBatches(store, { organizationId, nowUs });
        expect(outcome.answer, where).toBe('dueProcessed');
        if (outcome.data!.totalTransactions > 0) seen.add('dueProcessed');
      } else if (kind === 7 && sent.length > 0) {
        // A retry: the same reference and body answer exactly what they answered first.
        const earlier = random.pick(sent);
        where += ` retry of ${earlier.body.transactionReference}`;
        expect(await postTransaction(store, { organizationId, nowUs, body: earlier.body }), where).toEqual(
          earlier.answer,
        );
      } else if (kind === 8 && sent.length > 0) {
        const earlier = random.pick(sent);
        const outcome = await postTransaction(store, {
          organizationId,
          nowUs,
          body: { ...earlier.body, amount: earlier.body.amount + 1 },
        });
        expect(outcome.answer, where).toBe('referenceConflict');
      }
      const inflows = await storage.unitOfWork((sql) => fundsInside(sql, organizationId));
      if (kind === 4) inside = inflows;
      const broken = await store.unitOfWork((tx) => brokenInvariants(tx));
      expect({ broken, inside: inflows }, where).toEqual({ broken: [], inside });
    }
    // The run is only worth its invariants if it reached every kind of outcome.
    expect([...seen].sort()).toEqual([
      'dueProcessed',
      'insufficientFunds',
      'transactionPosted',
      'transactionScheduled',
    ]);
  });
});
