import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from './domain/postings/post-transaction.js';
import { Sandbox } from './sandbox.js';

const WALLET = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';

const snapshot = (sandbox: Sandbox) =>
  sandbox.engine.unitOfWork(async (sql) => ({
    wallets: await sql.query('SELECT id, available_minor, ledger_minor FROM wallets ORDER BY id'),
    postings: await sql.query('SELECT id, reference, status FROM postings ORDER BY id'),
    entries: await sql.query('SELECT id, balance_after_minor FROM entries ORDER BY seq'),
    outbox: await sql.query('SELECT id FROM outbox ORDER BY seq'),
    organizations: await sql.query('SELECT id FROM organizations ORDER BY id'),
  }));

describe('PGlite on a data directory', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'waas-sandbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('loses nothing committed across a restart, and does not seed twice', async () => {
    const first = await Sandbox.open({ dataDir });
    for (let i = 0; i < 20; i++) {
      const outcome = await postTransaction(first.store, {
        organizationId: ORGANIZATION,
        nowUs: first.clock.nowUs(),
        body: {
          productId: WALLET,
          amount: 10.5,
          direction: i % 2 ? 'DEBIT' : 'CREDIT',
          currency: 'NGN',
          accountNumber: '9900012345',
          transactionReference: `RESTART-${i}`,
        },
      });
      expect(outcome.answer).toBe('transactionPosted');
    }
    await first.setClockOffset(3_600_000_000);
    const before = await snapshot(first);
    await first.close();

    const second = await Sandbox.open({ dataDir });
    try {
      expect(await snapshot(second)).toEqual(before);
      expect(before.postings.length).toBeGreaterThan(20);
      expect(second.clock.offsetUs).toBe(3_600_000_000);
    } finally {
      await second.close();
    }
  });
});
