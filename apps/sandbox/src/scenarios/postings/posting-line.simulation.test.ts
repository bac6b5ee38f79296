// The posting line under a seeded adversary (test/faulty-engine.ts): random interleavings, writes that fail before
// writing or after committing. After every answer the ledger's invariants hold; at the end every answer is one a
// serial execution could have given: replays agree with the first answer, what was posted is in the ledger once and
// what was refused is not, and no debit is refused that credits acknowledged before it was sent would have covered.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionToPost } from '@waas/types';
import { Sandbox } from '../../sandbox.js';
import { walletById } from '../../storage/wallets.js';
import { faultyEngine } from '../../test/faulty-engine.js';
import { debit, organizationWith } from '../../test/organizations.js';
import { seeded } from '../../test/random.js';
import { simulateInflow } from '../../domain/postings/inflows.js';
import { brokenInvariants } from '../../domain/ledger/invariants.js';
import { postTransaction } from '../../domain/postings/post-transaction.js';
import { SqlStore } from '../../storage/store.js';
import { withTestSeedDump } from '../../test/engines.js';

const SEEDS = Array.from({ length: 12 }, (_, i) => 1000 + i);
const OPERATIONS = 60;
const FAULTS = { staleRead: 0.3, deadlock: 0.08, serialization: 0.08, busyInternal: 0.08, unknownOutcome: 0.08 };

interface Done {
  kind: 'debit' | 'credit' | 'inflow';
  reference: string;
  body: TransactionToPost | undefined;
  amountMinor: number;
  sentAt: number;
  answeredAt: number;
  answer: string;
  data?: unknown;
}

/** How often each fault struck over all seeds. */
const struck = new Map<string, number>();
/** Refusals of debits sent after an inflow was answered, over all seeds: the cases the last check judges. */
let refusedAfterCredit = 0;
let sandbox: Sandbox;
beforeAll(async () => {
  // On the test's own thread: a seed replays the same way only if every answer comes within the turn it was asked in.
  sandbox = await Sandbox.open(withTestSeedDump({ webhooks: { dispatch: false }, pgliteThread: false }));
}, 60_000);
afterAll(() => sandbox.close());

describe('the posting line under faults and interleavings', () => {
  it.each(SEEDS)(
    'seed %i: every answer is one a serial execution could give',
    async (seed) => {
      const random = seeded(seed);
      const { engine, counts } = faultyEngine(sandbox.engine, random, FAULTS);
      const nowUs = sandbox.clock.nowUs();
      const { organizationId, wallets } = await organizationWith(sandbox.engine, nowUs, [null]);
      const wallet = wallets[0]!;
      let clock = 0;
      const done: Done[] = [];
      const brokenAfterAnswers: string[] = [];

      const operation = async (n: number): Promise<void> => {
        // Sent in order, roughly, with overlap: the wallet starts empty, so the first debits are refused and the
        // inflows and credits that follow race the debits sent after them.
        for (let turns = n + random.int(0, 6); turns > 0; turns--)
          await new Promise((resolve) => setImmediate(resolve));
        const roll = n < 12 ? 0.3 + random.next() * 0.7 : random.next();
        const sentAt = clock++;
        const earlier = done.filter((d) => d.body !== undefined);
        let record: Omit<Done, 'answeredAt' | 'answer'>;
        let answer: { answer: string; data?: unknown };
        if (roll < 0.15) {
          const amountMinor = random.int(5_000, 20_000);
          record = { kind: 'inflow', reference: `inflow-${n}`, body: undefined, amountMinor, sentAt };
          answer = await simulateInflow(SqlStore.of(engine), {
            organizationId,
            nowUs,
            body: {
              beneficiaryAccountName: wallet.name,
              beneficiaryAccountNumber: wallet.account_number,
              amount: (amountMinor / 100).toFixed(2),
              narration: `inflow ${n}`,
            },
          });
        } else {
          const replay = roll < 0.3 && earlier.length > 0 ? random.pick(earlier) : undefined;
          const body =
            replay?.body ??
            (roll < 0.45
              ? {
                  ...debit(wallet.account_number, 0),
                  direction: 'CREDIT' as const,
                  amount: random.int(500, 3_000) / 100,
                }
              : debit(wallet.account_number, random.int(100, 900) / 100));
          const reference = replay?.reference ?? `SIM-${seed}-${n}`;
          record = {
            kind: body.direction === 'CREDIT' ? 'credit' : 'debit',
            reference,
            body: { ...body, transactionReference: reference },
            amountMinor: Math.round(body.amount * 100),
            sentAt,
          };
          answer = await postTransaction(SqlStore.of(engine), { organizationId, nowUs, body: record.body! });
        }
        done.push({ ...record, answeredAt: clock++, answer: answer.answer, data: answer.data });
        brokenAfterAnswers.push(
          ...(await sandbox.store.unitOfWork((tx) => brokenInvariants(tx, { replayHistory: false }))),
        );
      };
      await Promise.all(Array.from({ length: OPERATIONS }, (_, n) => operation(n)));

      expect(brokenAfterAnswers).toEqual([]);
      expect(await sandbox.store.unitOfWork((tx) => brokenInvariants(tx))).toEqual([]);
      for (const [fault, n] of Object.entries(counts)) struck.set(fault, (struck.get(fault) ?? 0) + n);

      // Every answer of a reference is its first answer (bodies of a reference are the same, so no conflicts here).
      const byReference = new Map<string, Done[]>();
      for (const d of done.filter((d) => d.body !== undefined))
        byReference.set(d.reference, [...(byReference.get(d.reference) ?? []), d]);
      // Compared as values: a replay's data comes back from JSONB, with its keys in another order.
      const disagreeing = [...byReference.values()].filter((answers) =>
        answers.some((a) => !isDeepStrictEqual([a.answer, a.data], [answers[0]!.answer, answers[0]!.data])),
      );
      expect(
        disagreeing.map((answers) =>
          answers.map((a) => ({ reference: a.reference, answer: a.answer, data: a.data, sentAt: a.sentAt })),
        ),
      ).toEqual([]);

      // What was posted is in the ledger, once; the wallet's balance is the serial sum of it.
      const firsts = [...byReference.values()].map((answers) => answers[0]!);
      const posted = firsts.filter((d) => d.answer === 'transactionPosted');
      const funded = done.filter((d) => d.kind === 'inflow' && d.answer === 'funded');
      const want =
        funded.reduce((sum, d) => sum + d.amountMinor, 0) +
        posted.reduce((sum, d) => sum + (d.kind === 'credit' ? d.amountMinor : -d.amountMinor), 0);
      const entries = await sandbox.engine.unitOfWork((sql) =>
        sql.query<{ reference: string; n: number }>(
          `SELECT p.reference, count(*)::bigint AS n FROM entries e JOIN postings p ON p.id = e.posting_id
           WHERE e.wallet_id = $1 GROUP BY p.reference`,
          [wallet.id],
        ),
      );
      const entered = new Map(entries.map((e) => [e.reference, e.n]));
      expect(posted.filter((d) => entered.get(d.reference) !== 1).map((d) => d.reference)).toEqual([]);
      expect(
        firsts.filter((d) => d.answer !== 'transactionPosted' && entered.has(d.reference)).map((d) => d.reference),
      ).toEqual([]);
      expect((await sandbox.engine.unitOfWork((sql) => walletById(sql, organizationId, wallet.id)))!.ledger_minor).toBe(
        want,
      );

      // A refused debit sent after credits were acknowledged: in no serial order that keeps real time could it fail if
      // those credits, less every debit that posted and could come before it (sent before it was answered), cover it.
      const impossible = done.filter((refused) => {
        if (refused.answer !== 'insufficientFunds') return false;
        const first = byReference.get(refused.reference)![0]!;
        // Each credit once, at its first answer: a replay acknowledged again moves nothing more.
        const acknowledged = [...funded, ...posted.filter((d) => d.kind === 'credit')]
          .filter((d) => d.answeredAt < first.sentAt)
          .reduce((sum, d) => sum + d.amountMinor, 0);
        const before = posted
          .filter((d) => d.kind === 'debit' && d.sentAt < first.answeredAt)
          .reduce((sum, d) => sum + d.amountMinor, 0);
        return acknowledged - before >= refused.amountMinor;
      });
      refusedAfterCredit += done.filter(
        (d) => d.answer === 'insufficientFunds' && done.some((c) => c.answer === 'funded' && c.answeredAt < d.sentAt),
      ).length;
      expect(impossible.map((d) => d.reference)).toEqual([]);
    },
    60_000,
  );

  // The runs prove something about every fault, not only about interleavings.
  it('struck with every fault', () => {
    expect(Object.fromEntries(struck)).toEqual(
      Object.fromEntries(Object.keys(FAULTS).map((fault) => [fault, expect.any(Number)])),
    );
    expect(
      [...struck.values()].every((n) => n > 0),
      JSON.stringify(Object.fromEntries(struck)),
    ).toBe(true);
    expect(refusedAfterCredit).toBeGreaterThan(0);
  });
});
